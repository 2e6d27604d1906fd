import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/query-keys';

/** DELETE /api/expense-categories/:id; answers 409 (with a translated message) while transactions use it. */
export function deleteCategory(id: number): Promise<void> {
  return api<void>('DELETE', `/api/expense-categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
