import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import type { ListColumns } from '@workspace/shared/common/list-columns';
import { DataTable, type Column, type SortState } from './data-table';

const PAGE_SIZE = 10;

/** Page, page size and sort of one table inside a page (a company's projects): kept in the page, not the URL. */
export function useSectionPaging<Sort extends string>(initialSort: { sort: Sort; order: SortState['order'] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<SortState>(initialSort);
  const params = { page, pageSize, sort: sort.sort as Sort, order: sort.order };
  return { page, setPage, pageSize, setPageSize, sort, setSort, params };
}

type Props<T> = {
  /** Id of the section's title, which names the section and its table. */
  id: string;
  title: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  query: { data?: { data: T[]; meta: { total: number } }; isLoading: boolean };
  paging: ReturnType<typeof useSectionPaging>;
  /** The list's columns, whose roles make each row's card on a phone. */
  cardsOf: ListColumns;
};

/** A titled, paged and sortable table inside a page, cards on a phone; a new sort starts again at page 1. */
export function PagedSection<T>({ id, title, columns, rowKey, query, paging, cardsOf }: Props<T>) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={4} id={id} mb="sm">
        {title}
      </Title>
      <DataTable
        label={title}
        cardsOf={cardsOf}
        columns={columns}
        rows={query.data?.data}
        rowKey={rowKey}
        total={query.data?.meta.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={paging.setPage}
        onPageSize={(next) => {
          paging.setPageSize(next);
          paging.setPage(1);
        }}
        pageSizeOptions={[10, 25, 50, 100]}
        sort={paging.sort}
        onSort={(next) => {
          paging.setSort(next);
          paging.setPage(1);
        }}
        isLoading={query.isLoading}
      />
    </Paper>
  );
}
