import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionRequest } from '@workspace/shared/accounting/transactions.schemas';
import { api } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** POST /api/transactions, or PUT /api/transactions/:id when an id is given. */
export function saveTransaction(id: number | null, body: TransactionRequest): Promise<{ transaction: Transaction }> {
  return id === null ? api('POST', '/api/transactions', body) : api('PUT', `/api/transactions/${id}`, body);
}

export function useSaveTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TransactionRequest }) => saveTransaction(id, body),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
