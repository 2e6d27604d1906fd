import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskRequest, TaskResponse, UpdateTaskRequest } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { taskKeys } from '../../../lib/query-keys';

/** POST /api/tasks, or PUT /api/tasks/:id when an id is given. */
export function saveTask(id: number | null, body: CreateTaskRequest | UpdateTaskRequest): Promise<TaskResponse> {
  return id === null ? api('POST', '/api/tasks', body) : api('PUT', `/api/tasks/${id}`, body);
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateTaskRequest | UpdateTaskRequest }) => saveTask(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
