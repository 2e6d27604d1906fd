import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { DataTable, type Column } from './data-table';
import classes from './data-table.module.css';

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

afterEach(() => void i18n.changeLanguage('en'));

describe('DataTable', () => {
  it('shows the rows, the total and marks the sorted column', () => {
    renderTable();
    expect(screen.getByText('Ayşe')).toBeInTheDocument();
    expect(screen.getByText('60 records')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the row actions in view at the right edge when the table scrolls sideways', () => {
    renderTable({
      columns: [
        ...columns,
        { key: 'actions', title: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> },
      ],
    });
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

  it('shows a bounded total as "1,000+" and offers the next page but no last one', () => {
    const { onPage } = renderTable({ total: 1000, totalIsAtLeast: true });
    expect(screen.getByText('1,000+ records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4' })).toBeInTheDocument();
    // 1,000 rows make 40 pages and one row more a 41st; neither is offered as the last page.
    expect(screen.queryByRole('button', { name: '40' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '41' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('pages on from a later page of a bounded total, and back to the first', () => {
    const { onPage } = renderTable({ total: 1025, totalIsAtLeast: true, page: 41 });
    expect(screen.getByRole('button', { name: '42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(42);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('writes a bounded total the Turkish way', async () => {
    await i18n.changeLanguage('tr');
    renderTable({ total: 1000, totalIsAtLeast: true });
    expect(screen.getByText('1.000+ kayıt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İlk sayfa' })).toBeInTheDocument();
  });

  it("draws the rows in the app's table styles, each column aligned, with no library's class names", () => {
    renderTable({
      columns: [...columns, { key: 'amount', title: 'Amount', align: 'right', wrap: true, render: () => '7.5' }],
    });
    // The table's look (a line under each row, odd rows shaded, the row under the pointer marked) is
    // data-table.module.css; nothing in it is named after a library's own classes.
    const table = screen.getByRole('table');
    expect(table).toHaveClass(classes.table!, classes.pointable!);
    const parts = [table, ...table.querySelectorAll('thead, tbody, tr, th, td')];
    expect(parts.map((part) => part.className).filter((name) => /mantine-|\bm_[0-9a-f]{8}\b/.test(name))).toEqual([]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        row === rows[0] ? 'Ayşe' : 'Barış',
        row === rows[0] ? '1' : '2',
        '7.5',
      ]);
      expect(cells[0]).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(cells[2]).toHaveStyle({ textAlign: 'right', whiteSpace: 'normal' });
    }
  });

  it('says so when there is nothing to show', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });
});
