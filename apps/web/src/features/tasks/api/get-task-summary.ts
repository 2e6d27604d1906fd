import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskSummary } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/tasks/summary?<filters>: per status, overdue, due this week. */
export function getTaskSummary(params: URLSearchParams): Promise<TaskSummary> {
  return api<TaskSummary>('GET', `/api/tasks/summary?${params}`);
}

export const taskSummaryQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['tasks', 'summary', params.toString()], queryFn: () => getTaskSummary(params), placeholderData: keepPreviousData });

export function useTaskSummary(params: URLSearchParams) {
  return useQuery(taskSummaryQueryOptions(params));
}
