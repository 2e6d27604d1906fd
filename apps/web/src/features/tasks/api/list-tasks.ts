import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { taskList } from '@workspace/shared/tasks/tasks.schemas';
import { listQueryOptions } from '../../../lib/list-api';

export type TaskListParams = ListParams<typeof taskList>;

/** GET /api/tasks?page&pageSize&sort&order&q&mine&<filters>; list, board and summary all sit under `taskKeys.all`. */
export const tasksQueryOptions = (params: TaskListParams) => listQueryOptions(taskList, params);

export function useTasks(params: TaskListParams, isEnabled = true) {
  return useQuery({ ...tasksQueryOptions(params), enabled: isEnabled });
}
