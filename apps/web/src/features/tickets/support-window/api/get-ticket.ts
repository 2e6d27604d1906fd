import { useQuery } from '@tanstack/react-query';
import type { TicketDetail, TicketResponse } from '@workspace/shared/tickets/tickets.schemas';
import { api } from '../../../../lib/api-client';
import { ticketKeys } from '../../../../lib/query-keys';

/**
 * GET /api/tickets/:id: the ticket and the tasks made from it; 404 for a ticket the caller may not
 * see. Cached under the tickets, so a live change or a PATCH refreshes it.
 */
export function useTicket(id: number, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.detail(id),
    queryFn: async (): Promise<TicketDetail> => (await api<TicketResponse>('GET', `/api/tickets/${id}`)).ticket,
    // A 404 stays a 404: asking again only delays the "not available" panel.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
    enabled,
  });
}
