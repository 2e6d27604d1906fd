import { ticketPolicy } from '@workspace/shared/auth/policies';
import type { TicketChangeKind } from '@workspace/shared/tickets/ticket-events';
import type { TicketRow } from '../../db/schema/tickets';
import type { ServiceContext } from '../../lib/context';
import { liveSubject } from '../../lib/live-events';

/* A ticket's events reach those who may read it as it is after the change: its creator and assignee then. */
const publishTicket = liveSubject(
  'ticket',
  (actor, ticket: { createdById: number | null; assigneeId: number | null }) => ticketPolicy.read(actor, ticket),
);

/** Tells every open stream that may read the ticket what kind of change it had (after the commit). */
export async function publishTicketChange(
  ctx: Pick<ServiceContext, 'live'>,
  ticket: Pick<TicketRow, 'id' | 'createdBy' | 'assigneeId'>,
  kind: TicketChangeKind,
) {
  await publishTicket(ctx.live, ticket.id, kind, { createdById: ticket.createdBy, assigneeId: ticket.assigneeId });
}
