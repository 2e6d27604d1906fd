import { MantineProvider, Select } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { taskList } from '../lib/lists';
import { renderWithApp } from '../test-utils';
import { ListToolbar } from './list-toolbar';
import { useListState } from './use-list-state';

/* A list screen in miniature: the toolbar, its panel, and the URL it keeps its state in. */
function Harness() {
  const list = useListState(taskList);
  const location = useLocation();
  return (
    <>
      <ListToolbar
        list={list}
        exportOf={taskList}
        filters={
          <Select
            label="Status"
            value={list.filters.status ?? null}
            onChange={(value) => list.setFilter('status', value)}
            data={['pending', 'completed']}
          />
        }
      />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

describe('the search box', () => {
  it('drops a search still waiting when the visitor follows a link, instead of taking them back to the list', async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/task', element: <Harness /> },
        {
          path: '/other',
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
          element: <p>Other page</p>,
        },
      ],
      { initialEntries: ['/task'] },
    );
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'invoice' } });
    // The link is followed within the pause; the next page is still loading when the pause ends.
    void router.navigate('/other');
    await new Promise((resolve) => setTimeout(resolve, 450));
    release();
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('sends the search after the pause while the visitor stays', async () => {
    renderWithApp(<Harness />, { route: '/task?page=2' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '  invoice ' } });
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?page=2$/);
    expect(await screen.findByText('?q=invoice')).toBeInTheDocument();
  });
});

describe('filter toggle and panel', () => {
  it('hides the filters by default and shows them on click, with aria-expanded following', () => {
    renderWithApp(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByText('Status', { selector: 'label' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide filters' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(hide).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Status', { selector: 'label' })).toBeInTheDocument();

    fireEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('shows how many filters are active, read from the URL', () => {
    renderWithApp(<Harness />, { route: '/task?status=pending&priority=high&q=report' });
    const toggle = screen.getByRole('button', { name: /Show filters/ });
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAccessibleName('Show filters, 2 filters active');
    // Its name is read from what it shows (WCAG 2.5.3), the count's words said but not shown.
    expect(toggle).not.toHaveAttribute('aria-label');
  });

  it('shows no count when no filter is active', () => {
    renderWithApp(<Harness />, { route: '/task?q=report' });
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAccessibleName('Show filters');
  });

  it('clearing the filters drops them from the URL and the count, and returns to page 1', () => {
    renderWithApp(<Harness />, { route: '/task?status=pending&priority=high&page=3&filters=open' });
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAccessibleName('Hide filters, 2 filters active');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAccessibleName('Hide filters');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?filters=open$/);
  });

  it('offers the three export formats and downloads the filtered list', async () => {
    const { fetch } = renderWithApp(<Harness />, { route: '/task?status=pending' });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(button);
    // The menu's code comes on demand and it opens as it arrives.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['CSV', 'XLSX', 'PDF']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'XLSX' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/tasks/export?sort=deadline&order=asc&status=pending&format=xlsx',
      expect.anything(),
    );
  });
});
