import { Box, ColorSwatch, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnTable, type Column } from '../../../components/data-table';

type Props<T> = {
  /** The table's accessible name: what its chart shows. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
};

/** A chart's numbers as a plain table (no sort, no paging): the figures a screen reader reads. */
export function FiguresTable<T>({ label, columns, rows, rowKey }: Props<T>) {
  return <ColumnTable aria-label={label} columns={columns} rows={rows} rowKey={rowKey} minWidth={280} />;
}

/** A row's name with the colour it has in the chart, so the table doubles as the legend. */
export function Swatch({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
      <span>{children}</span>
    </Group>
  );
}

/** A chart's frame: the figure carries its name; the numbers are in the table next to it. */
export function ChartFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="figure" m={0} aria-label={label}>
      {children}
    </Box>
  );
}
