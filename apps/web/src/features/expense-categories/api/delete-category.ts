import { useDeleteMutation } from '../../../lib/mutations';
import { categoryKeys } from '../../../lib/query-keys';

/** DELETE /api/expense-categories/:id; answers 409 (with a translated message) while transactions use it. */
export function useDeleteCategory() {
  return useDeleteMutation('/api/expense-categories', [categoryKeys.all]);
}
