import { MantineProvider, Table } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { DataTable, type Column } from './data-table';
import { TABLE } from './table-classes';

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

  it("writes each row and cell with Mantine's table, striped and highlighted, each column aligned", () => {
    renderTable({
      columns: [...columns, { key: 'amount', title: 'Amount', align: 'right', wrap: true, render: () => '7.5' }],
    });
    // The table is drawn with Mantine's own class names (its stylesheet holds their rules): a Mantine
    // release that renames them fails here, not silently on screen.
    const { table, thead, tbody, tr, th, td } = Table.classes;
    const part = (name: string, className?: string) => `${className} mantine-Table-${name}`;
    expect(TABLE).toEqual({
      table: part('table', table),
      thead: part('thead', thead),
      tbody: part('tbody', tbody),
      tr: part('tr', tr),
      th: part('th', th),
      td: part('td', td),
    });
    expect(screen.getByRole('table')).toHaveClass('mantine-Table-table', table!);
    expect(screen.getByRole('table').style.getPropertyValue('--table-vertical-spacing')).toBe(
      'var(--mantine-spacing-xs)',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveClass('mantine-Table-th', Table.classes.th!);
    for (const row of rows) {
      expect(row).toHaveClass('mantine-Table-tr');
      expect(row).toHaveAttribute('data-striped', 'odd');
      expect(row).toHaveAttribute('data-hover', 'true');
      expect(row).toHaveAttribute('data-with-row-border', 'true');
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        row === rows[0] ? 'Ayşe' : 'Barış',
        row === rows[0] ? '1' : '2',
        '7.5',
      ]);
      for (const cell of cells) expect(cell).toHaveClass('mantine-Table-td', Table.classes.td!);
      expect(cells[0]).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(cells[2]).toHaveStyle({ textAlign: 'right', whiteSpace: 'normal' });
    }
  });

  it('says so when there is nothing to show', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });
});
