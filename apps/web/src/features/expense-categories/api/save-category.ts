import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryRequest, ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { api } from '../../../lib/api-client';
import { categoryKeys, transactionKeys } from '../../../lib/query-keys';

/** POST /api/expense-categories, or PUT /api/expense-categories/:id; 409 with fields.name for a taken name. */
export function saveCategory(id: number | null, body: CategoryRequest): Promise<{ category: ExpenseCategory }> {
  return id === null ? api('POST', '/api/expense-categories', body) : api('PUT', `/api/expense-categories/${id}`, body);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CategoryRequest }) => saveCategory(id, body),
    // A renamed category shows under its new name in the transaction lists too.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), queryClient.invalidateQueries({ queryKey: transactionKeys.all })]),
  });
}
