import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** DELETE /api/transactions/:id */
export function deleteTransaction(id: number): Promise<void> {
  return api<void>('DELETE', `/api/transactions/${id}`);
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTransaction, onSuccess: () => invalidateMoney(queryClient) });
}
