import { useDeleteMutation } from '../../../lib/mutations';
import { MONEY_KEYS } from './money-keys';

/** DELETE /api/transactions/:id */
export function useDeleteTransaction() {
  return useDeleteMutation('/api/transactions', MONEY_KEYS);
}
