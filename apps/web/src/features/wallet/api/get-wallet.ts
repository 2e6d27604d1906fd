import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import { api } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** GET /api/wallet?month=YYYY-MM; without a month the server takes the current one in the company's time zone. */
export function getWallet(month: string | null): Promise<WalletResponse> {
  return api<WalletResponse>('GET', month ? `/api/wallet?${new URLSearchParams({ month })}` : '/api/wallet');
}

export const walletQueryOptions = (month: string | null) =>
  queryOptions({ queryKey: walletKeys.month(month), queryFn: () => getWallet(month), placeholderData: keepPreviousData });

export function useWallet(month: string | null) {
  return useQuery(walletQueryOptions(month));
}
