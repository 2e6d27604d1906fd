import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionList, type TransactionSummary } from '@workspace/shared/accounting/transactions.schemas';
import type { ListFilterParams } from '@workspace/shared/common/list.schemas';
import { getListSummary } from '../../../lib/list-api';
import { transactionKeys } from '../../../lib/query-keys';

/** GET /api/transactions/summary?<filters>: this month's income and expense per currency. */
export function useTransactionSummary(filters: ListFilterParams<typeof transactionList>) {
  return useQuery({
    queryKey: transactionKeys.summary(filters),
    queryFn: () => getListSummary<TransactionSummary>(transactionList, filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
