import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListDefinition, ListParams, ListResponseOf } from '@workspace/shared/common/list.schemas';
import { api } from './api-client';
import { resourceKeys } from './query-keys';

/** The query string of typed list parameters; an empty value is left out, as the address bar leaves it. */
export function toSearchParams(params: object): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') result.set(key, String(value));
  }
  return result;
}

/** GET /api/<list>?<params>: one page of any list, the last page kept on screen while the next loads. */
export function listQueryOptions<D extends ListDefinition>(definition: D, params: ListParams<D>) {
  const query = params as object;
  return queryOptions({
    queryKey: resourceKeys(definition.name).list(query),
    queryFn: () => api<ListResponseOf<D>>('GET', `/api/${definition.name}?${toSearchParams(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/<list>/summary?<filters>: the summary cards of a list under its filters, the last figures kept while the next load. */
export function listSummaryQueryOptions<T>(definition: ListDefinition, filters: object) {
  return queryOptions({
    queryKey: resourceKeys(definition.name).summary(filters),
    queryFn: () => api<T>('GET', `/api/${definition.name}/summary?${toSearchParams(filters)}`),
    placeholderData: keepPreviousData,
  });
}
