import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import { api } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';

/** GET /api/wallet?month=YYYY-MM; without a month the server takes the current one in the company's time zone. */
export function useWallet(month: string | null) {
  return useQuery({
    queryKey: walletKeys.month(month),
    queryFn: () => api<WalletResponse>('GET', month ? `/api/wallet?${new URLSearchParams({ month })}` : '/api/wallet'),
    placeholderData: keepPreviousData,
  });
}
