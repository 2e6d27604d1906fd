import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { ColumnTable, type Column } from './data-table';
import { PaletteTrigger } from './palette/palette-trigger';

type Row = { id: number; title: string };
const rows: Row[] = [
  { id: 1, title: 'Birinci' },
  { id: 2, title: 'İkinci' },
  { id: 3, title: 'Üçüncü' },
];
const columns: Column<Row>[] = [
  { key: 'title', title: 'Title', render: (row) => <Link to={`/support-window/${row.id}/task`}>{row.title}</Link> },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/* A list as the layout shows it: the header's trigger (which loads the shortcuts) and a table with row focus. */
function renderTable() {
  const actor = { id: 1, type: 'manager' as const };
  renderWithApp(
    <>
      <PaletteTrigger actor={actor} />
      <input aria-label="Search" />
      <ColumnTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={400} aria-label="Tasks" />
      <Where />
    </>,
    { user: actor, route: '/task' },
  );
  const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr');
  return { user: userEvent.setup(), row, where: () => screen.getByTestId('where').textContent };
}

describe('row focus on a list', () => {
  it('j and k move a focus through the rows, the arrows too once on a row, and Enter opens the row', async () => {
    const { user, row, where } = renderTable();
    await user.keyboard('j');
    await waitFor(() => expect(row('Birinci')).toHaveFocus());
    await user.keyboard('j');
    expect(row('İkinci')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('Üçüncü')).toHaveFocus();
    await user.keyboard('j');
    expect(row('Üçüncü')).toHaveFocus();
    await user.keyboard('k');
    expect(row('İkinci')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(row('Birinci')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(where()).toBe('/support-window/1/task');
  });

  it('g then k goes to the tickets, not a row up', async () => {
    const { user, row, where } = renderTable();
    await user.keyboard('jj');
    await waitFor(() => expect(row('İkinci')).toHaveFocus());
    await user.keyboard('gk');
    expect(where()).toBe('/ticket');
  });

  it('does nothing while the person types in a field', async () => {
    const { user, row } = renderTable();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('jj');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('jj');
    await user.click(document.body);
    // The shortcuts were never asked for while typing: the first j out of the field loads them.
    await user.keyboard('j');
    await waitFor(() => expect(row('Birinci')).toHaveFocus());
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('j');
    expect(row('Birinci')).not.toHaveFocus();
  });

  it('does nothing while a dialog is open', async () => {
    const { user, row } = renderTable();
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await user.keyboard('j');
    await user.keyboard('j');
    expect(row('Birinci')).not.toHaveFocus();
    dialog.remove();
  });
});
