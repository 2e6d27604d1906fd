import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListFilterParams } from '@workspace/shared/common/list.schemas';
import { taskList, type TaskSummary } from '@workspace/shared/tasks/tasks.schemas';
import { getListSummary } from '../../../lib/list-api';
import { taskKeys } from '../../../lib/query-keys';

/** GET /api/tasks/summary?<filters>: per status, overdue, due this week. */
export function useTaskSummary(filters: ListFilterParams<typeof taskList>) {
  return useQuery({ queryKey: taskKeys.summary(filters), queryFn: () => getListSummary<TaskSummary>(taskList, filters), placeholderData: keepPreviousData });
}
