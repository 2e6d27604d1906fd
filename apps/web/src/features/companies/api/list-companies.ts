import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCompaniesResponse } from '@workspace/shared/companies/companies.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/companies?page&pageSize&sort&order&q */
export function listCompanies(params: URLSearchParams): Promise<ListCompaniesResponse> {
  return api<ListCompaniesResponse>('GET', `/api/companies?${params}`);
}

export const companiesQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['companies', 'list', params.toString()], queryFn: () => listCompanies(params), placeholderData: keepPreviousData });

export function useCompanies(params: URLSearchParams) {
  return useQuery(companiesQueryOptions(params));
}
