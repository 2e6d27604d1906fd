import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { DataTable, type Column } from './data-table';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (row) => row.name },
  { key: 'id', title: 'Id', render: (row) => row.id },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onSort = vi.fn();
  const onPage = vi.fn();
  render(
    <MantineProvider>
      <DataTable
        columns={columns}
        rows={[
          { id: 1, name: 'Ayşe' },
          { id: 2, name: 'Barış' },
        ]}
        rowKey={(row) => row.id}
        total={60}
        page={1}
        pageSize={25}
        onPage={onPage}
        sort={{ sort: 'name', order: 'asc' }}
        onSort={onSort}
        isLoading={false}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSort, onPage };
}

describe('DataTable', () => {
  it('shows the rows, the total and marks the sorted column', () => {
    renderTable();
    expect(screen.getByText('Ayşe')).toBeInTheDocument();
    expect(screen.getByText('60 records')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the row actions in view at the right edge when the table scrolls sideways', () => {
    renderTable({ columns: [...columns, { key: 'actions', title: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> }] });
    const cell = screen.getByRole('button', { name: 'Edit Ayşe' }).closest('td')!;
    expect(cell.style.position).toBe('sticky');
    expect(cell.style.right).toBe('0px');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).style.position).toBe('sticky');
    expect(screen.getByText('Ayşe').closest('td')!.style.position).toBe('');
  });

  it('reverses the order when the sorted header is clicked again', () => {
    const { onSort } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith({ sort: 'name', order: 'desc' });
  });

  it('pages: three pages for 60 rows of 25, and a click asks for the page', () => {
    const { onPage } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });
});
