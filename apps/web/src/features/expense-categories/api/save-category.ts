import type { CategoryRequest, ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { categoryKeys, transactionKeys } from '../../../lib/query-keys';

/** POST /api/expense-categories, or PUT /api/expense-categories/:id; 409 with fields.name for a taken name. */
export function useSaveCategory() {
  // A renamed category shows under its new name in the transaction lists too.
  return useSaveMutation<CategoryRequest, { category: ExpenseCategory }>('/api/expense-categories', [categoryKeys.all, transactionKeys.all]);
}
