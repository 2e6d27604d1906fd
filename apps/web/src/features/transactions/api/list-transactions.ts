import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListTransactionsResponse } from '@workspace/shared/accounting/transactions.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/transactions?page&pageSize&sort&order&q&type&<filters> */
export function listTransactions(params: URLSearchParams): Promise<ListTransactionsResponse> {
  return api<ListTransactionsResponse>('GET', `/api/transactions?${params}`);
}

export const transactionsQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['transactions', 'list', params.toString()], queryFn: () => listTransactions(params), placeholderData: keepPreviousData, retry: false });

export function useTransactions(params: URLSearchParams) {
  return useQuery(transactionsQueryOptions(params));
}
