import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListTransactionsResponse } from '@workspace/shared/accounting/transactions.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/transactions?companyId=: a company's income and expense. */
export function listCompanyTransactions(companyId: number, params: URLSearchParams): Promise<ListTransactionsResponse> {
  const query = new URLSearchParams(params);
  query.set('companyId', String(companyId));
  return api<ListTransactionsResponse>('GET', `/api/transactions?${query}`);
}

export const companyTransactionsQueryOptions = (companyId: number, params: URLSearchParams) =>
  queryOptions({
    queryKey: ['transactions', 'list', 'company', companyId, params.toString()],
    queryFn: () => listCompanyTransactions(companyId, params),
    placeholderData: keepPreviousData,
  });

export function useCompanyTransactions(companyId: number, params: URLSearchParams) {
  return useQuery(companyTransactionsQueryOptions(companyId, params));
}
