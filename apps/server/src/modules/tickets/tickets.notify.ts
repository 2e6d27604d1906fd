import { ROLES } from '@workspace/shared/auth/policies';
import type { Tx } from '../../db/client';
import type { TicketRow } from '../../db/schema/tickets';
import { activePeopleOfTypes, notify } from '../notifications/notifications.service';

/*
 * Who hears of what happens to a ticket (docs/notifications.md), each inside the change's own
 * transaction: nobody of their own action, nobody inactive.
 */

type Ticket = Pick<TicketRow, 'id' | 'subject' | 'createdBy' | 'assigneeId'>;

/** A new ticket: every active master and manager. */
export async function notifyTicketCreated(tx: Tx, actorId: number, ticket: Ticket): Promise<void> {
  await notify(tx, {
    recipients: await activePeopleOfTypes(tx, ROLES.planners),
    kind: 'ticketCreated',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject },
  });
}

/**
 * A reply on a ticket: the customer who raised it and its assignee. `internal`: a staff-only note,
 * which never reaches the customer (nor any customer), by no channel. `comment`: the reply, quoted
 * in its mail (a customer's default: at once, threaded under the ticket).
 */
export async function notifyTicketReply(
  tx: Tx,
  actorId: number,
  ticket: Ticket,
  { internal = false, comment }: { internal?: boolean; comment?: { id: number; body: string } } = {},
): Promise<void> {
  await notify(tx, {
    recipients: [internal ? null : ticket.createdBy, ticket.assigneeId],
    kind: 'ticketReply',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject },
    internal,
    ...(comment ? { quote: { body: comment.body, key: `comment-${comment.id}` } } : {}),
  });
}

/** The ticket was assigned to someone: them. */
export async function notifyTicketAssigned(tx: Tx, actorId: number, ticket: Ticket): Promise<void> {
  await notify(tx, {
    recipients: [ticket.assigneeId],
    kind: 'ticketAssigned',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject },
  });
}

/** The ticket's status changed (`reopened` by a customer's reply too): its customer and its assignee. */
export async function notifyTicketStatus(tx: Tx, actorId: number, ticket: Ticket & Pick<TicketRow, 'status'>) {
  await notify(tx, {
    recipients: [ticket.createdBy, ticket.assigneeId],
    kind: 'ticketStatus',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject, status: ticket.status },
  });
}
