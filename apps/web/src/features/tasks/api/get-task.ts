import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { taskKeys } from '../../../lib/query-keys';

/** GET /api/tasks/:id: 404 for a task the caller may not see. */
export function getTask(id: number): Promise<Task> {
  return api<Task>('GET', `/api/tasks/${id}`);
}

export const taskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: () => getTask(id),
    // A 404 stays a 404: asking again only delays the "not available" panel.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export function useTask(id: number) {
  return useQuery(taskQueryOptions(id));
}
