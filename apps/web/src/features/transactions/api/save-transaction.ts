import type { Transaction, TransactionRequest } from '@workspace/shared/accounting/transactions.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { MONEY_KEYS } from './money-keys';

/** POST /api/transactions, or PUT /api/transactions/:id when an id is given. */
export function useSaveTransaction() {
  return useSaveMutation<TransactionRequest, { transaction: Transaction }>('/api/transactions', MONEY_KEYS);
}
