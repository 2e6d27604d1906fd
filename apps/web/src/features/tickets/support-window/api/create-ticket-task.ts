import type { CreateTaskFromTicketRequest, TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/mutations';
import { taskKeys, ticketKeys } from '../../../../lib/query-keys';

/**
 * POST /api/tickets/:id/task with the body of POST /api/tasks and the ticket files it takes along: a task made from the ticket. The
 * ticket then lists it and its timeline tells it; the task lists gain it.
 */
export function useCreateTicketTask(ticketId: number) {
  return useInvalidatingMutation(
    (body: CreateTaskFromTicketRequest) => api<TaskResponse>('POST', `/api/tickets/${ticketId}/task`, body),
    [ticketKeys.all, taskKeys.all],
  );
}
