import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SetTicketAssigneeRequest,
  SetTicketCategoryRequest,
  SetTicketDeadlineRequest,
  SetTicketPriorityRequest,
  SetTicketStatusRequest,
  TicketResponse,
} from '@workspace/shared/tickets/tickets.schemas';
import { api } from '../../../../lib/api-client';
import { ticketKeys } from '../../../../lib/query-keys';

/** One field change, by the endpoint that takes it: PATCH /api/tickets/:id/<field>. */
export type TicketChange =
  | { field: 'status'; body: SetTicketStatusRequest }
  | { field: 'priority'; body: SetTicketPriorityRequest }
  | { field: 'assignee'; body: SetTicketAssigneeRequest }
  | { field: 'deadline'; body: SetTicketDeadlineRequest }
  | { field: 'category'; body: SetTicketCategoryRequest };

export type TicketField = TicketChange['field'];

/**
 * PATCH /api/tickets/:id/{status|priority|assignee|deadline|category}. The answer is the ticket as
 * it now stands: it goes straight into the cache, then the lists, summaries and the timeline
 * (which gained an event) refresh. Rejects with the API's error (its message already translated).
 */
export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, body }: TicketChange) => api<TicketResponse>('PATCH', `/api/tickets/${id}/${field}`, body),
    onSuccess: async ({ ticket }) => {
      queryClient.setQueryData(ticketKeys.detail(id), ticket);
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
