import type { CSSProperties } from 'react';

/*
 * Mantine's Table drawn as plain elements (the lists' table, the money chart's figures): its class
 * names, whose rules the global stylesheet holds (`data-table.test.tsx` holds these names to
 * Mantine's own), and the data attributes its parts set (striped rows, a hover colour, row borders).
 * The `Table` component itself brings `Table.ScrollContainer`, whose ScrollArea brings all of
 * floating-ui: about 20 KB of gzip on every list's first load, which the screens' 250 KB budget no
 * longer had room for (docs/decisions/044). The browser scrolls a wide table's box itself.
 */
export const TABLE = {
  table: 'm_b23fa0ef mantine-Table-table',
  thead: 'm_b242d975 mantine-Table-thead',
  tbody: 'm_b2404537 mantine-Table-tbody',
  tr: 'm_4e7aa4fd mantine-Table-tr',
  th: 'm_4e7aa4f3 mantine-Table-th',
  td: 'm_4e7aa4ef mantine-Table-td',
} as const;

/** The table's vertical cell spacing (Mantine's `verticalSpacing` prop). */
export const tableSpacing = (spacing: string) => ({ '--table-vertical-spacing': spacing }) as CSSProperties;
