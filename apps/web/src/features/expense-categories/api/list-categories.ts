import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCategoriesResponse } from '@workspace/shared/accounting/categories.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/expense-categories?page&pageSize&sort&order&q */
export function listCategories(params: URLSearchParams): Promise<ListCategoriesResponse> {
  return api<ListCategoriesResponse>('GET', `/api/expense-categories?${params}`);
}

export const categoriesQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['expense-categories', 'list', params.toString()], queryFn: () => listCategories(params), placeholderData: keepPreviousData });

export function useCategories(params: URLSearchParams) {
  return useQuery(categoriesQueryOptions(params));
}
