import { useQuery } from '@tanstack/react-query';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { taskKeys } from '../../../lib/query-keys';

/** GET /api/tasks/:id: 404 for a task the caller may not see. */
export function useTask(id: number) {
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: () => api<Task>('GET', `/api/tasks/${id}`),
    // A 404 stays a 404: asking again only delays the "not available" panel.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}
