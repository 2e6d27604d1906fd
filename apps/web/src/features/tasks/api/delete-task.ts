import { useDeleteMutation } from '../../../lib/mutations';
import { taskKeys } from '../../../lib/query-keys';

/** DELETE /api/tasks/:id */
export function useDeleteTask() {
  return useDeleteMutation('/api/tasks', [taskKeys.all]);
}
