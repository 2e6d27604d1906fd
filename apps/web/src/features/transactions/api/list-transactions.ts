import { useQuery } from '@tanstack/react-query';
import { transactionList } from '@workspace/shared/accounting/transactions.schemas';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/transactions?page&pageSize&sort&order&q&type&<filters>; an inverted range is a 400, not worth a retry. */
export function useTransactions(params: ListParams<typeof transactionList>) {
  return useQuery({ ...listQueryOptions(transactionList, params), retry: false });
}
