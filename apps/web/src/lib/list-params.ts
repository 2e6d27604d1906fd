import type { ListDefinition, ListExportParams, ListFilterParams, ListParams } from '@workspace/shared/common/list.schemas';

/*
 * A list's address read and written, without React or the router: the list screens read their
 * address with it (`useListState`), and so does the first load, which asks for a screen's first
 * page before any of the app's code is there (`app/early-screen-data.ts`).
 */

export type FilterKey<D extends ListDefinition> = D['filterKeys'][number];
export type FilterValues<D extends ListDefinition> = Partial<Record<FilterKey<D>, string>>;

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

type ReadOptions<D extends ListDefinition> = {
  /** Filters the screen sets itself: always sent with the value given, never read from the address. */
  fixed?: Partial<Record<FilterKey<D>, string | undefined>>;
  defaultPageSize?: number;
};

/**
 * What a list screen reads from its address: paging, sort, the filters and the parameters it sends
 * (the fixed filters merged in). `useListState` reads it so; a route that fetches the list ahead of
 * its screen (app/screen-data.ts) reads the same, so both ask under the same query key.
 */
export function readListParams<D extends ListDefinition>(definition: D, params: URLSearchParams, options: ReadOptions<D> = {}) {
  const { fixed = {}, defaultPageSize = definition.pageSize.default } = options;
  const q = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), defaultPageSize, definition.pageSize.max);
  const sortValue = params.get('sort') ?? definition.defaultSort;
  const order: 'asc' | 'desc' = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : definition.defaultOrder;
  const filters: FilterValues<D> = {};
  for (const key of definition.filterKeys as FilterKey<D>[]) {
    const value = params.get(key);
    if (value && !Object.hasOwn(fixed, key)) filters[key] = value;
  }
  // A fixed filter given as undefined is not sent (JSON leaves it out, as the URL would).
  const sent = JSON.parse(JSON.stringify(fixed)) as object;
  // The URL holds strings; the server's definition checks them, so they pass as the typed input.
  const filterParams = { ...(q ? { q } : {}), ...filters, ...sent } as ListFilterParams<D>;
  const exportParams = { sort: sortValue, order, ...(filterParams as object) } as unknown as Omit<ListExportParams<D>, 'format'>;
  const listParams = { ...exportParams, page, pageSize } as ListParams<D>;
  return { page, pageSize, sortValue, order, filters, filterParams, exportParams, listParams };
}
