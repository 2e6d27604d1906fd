import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ColumnRole, ListColumns } from '@workspace/shared/common/list-columns';
import type { Column, SortState } from './data-table';
import classes from './list-cards.module.css';

export type ListCardsProps<T> = {
  /** The columns the table would show, in order. */
  columns: Column<T>[];
  spec: ListColumns;
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  sort?: SortState;
  label?: string;
};

/**
 * A list on a phone: each row a card with its key fields, picked by the columns' roles in the
 * list's definition (title or name, status, the date it is sorted by, the amount where there is
 * one), tappable to open. One component for every list; loaded on demand.
 */
export function ListCards<T>({ columns, spec, rows, rowKey, sort, label }: ListCardsProps<T>) {
  const drawn = (key: string | undefined) => columns.find((column) => column.key === key);
  const withRole = (role: ColumnRole) =>
    spec.columns.filter((column) => column.role === role && drawn(column.key)).map((column) => drawn(column.key)!);
  const title = withRole('title')[0] ?? drawn(spec.columns.find((column) => column.rowKey)?.key) ?? columns[0];
  const key = drawn(spec.columns.find((column) => column.rowKey)?.key);
  const dates = withRole('date');
  // The date the list is sorted by, else its first.
  const date = dates.find((column) => column.key === sort?.sort) ?? dates[0];
  const status = withRole('status')[0];
  const amount = withRole('amount')[0];
  const actions = drawn('actions');
  const fields = [date, amount].filter((column): column is Column<T> => column !== undefined);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {rows?.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md" className={classes.card}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {key && key !== title && (
                <Text size="xs" c="dimmed">
                  {key.render(row)}
                </Text>
              )}
              <Text component="div" size="sm" fw={600} className={classes.title} style={{ overflowWrap: 'anywhere' }}>
                {title?.render(row)}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {status && <div>{status.render(row)}</div>}
              {actions && <div className={classes.actions}>{actions.render(row)}</div>}
            </Group>
          </Group>
          {fields.length > 0 && (
            <Group gap="md" mt={6}>
              {/* The value beside its name, on one line even when a cell draws a block of its own (an amount). */}
              {fields.map((column) => (
                <Group component="div" gap={4} wrap="nowrap" align="baseline" key={column.key}>
                  <Text span size="xs" c="dimmed">
                    {column.title}:{' '}
                  </Text>
                  <Text component="div" size="xs">
                    {column.render(row)}
                  </Text>
                </Group>
              ))}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
