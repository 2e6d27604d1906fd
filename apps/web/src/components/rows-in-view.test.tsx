import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { FIRST_ROWS, nextRowCount } from './rows-in-view';

describe('nextRowCount', () => {
  // [what it shows, drawn, total, bottom, height, viewport, count, deferRest]
  it.each([
    ['the drawn rows reach past the window: the rest later', 12, 25, 1083, 768, 850, 25, true],
    ['exactly at the edge counts as reaching it', 12, 25, 850, 540, 850, 25, true],
    // 12 rows of 50 px end at 700; 300 px left hold 6 more, and one to reach past the edge.
    ['a taller window: the rows it has room for, and one more, at once', 12, 50, 700, 600, 1000, 19, false],
    ['never more than the rows there are', 12, 15, 700, 600, 1000, 15, false],
    ['nothing laid out: every row at once', 12, 25, 0, 0, 768, 25, false],
    ['every row drawn already', 25, 25, 2000, 1600, 768, 25, false],
  ] as const)('%s', (_what, drawn, total, bottom, height, viewport, count, deferRest) => {
    expect(nextRowCount({ drawn, total, bottom, height, viewport })).toEqual({ count, deferRest });
  });
});

type Row = { id: number };
const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));
const ROW_HEIGHT = 64;
const TABLE_TOP = 300;

/** The rows in the table when a cell's layout effect runs: what that commit put in the page. */
let rowsAtCommit: number[] = [];
function CommitProbe() {
  useLayoutEffect(() => {
    rowsAtCommit.push(document.querySelectorAll('tbody tr').length);
  });
  return null;
}
const columns: Column<Row>[] = [
  {
    key: 'id',
    title: 'Id',
    render: (row) => (
      <>
        {row.id}
        {row.id === 1 && <CommitProbe />}
      </>
    ),
  },
];

/** Lays rows out one under another from TABLE_TOP, as a browser would, by their place in the body. */
function layRowsOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    const top = this.tagName === 'TR' ? TABLE_TOP + index * ROW_HEIGHT : 0;
    const height = this.tagName === 'TR' ? ROW_HEIGHT : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 1000, height });
  });
}

function renderTable() {
  return render(
    <MantineProvider>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={rows.length}
        page={1}
        pageSize={25}
        onPage={() => undefined}
        sort={{ sort: 'id', order: 'asc' }}
        onSort={() => undefined}
        isLoading={false}
      />
    </MantineProvider>,
  );
}

afterEach(() => {
  rowsAtCommit = [];
  vi.restoreAllMocks();
});

describe('a table drawing the rows in view first', () => {
  it('paints first the rows a short window shows, then the rest', async () => {
    layRowsOut();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(850);
    await act(async () => void renderTable());
    // 12 rows of 64 px from 300 end at 1068, past 850: the first commit held those 12 alone.
    expect(rowsAtCommit[0]).toBe(FIRST_ROWS);
    expect(screen.getAllByRole('row')).toHaveLength(1 + rows.length);
    expect(screen.getByRole('cell', { name: '25' })).toBeInTheDocument();
  });

  it('draws before the paint as many rows as a tall window shows', async () => {
    layRowsOut();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1400);
    await act(async () => void renderTable());
    // 12 rows end at 1068; 332 px more hold 6 rows and one past the edge: 19 rows, drawn before the
    // paint (a layout effect's update), then the rest.
    expect(rowsAtCommit.slice(0, 2)).toEqual([FIRST_ROWS, 19]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + rows.length);
  });

  it('draws every row at once where nothing is laid out', async () => {
    await act(async () => void renderTable());
    expect(rowsAtCommit[0]).toBe(FIRST_ROWS);
    expect(screen.getAllByRole('row')).toHaveLength(1 + rows.length);
  });
});
