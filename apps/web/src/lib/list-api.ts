import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListDefinition, ListParams, ListResponseOf } from '@workspace/shared/common/list.schemas';
import { api } from './api-client';
import { toSearchParams } from './list-params';
import { resourceKeys } from './query-keys';

/** Pages a route fetched ahead of its screen (`fetchListAhead`): the query's hash and when that answer came. */
const fetchedAhead = new Map<string, number>();
/** How long such an answer counts as fresh: the screen that mounts meanwhile shows it without asking again. */
const AHEAD_FRESH_MS = 10_000;

/** GET /api/<list>?<params>: one page of any list, the last page kept on screen while the next loads. */
export function listQueryOptions<D extends ListDefinition>(definition: D, params: ListParams<D>) {
  const query = params as object;
  return queryOptions({
    queryKey: resourceKeys(definition.name).list(query),
    queryFn: () => api<ListResponseOf<D>>('GET', `/api/${definition.name}?${toSearchParams(query)}`),
    placeholderData: keepPreviousData,
    // Any other answer is stale at once, as TanStack Query's default has it.
    staleTime: (cached) => (fetchedAhead.get(cached.queryHash) === cached.state.dataUpdatedAt ? AHEAD_FRESH_MS : 0),
  });
}

/**
 * Fetches a page of a list before its screen's code is there (the route's loader does, beside
 * loading that code), under the key the screen will ask with: the screen then finds the request on
 * its way, or its answer, instead of starting it once it has rendered.
 */
export async function fetchListAhead<D extends ListDefinition>(client: QueryClient, definition: D, params: ListParams<D>): Promise<void> {
  const options = listQueryOptions(definition, params);
  await client.prefetchQuery(options);
  const cached = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (cached?.state.status === 'success') fetchedAhead.set(cached.queryHash, cached.state.dataUpdatedAt);
}

/** GET /api/<list>/summary?<filters>: the summary cards of a list under its filters, the last figures kept while the next load. */
export function listSummaryQueryOptions<T>(definition: ListDefinition, filters: object) {
  return queryOptions({
    queryKey: resourceKeys(definition.name).summary(filters),
    queryFn: () => api<T>('GET', `/api/${definition.name}/summary?${toSearchParams(filters)}`),
    placeholderData: keepPreviousData,
  });
}
