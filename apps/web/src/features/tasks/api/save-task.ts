import type { CreateTaskRequest, TaskResponse, UpdateTaskRequest } from '@workspace/shared/tasks/tasks.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { taskKeys } from '../../../lib/query-keys';

/** POST /api/tasks, or PUT /api/tasks/:id when an id is given. */
export function useSaveTask() {
  return useSaveMutation<CreateTaskRequest | UpdateTaskRequest, TaskResponse>('/api/tasks', [taskKeys.all]);
}
