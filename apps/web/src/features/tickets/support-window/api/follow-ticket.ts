import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketResponse } from '@workspace/shared/tickets/tickets.schemas';
import { api } from '../../../../lib/api-client';
import { ticketKeys } from '../../../../lib/query-keys';

/**
 * PUT (follow) or DELETE (unfollow) /api/tickets/:id/follow: the caller's own state, answered as
 * the ticket's `following`, which goes straight into the cache.
 */
export function useFollowTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api<TicketResponse>(follow ? 'PUT' : 'DELETE', `/api/tickets/${id}/follow`),
    onSuccess: ({ ticket }) => queryClient.setQueryData(ticketKeys.detail(id), ticket),
  });
}
