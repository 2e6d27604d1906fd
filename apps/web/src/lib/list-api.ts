import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { toSearchParams } from './list-params';
import type { ListParamsOf, ResponseOf, WebList } from './lists';
import { resourceKeys } from './query-keys';

/**
 * Pages a route fetched ahead of its screen (`fetchListAhead`): the query's hash and when that
 * answer came. A mark matters only while that answer is still the query's and younger than
 * AHEAD_FRESH_MS; after that the answer is stale with or without it, so it is dropped, when the
 * query's freshness is next read or when another page is fetched ahead. A session that opens list
 * after list keeps only the marks of the last few seconds.
 */
const fetchedAhead = new Map<string, number>();
/** How long such an answer counts as fresh: the screen that mounts meanwhile shows it without asking again. */
const AHEAD_FRESH_MS = 10_000;

/** The marks as they stand, read by the test that checks they go. */
export const pagesFetchedAhead: ReadonlyMap<string, number> = fetchedAhead;

/** Whether the query `hash`'s answer from `updatedAt` is one fetched ahead and still fresh; a mark that can no longer say so goes. */
function isFreshAhead(hash: string, updatedAt: number): boolean {
  const at = fetchedAhead.get(hash);
  if (at === undefined) return false;
  if (at === updatedAt && Date.now() - at < AHEAD_FRESH_MS) return true;
  fetchedAhead.delete(hash);
  return false;
}

/** GET /api/<list>?<params>: one page of any list, the last page kept on screen while the next loads. */
export function listQueryOptions<L extends WebList>(list: L, params: ListParamsOf<L>) {
  const query = params as object;
  return queryOptions({
    queryKey: resourceKeys(list.name).list(query),
    queryFn: () => api<ResponseOf<L>>('GET', `/api/${list.name}?${toSearchParams(query)}`),
    placeholderData: keepPreviousData,
    // Any other answer is stale at once, as TanStack Query's default has it.
    staleTime: (cached) => (isFreshAhead(cached.queryHash, cached.state.dataUpdatedAt) ? AHEAD_FRESH_MS : 0),
  });
}

/**
 * Fetches a page of a list before its screen's code is there (the route's loader does, beside
 * loading that code), under the key the screen will ask with: the screen then finds the request on
 * its way, or its answer, instead of starting it once it has rendered.
 */
export async function fetchListAhead<L extends WebList>(
  client: QueryClient,
  list: L,
  params: ListParamsOf<L>,
): Promise<void> {
  const options = listQueryOptions(list, params);
  await client.prefetchQuery(options);
  const cached = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  for (const [hash, at] of fetchedAhead) if (Date.now() - at >= AHEAD_FRESH_MS) fetchedAhead.delete(hash);
  if (cached?.state.status === 'success') fetchedAhead.set(cached.queryHash, cached.state.dataUpdatedAt);
}

/** GET /api/<list>/summary?<filters>: the summary cards of a list under its filters, the last figures kept while the next load. */
export function listSummaryQueryOptions<T>(list: WebList, filters: object) {
  return queryOptions({
    queryKey: resourceKeys(list.name).summary(filters),
    queryFn: () => api<T>('GET', `/api/${list.name}/summary?${toSearchParams(filters)}`),
    placeholderData: keepPreviousData,
  });
}
