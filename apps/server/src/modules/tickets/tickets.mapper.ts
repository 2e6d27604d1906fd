import type { Ticket } from '@workspace/shared/tickets/tickets.schemas';
import type { TicketView } from './tickets.repository';

/** The public shape of a ticket: timestamps as ISO strings (links left unmatched are already null). */
export function toTicket(row: TicketView): Ticket {
  return {
    ...row,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
