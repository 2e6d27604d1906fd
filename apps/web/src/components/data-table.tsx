import { Button, Center, Group, Loader, Menu, Pagination, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';

export type Column<T> = { key: string; title: string; sortable?: boolean; render: (row: T) => ReactNode };
export type SortState = { sort: string; order: 'asc' | 'desc' };

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
  isLoading: boolean;
};

/** The shared list table: server-side sort and paging, loading and empty states. */
export function DataTable<T>({ columns, rows, rowKey, total, page, pageSize, onPage, sort, onSort, isLoading }: Props<T>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const header = (column: Column<T>) => {
    if (!column.sortable) return column.title;
    const isActive = sort.sort === column.key;
    const arrow = isActive ? (sort.order === 'asc' ? ' ▲' : ' ▼') : '';
    return (
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort({ sort: column.key, order: isActive && sort.order === 'asc' ? 'desc' : 'asc' })}
      >
        {column.title}
        {arrow}
      </UnstyledButton>
    );
  };
  return (
    <>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} aria-sort={sort.sort === column.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ whiteSpace: "nowrap" }}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isLoading && !rows && (
        <Center p="lg"><Loader size="sm" aria-label={t('common.loading')} /></Center>
      )}
      {rows && rows.length === 0 && <Text c="dimmed" ta="center" p="lg">{t('common.empty')}</Text>}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">{t('common.total', { count: total })}</Text>
        <Pagination total={pages} value={page} onChange={onPage} size="sm" />
      </Group>
    </>
  );
}

export function SearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      aria-label={t('common.search')}
      placeholder={t('common.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
    />
  );
}

export function ExportMenu({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default">{t('common.export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => onExport('xlsx')}>XLSX</Menu.Item>
        <Menu.Item onClick={() => onExport('pdf')}>PDF</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
