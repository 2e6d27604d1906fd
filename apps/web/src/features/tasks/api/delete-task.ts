import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from '../../../lib/query-keys';

/** DELETE /api/tasks/:id */
export function deleteTask(id: number): Promise<void> {
  return api<void>('DELETE', `/api/tasks/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
