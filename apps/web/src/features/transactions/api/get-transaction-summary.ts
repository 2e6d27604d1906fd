import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionSummary } from '@workspace/shared/accounting/transactions.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/transactions/summary?<filters>: this month's income and expense per currency. */
export function getTransactionSummary(params: URLSearchParams): Promise<TransactionSummary> {
  return api<TransactionSummary>('GET', `/api/transactions/summary?${params}`);
}

export const transactionSummaryQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['transactions', 'summary', params.toString()], queryFn: () => getTransactionSummary(params), placeholderData: keepPreviousData, retry: false });

export function useTransactionSummary(params: URLSearchParams) {
  return useQuery(transactionSummaryQueryOptions(params));
}
