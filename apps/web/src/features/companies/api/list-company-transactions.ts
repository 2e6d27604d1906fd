import { useQuery } from '@tanstack/react-query';
import { transactionList } from '@workspace/shared/accounting/transactions.schemas';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/transactions?companyId=: a company's income and expense. */
export function useCompanyTransactions(companyId: number, params: ListParams<typeof transactionList>) {
  return useQuery(listQueryOptions(transactionList, { ...params, companyId }));
}
