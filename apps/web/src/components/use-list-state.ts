import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@workspace/shared/common/limits';
import type { SortState } from './data-table';

export type ListStateOptions<F extends string> = {
  /** URL parameters that count as filters (shown in the active-filter count, cleared together). */
  filterKeys: readonly F[];
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  defaultPageSize?: number;
  /** Debounce of the search box before it reaches the URL and the server. */
  searchDelayMs?: number;
};

export type ListState<F extends string> = {
  page: number;
  pageSize: number;
  sort: SortState;
  /** What the search box shows right now. */
  search: string;
  /** The debounced search term the server sees. */
  q: string;
  filters: Partial<Record<F, string>>;
  activeFilterCount: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState) => void;
  setSearch: (value: string) => void;
  setFilter: (key: F, value: string | null | undefined) => void;
  setFilters: (values: Partial<Record<F, string | null | undefined>>) => void;
  resetFilters: () => void;
  /** Any other URL parameter the screen keeps (a view mode, an open panel). */
  getParam: (key: string) => string | null;
  setParam: (key: string, value: string | null) => void;
  /** q, filters, sort and order: what the list, its summary and its export share. */
  filterParams: URLSearchParams;
  /** filterParams plus page and pageSize. */
  listParams: URLSearchParams;
};

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
};

/**
 * Paging, sort, search and filters of a list screen, kept in the URL search parameters so a
 * reload or the back button shows the same view. Every change of what is shown returns to page 1.
 */
export function useListState<F extends string>(options: ListStateOptions<F>): ListState<F> {
  const { filterKeys, defaultSort, defaultOrder = 'asc', defaultPageSize = PAGE_SIZE_DEFAULT, searchDelayMs = 300 } = options;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearchText] = useState(q);
  // The URL may change under us (back button): the box then follows it.
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (search.trim() !== q) setSearchText(q);
  }

  const update = useCallback(
    (changes: Record<string, string | null | undefined>, { resetPage = true, replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Typing replaces the history entry, so back does not step through every keystroke.
  const pushSearch = useDebouncedCallback((value: string) => update({ q: value.trim() }, { replace: true }), searchDelayMs);

  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), defaultPageSize, PAGE_SIZE_MAX);
  const sortValue = params.get('sort') ?? defaultSort;
  const order = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaultOrder;
  const paramsKey = params.toString();
  const filtersKey = filterKeys.join(',');

  const filters = useMemo(() => {
    const result: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) result[key] = value;
    }
    return result;
    // paramsKey and filtersKey stand for params and filterKeys by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, filtersKey]);

  const filterParams = useMemo(() => {
    const result = new URLSearchParams({ sort: sortValue, order });
    if (q.trim()) result.set('q', q.trim());
    for (const [key, value] of Object.entries(filters)) result.set(key, value as string);
    return result;
  }, [filters, q, sortValue, order]);

  const listParams = useMemo(() => {
    const result = new URLSearchParams(filterParams);
    result.set('page', String(page));
    result.set('pageSize', String(pageSize));
    return result;
  }, [filterParams, page, pageSize]);

  return {
    page,
    pageSize,
    sort: { sort: sortValue, order },
    search,
    q,
    filters,
    activeFilterCount: Object.keys(filters).length,
    setPage: (value) => update({ page: value === 1 ? null : String(value) }, { resetPage: false }),
    setPageSize: (value) => update({ pageSize: value === defaultPageSize ? null : String(value) }),
    setSort: (value) => update({ sort: value.sort, order: value.order }),
    setSearch: (value) => {
      setSearchText(value);
      pushSearch(value);
    },
    setFilter: (key, value) => update({ [key]: value }),
    setFilters: (values) => update(values as Record<string, string | null | undefined>),
    resetFilters: () => update(Object.fromEntries(filterKeys.map((key) => [key, null]))),
    getParam: (key) => params.get(key),
    setParam: (key, value) => update({ [key]: value }, { resetPage: false }),
    filterParams,
    listParams,
  };
}

/** A copy of `params` without `keys` (summary cards ignore the filter they apply themselves). */
export function withoutParams(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const result = new URLSearchParams(params);
  for (const key of keys) result.delete(key);
  return result;
}

type PagedQuery<T> = { data?: { data: T[]; meta: { total: number } }; isLoading: boolean };

/** The DataTable props that follow from a list's state and its query: one wiring for every list. */
export function tableBindings<T, F extends string>(list: ListState<F>, query: PagedQuery<T>) {
  return {
    rows: query.data?.data,
    total: query.data?.meta.total ?? 0,
    page: list.page,
    pageSize: list.pageSize,
    onPage: list.setPage,
    onPageSize: list.setPageSize,
    sort: list.sort,
    onSort: list.setSort,
    isLoading: query.isLoading,
  };
}
