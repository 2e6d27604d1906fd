import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys, companyKeys, projectKeys, transactionKeys, walletKeys } from '../../../lib/query-keys';

/*
 * A transaction moves figures shown elsewhere: the wallet, a company's totals, a project's
 * received/paid and the counts of companies and categories.
 */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  const keys = [transactionKeys.all, walletKeys.all, companyKeys.all, projectKeys.all, categoryKeys.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
