import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListTasksResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/tasks?page&pageSize&sort&order&q&mine&<filters> */
export function listTasks(params: URLSearchParams): Promise<ListTasksResponse> {
  return api<ListTasksResponse>('GET', `/api/tasks?${params}`);
}

/** Every task query key starts with 'tasks', so one invalidation refreshes list, board and summary. */
export const tasksQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['tasks', 'list', params.toString()], queryFn: () => listTasks(params), placeholderData: keepPreviousData });

export function useTasks(params: URLSearchParams, isEnabled = true) {
  return useQuery({ ...tasksQueryOptions(params), enabled: isEnabled });
}
