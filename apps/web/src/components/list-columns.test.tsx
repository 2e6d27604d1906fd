import { Anchor, Badge } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListColumns } from '@workspace/shared/common/list-columns';
import { renderWithApp } from '../test-utils';
import { arrangeColumns, DataTable, type Column } from './data-table';

/* The column choice of a wide list and its phone cards, driven by the list's column roles. */

type Row = { id: number; subject: string; status: string; createdAt: string; amount: string; note: string };
const spec: ListColumns = {
  list: 'tickets',
  columns: [
    { key: 'id', rowKey: true },
    { key: 'subject', role: 'title' },
    { key: 'status', role: 'status' },
    { key: 'note', optional: true },
    { key: 'deadline', role: 'date' },
    { key: 'createdAt', role: 'date' },
    { key: 'amount', role: 'amount' },
  ],
};
const columns: Column<Row>[] = [
  { key: 'id', title: 'No.', render: (row) => `#${row.id}` },
  {
    key: 'subject',
    title: 'Subject',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={`/ticket/${row.id}`}>
        {row.subject}
      </Anchor>
    ),
  },
  { key: 'status', title: 'Status', render: (row) => <Badge>{row.status}</Badge> },
  { key: 'note', title: 'Note', render: (row) => row.note },
  { key: 'deadline', title: 'Deadline', sortable: true, render: () => 'no deadline' },
  { key: 'createdAt', title: 'Created', sortable: true, render: (row) => row.createdAt },
  { key: 'amount', title: 'Amount', render: (row) => row.amount },
  { key: 'actions', title: 'Actions', render: (row) => <button type="button">Edit #{row.id}</button> },
];
const rows: Row[] = [
  { id: 7, subject: 'Printer is on fire', status: 'Pending', createdAt: '2 days ago', amount: '₺120.00', note: 'hot' },
];

function renderTable(api: Record<string, unknown> = {}) {
  return renderWithApp(
    <DataTable
      columnsOf={spec}
      label="Tickets"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={1}
      page={1}
      pageSize={25}
      onPage={() => {}}
      sort={{ sort: 'createdAt', order: 'desc' }}
      onSort={() => {}}
      isLoading={false}
    />,
    { route: '/ticket', api },
  );
}

const heads = () => screen.getAllByRole('columnheader').map((head) => head.textContent?.replace(/ [▲▼]$/, '').trim());

const setPhone = (isPhone: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: isPhone })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
};
let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('column choice', () => {
  it("shows the list's default columns, then the person's own choice and order, the row actions last", async () => {
    renderTable();
    await screen.findByRole('row', { name: /Printer is on fire/ });
    expect(heads()).toEqual(['No.', 'Subject', 'Status', 'Deadline', 'Created', 'Amount', 'Actions']);
  });

  it('keeps the chosen columns in their order, and never hides the row key', async () => {
    renderTable({ 'GET /api/list-columns': { columns: ['status', 'note', 'subject'] } });
    await waitFor(() => expect(heads()).toEqual(['No.', 'Status', 'Note', 'Subject', 'Actions']));
  });

  it('hides, shows and moves columns from the chooser, keeping each change for the person', async () => {
    const { fetch } = renderTable({ 'PUT /api/list-columns': ({ body }: { body: unknown }) => body });
    await screen.findByRole('row', { name: /Printer is on fire/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Columns' });
    // The row's key cannot be hidden.
    expect(within(chooser).getByRole('checkbox', { name: 'No.' })).toBeDisabled();
    expect(within(chooser).getByRole('checkbox', { name: 'Note' })).not.toBeChecked();

    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Deadline' }));
    await waitFor(() => expect(heads()).toEqual(['No.', 'Subject', 'Status', 'Created', 'Amount', 'Actions']));
    const puts = () =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));
    expect(puts().at(-1)).toEqual({ list: 'tickets', columns: ['id', 'subject', 'status', 'createdAt', 'amount'] });

    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Note' }));
    await waitFor(() => expect(heads()).toContain('Note'));
    fireEvent.click(within(chooser).getByRole('button', { name: 'Move “Status” up' }));
    await waitFor(() => expect(heads()).toEqual(['No.', 'Status', 'Subject', 'Created', 'Amount', 'Note', 'Actions']));
    expect(puts().at(-1)?.columns).toEqual(['id', 'status', 'subject', 'createdAt', 'amount', 'note']);

    fireEvent.click(within(chooser).getByRole('button', { name: 'Back to the default columns' }));
    await waitFor(() =>
      expect(heads()).toEqual(['No.', 'Subject', 'Status', 'Deadline', 'Created', 'Amount', 'Actions']),
    );
    expect(puts().at(-1)).toEqual({ list: 'tickets', columns: null });
  });
});

describe('phone cards', () => {
  it('shows each row as a card of its key fields, the date it is sorted by, tappable through its title', async () => {
    restore = setPhone(true);
    renderTable();
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'Printer is on fire' })).toHaveAttribute('href', '/ticket/7');
    expect(card).toHaveTextContent('#7');
    expect(within(card!).getByText('Pending')).toBeInTheDocument();
    // Sorted by creation: that date, not the deadline; and the amount.
    expect(card).toHaveTextContent('Created: 2 days ago');
    expect(card).not.toHaveTextContent('Deadline');
    expect(card).toHaveTextContent('Amount: ₺120.00');
    expect(card).not.toHaveTextContent('hot');
    expect(within(card!).getByRole('button', { name: 'Edit #7' })).toBeInTheDocument();
  });
});

describe('arrangeColumns', () => {
  const column = (key: string): Column<Row> => ({ key, title: key, render: () => key });
  it('keeps a column the list does not name at its end: the checkboxes first, the actions last', () => {
    const given = [column('select'), ...columns]; // `columns` ends with the row actions
    expect(arrangeColumns(given, spec, ['status', 'subject']).map((shown) => shown.key)).toEqual([
      'select',
      'id',
      'status',
      'subject',
      'actions',
    ]);
  });
});
