import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useSearchParams } from 'react-router';
import { useJustCreated } from '../lib/just-created';
import { readListParams, type FilterValues } from '../lib/list-params';
import type { ExportParamsOf, FilterKey, FilterParamsOf, ListParamsOf, WebList } from '../lib/lists';
import type { SortState } from './data-table';

export type ListStateOptions<L extends WebList> = {
  /**
   * Filters the screen sets itself (My tasks: `mine`; Income: `type`): always sent with the value
   * given, never read from the URL, counted or cleared. A key given as undefined is simply not sent.
   */
  fixed?: Partial<Record<FilterKey<L>, string | undefined>>;
  defaultPageSize?: number;
  /** Debounce of the search box before it reaches the URL and the server. */
  searchDelayMs?: number;
};

export type ListState<L extends WebList> = {
  /** The list's name (its resource): what its saved views and columns are kept under. */
  listName: string;
  page: number;
  pageSize: number;
  sort: SortState;
  /** What the search box shows right now. */
  search: string;
  /** The debounced search term the server sees. */
  q: string;
  /** The filters chosen in the URL (fixed ones aside). */
  filters: FilterValues<L>;
  activeFilterCount: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState) => void;
  setSearch: (value: string) => void;
  setFilter: (key: FilterKey<L>, value: string | null | undefined) => void;
  setFilters: (values: Partial<Record<FilterKey<L>, string | null | undefined>>) => void;
  resetFilters: () => void;
  /** Any other URL parameter the screen keeps (a view mode, an open panel). */
  getParam: (key: string) => string | null;
  setParam: (key: string, value: string | null) => void;
  /** q, filters and fixed filters: what the list's summary reads. */
  filterParams: FilterParamsOf<L>;
  /** filterParams plus sort and order: what the export reads. */
  exportParams: ExportParamsOf<L>;
  /** exportParams plus page and pageSize: what the list reads. */
  listParams: ListParamsOf<L>;
  /** The id of a record just created in this list, shown highlighted for a few seconds. */
  justCreated: number | null;
};

/**
 * Paging, sort, search and filters of a list screen, kept in the URL search parameters so a
 * reload or the back button shows the same view. Filter keys, sort and paging defaults come from
 * the list's shape. Every change of what is shown returns to page 1.
 */
export function useListState<L extends WebList>(list: L, options: ListStateOptions<L> = {}): ListState<L> {
  const { fixed = {}, defaultPageSize = list.pageSize.default, searchDelayMs = 300 } = options;
  const fixedKey = JSON.stringify(fixed);
  const filterKeys = useMemo(
    () => list.filterKeys.filter((key) => !Object.hasOwn(fixed, key)) as FilterKey<L>[],
    // fixedKey stands for fixed by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, fixedKey],
  );
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

  // A record just created here shows first (newest first, page 1) and highlighted: never lost on another page.
  const justCreated = useJustCreated(list.name);
  const canShowNewest = (list.sortFields as readonly string[]).includes('createdAt');
  useEffect(() => {
    if (justCreated !== null && canShowNewest) update({ sort: 'createdAt', order: 'desc' });
  }, [justCreated, canShowNewest, update]);

  // Typing replaces the history entry, so back does not step through every keystroke.
  // A search still waiting when the visitor follows a link (the next page is loading) is dropped: it
  // would navigate back to this list. The rows now often show before the pause ends.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current =
    routerState?.navigation.state === 'loading' && routerState.navigation.location.pathname !== pathname;
  const pushSearch = useDebouncedCallback((value: string) => {
    if (!leaving.current) update({ q: value.trim() }, { replace: true });
  }, searchDelayMs);

  const paramsKey = params.toString();
  const read = useMemo(
    () => readListParams(list, params, { fixed, defaultPageSize }),
    // paramsKey and fixedKey stand for params and fixed by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, paramsKey, fixedKey, defaultPageSize],
  );
  const { page, pageSize, sortValue, order, filters, filterParams, exportParams, listParams } = read;

  return {
    listName: list.name,
    justCreated,
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
    exportParams,
    listParams,
  };
}

/** A copy of `params` without `keys` (summary cards ignore the filter they apply themselves). */
export function withoutParams<T extends object, K extends string>(params: T, keys: readonly K[]): Omit<T, K> {
  const result: Record<string, unknown> = { ...(params as object) };
  for (const key of keys) delete result[key];
  return result as Omit<T, K>;
}

type PagedQuery<T> = { data?: { data: T[]; meta: { total: number; totalIsAtLeast?: boolean } }; isLoading: boolean };

/** The DataTable props that follow from a list's state and its query: one wiring for every list. */
export function tableBindings<T, L extends WebList>(list: ListState<L>, query: PagedQuery<T>) {
  return {
    rows: query.data?.data,
    total: query.data?.meta.total ?? 0,
    totalIsAtLeast: query.data?.meta.totalIsAtLeast ?? false,
    page: list.page,
    pageSize: list.pageSize,
    onPage: list.setPage,
    onPageSize: list.setPageSize,
    sort: list.sort,
    onSort: list.setSort,
    isLoading: query.isLoading,
    highlightKey: list.justCreated,
  };
}
