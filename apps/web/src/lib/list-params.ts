import type { ExportParamsOf, FilterKey, FilterParamsOf, ListParamsOf, WebList } from './lists';

/*
 * A list's address read and written, without React or the router: the list screens read their
 * address with it (`useListState`), and so does the first load, which asks for a screen's first
 * page before any of the app's code is there (`app/lists-ahead.ts`, through `preloadScreenAt`).
 */

export type FilterValues<L extends WebList> = Partial<Record<FilterKey<L>, string>>;

/** The query string of typed list parameters; an empty value is left out, as the address bar leaves it. */
export function toSearchParams(params: object): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') result.set(key, String(value));
  }
  return result;
}

const positiveInt = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
};

type ReadOptions<L extends WebList> = {
  /** Filters the screen sets itself: always sent with the value given, never read from the address. */
  fixed?: Partial<Record<FilterKey<L>, string | undefined>>;
  defaultPageSize?: number;
};

/**
 * What a list screen reads from its address: paging, sort, the filters and the parameters it sends
 * (the fixed filters merged in). `useListState` reads it so; a route that fetches the list ahead of
 * its screen (app/screen-data.ts) reads the same, so both ask under the same query key.
 */
export function readListParams<L extends WebList>(list: L, params: URLSearchParams, options: ReadOptions<L> = {}) {
  const { fixed = {}, defaultPageSize = list.pageSize.default } = options;
  const q = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), defaultPageSize, list.pageSize.max);
  const sortValue = params.get('sort') ?? list.defaultSort;
  const order: 'asc' | 'desc' =
    params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : list.defaultOrder;
  const filters: FilterValues<L> = {};
  for (const key of list.filterKeys as FilterKey<L>[]) {
    const value = params.get(key);
    if (value && !Object.hasOwn(fixed, key)) filters[key] = value;
  }
  // A fixed filter given as undefined is not sent (JSON leaves it out, as the URL would).
  const sent = JSON.parse(JSON.stringify(fixed)) as object;
  // The URL holds strings; the server's definition checks them, so they pass as the typed input.
  const filterParams = { ...(q ? { q } : {}), ...filters, ...sent } as FilterParamsOf<L>;
  const exportParams = { sort: sortValue, order, ...(filterParams as object) } as unknown as ExportParamsOf<L>;
  const listParams = { ...exportParams, page, pageSize } as ListParamsOf<L>;
  return { page, pageSize, sortValue, order, filters, filterParams, exportParams, listParams };
}
