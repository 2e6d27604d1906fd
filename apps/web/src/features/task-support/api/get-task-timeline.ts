import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimelineItem, TimelineResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { taskKeys } from './get-task';

/** Others may comment while the page is open; poll only while the tab is visible. */
const POLL_MS = 30_000;

/** GET /api/tasks/:id/timeline: events and comments, oldest first. */
export async function getTaskTimeline(id: number): Promise<TimelineItem[]> {
  const body = await api<TimelineResponse>('GET', `/api/tasks/${id}/timeline`);
  return body.data;
}

export const taskTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taskKeys.timeline(id),
    queryFn: () => getTaskTimeline(id),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useTaskTimeline(id: number, enabled = true) {
  return useQuery({ ...taskTimelineQueryOptions(id), enabled });
}
