import type { QueryClient } from '@tanstack/react-query';

/*
 * A transaction moves figures shown elsewhere: the wallet, a company's totals, a project's
 * received/paid and the counts of companies and categories.
 */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(['transactions', 'wallet', 'companies', 'projects', 'expense-categories'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
