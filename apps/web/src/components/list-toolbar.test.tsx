import { Select } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test-utils';
import { FilterPanel } from './filter-panel';
import { ListToolbar } from './list-toolbar';
import { useListState } from './use-list-state';

const FILTER_KEYS = ['status', 'priority'] as const;

/* A list screen in miniature: the toolbar, the panel, and the URL it keeps its state in. */
function Harness({ onExport = vi.fn() }: { onExport?: () => void }) {
  const list = useListState({ filterKeys: FILTER_KEYS, defaultSort: 'name' });
  const isOpen = list.getParam('filters') === 'open';
  const location = useLocation();
  return (
    <>
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        filterToggle={{ opened: isOpen, onToggle: () => list.setParam('filters', isOpen ? null : 'open'), activeCount: list.activeFilterCount, controls: 'panel' }}
        onExport={onExport}
      />
      <FilterPanel id="panel" opened={isOpen} activeCount={list.activeFilterCount} onReset={list.resetFilters}>
        <Select label="Status" value={list.filters.status ?? null} onChange={(value) => list.setFilter('status', value)} data={['pending', 'completed']} />
      </FilterPanel>
      <output data-testid="url">{location.search}</output>
    </>
  );
}

describe('filter toggle and panel', () => {
  it('hides the filters by default and shows them on click, with aria-expanded following', () => {
    renderWithUi(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'panel');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByText('Status', { selector: 'label' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide filters' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByText('Status', { selector: 'label' })).toBeInTheDocument();

    fireEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('shows how many filters are active, read from the URL', () => {
    renderWithUi(<Harness />, { route: '/task?status=pending&priority=high&q=report' });
    const toggle = screen.getByRole('button', { name: /Show filters/ });
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAccessibleName('Show filters, 2 filters active');
  });

  it('shows no count when no filter is active', () => {
    renderWithUi(<Harness />, { route: '/task?q=report' });
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAccessibleName('Show filters');
  });

  it('clearing the filters drops them from the URL and the count, and returns to page 1', () => {
    renderWithUi(<Harness />, { route: '/task?status=pending&priority=high&page=3&filters=open' });
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAccessibleName('Hide filters, 2 filters active');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAccessibleName('Hide filters');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?filters=open$/);
  });

  it('offers the three export formats', () => {
    const onExport = vi.fn();
    renderWithUi(<Harness onExport={onExport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'XLSX' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });
});
