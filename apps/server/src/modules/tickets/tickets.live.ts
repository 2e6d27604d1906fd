import { ticketPolicy } from '@workspace/shared/auth/policies';
import type { TicketChangeKind } from '@workspace/shared/tickets/ticket-events';
import type { TicketRow } from '../../db/schema/tickets';
import type { ServiceContext } from '../../lib/context';
import { liveSubject } from '../../lib/live-events';

/*
 * A ticket's events reach those who may read it as it is after the change: its creator and assignee
 * then. An internal note's (`staffOnly` 1) only those who see internal notes: a customer is not told
 * that one was written.
 */
const publishTicket = liveSubject(
  'ticket',
  (actor, ticket: { createdById: number | null; assigneeId: number | null; staffOnly: 0 | 1 }) =>
    (ticket.staffOnly === 0 || ticketPolicy.internalNotes(actor)) && ticketPolicy.read(actor, ticket),
);

/**
 * Tells every open stream that may read the ticket what kind of change it had (after the commit);
 * `staffOnly`: a change only staff may hear of (an internal note).
 */
export async function publishTicketChange(
  ctx: Pick<ServiceContext, 'live'>,
  ticket: Pick<TicketRow, 'id' | 'createdBy' | 'assigneeId'>,
  kind: TicketChangeKind,
  { staffOnly = false }: { staffOnly?: boolean } = {},
) {
  await publishTicket(ctx.live, kind, [
    {
      id: ticket.id,
      facts: { createdById: ticket.createdBy, assigneeId: ticket.assigneeId, staffOnly: staffOnly ? 1 : 0 },
    },
  ]);
}
