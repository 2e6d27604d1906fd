import { ROLES } from '@workspace/shared/auth/policies';
import type { Tx } from '../../db/client';
import type { TicketRow } from '../../db/schema/tickets';
import { activePeopleOfTypes, notify } from '../notifications/notifications.service';
import type { MailQuote } from '../notifications/notification-mail';
import { followerIds } from './tickets.followers';

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

/** Those a ticket's reply or status change is told to: the one who raised it, its assignee and its followers. */
async function ticketAudience(tx: Tx, ticket: Ticket): Promise<number[]> {
  const people = [ticket.createdBy, ticket.assigneeId, ...(await followerIds(tx, ticket.id))];
  return people.filter((id): id is number => typeof id === 'number');
}

/**
 * A reply on a ticket: the customer who raised it, its assignee and its followers, except those
 * of `except` (told otherwise: the people the reply mentions hear of it as a mention). `internal`:
 * a staff-only note, which never reaches the customer (nor any customer), by no channel.
 * `comment`: the reply, quoted in its mail (a customer's default: at once, threaded under the ticket).
 */
export async function notifyTicketReply(
  tx: Tx,
  actorId: number,
  ticket: Ticket,
  {
    internal = false,
    except = [],
    comment,
  }: {
    internal?: boolean;
    except?: readonly number[];
    comment?: { id: number; body: string; mentions?: MailQuote['mentions'] };
  } = {},
): Promise<void> {
  const audience = await ticketAudience(tx, ticket);
  await notify(tx, {
    // `notify` leaves every customer out of an internal note's news.
    recipients: audience.filter((id) => !except.includes(id)),
    kind: 'ticketReply',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject },
    internal,
    ...(comment
      ? {
          quote: {
            body: comment.body,
            key: `comment-${comment.id}`,
            ...(comment.mentions ? { mentions: comment.mentions } : {}),
          },
        }
      : {}),
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

/** The ticket's status changed (`reopened` by a customer's reply too): its customer, its assignee and its followers. */
export async function notifyTicketStatus(tx: Tx, actorId: number, ticket: Ticket & Pick<TicketRow, 'status'>) {
  await notify(tx, {
    recipients: await ticketAudience(tx, ticket),
    kind: 'ticketStatus',
    actorId,
    subjectId: ticket.id,
    facts: { title: ticket.subject, status: ticket.status },
  });
}

/**
 * The people a comment on the ticket mentions (the writer left out by the caller): each is told
 * once, of the mention. An internal note's mention never reaches a customer.
 */
export async function notifyTicketMentions(
  tx: Tx,
  actorId: number,
  ticket: Ticket,
  mentioned: readonly number[],
  { internal = false }: { internal?: boolean } = {},
): Promise<void> {
  await notify(tx, {
    recipients: mentioned,
    kind: 'mention',
    actorId,
    subjectId: ticket.id,
    subjectKind: 'ticket',
    facts: { title: ticket.subject },
    internal,
  });
}

/**
 * A bulk change of many tickets, told once per person (issue 32): each person hears of the tickets
 * that would have told them one by one (`audience`), in one notification about the first of them
 * with how many there were; a person of one ticket gets that ticket's own notification.
 */
async function notifyEachOnce<T extends Ticket>(
  tx: Tx,
  actorId: number,
  tickets: readonly T[],
  kind: 'ticketStatus' | 'ticketAssigned',
  audience: (ticket: T) => Promise<readonly (number | null)[]>,
  facts: (ticket: T) => { title: string; status?: string },
): Promise<void> {
  const told = new Map<number, T[]>();
  for (const ticket of tickets)
    for (const person of new Set(await audience(ticket)))
      if (person !== null) told.set(person, [...(told.get(person) ?? []), ticket]);
  for (const [person, theirs] of told) {
    const first = theirs[0]!;
    await notify(tx, {
      recipients: [person],
      kind,
      actorId,
      subjectId: first.id,
      facts: { ...facts(first), ...(theirs.length > 1 ? { count: theirs.length } : {}) },
    });
  }
}

/** Many tickets' status changed at once: each of their audiences told once. */
export function notifyTicketsStatus(tx: Tx, actorId: number, tickets: readonly (Ticket & Pick<TicketRow, 'status'>)[]) {
  return notifyEachOnce(
    tx,
    actorId,
    tickets,
    'ticketStatus',
    (ticket) => ticketAudience(tx, ticket),
    (ticket) => ({ title: ticket.subject, status: ticket.status }),
  );
}

/** Many tickets were assigned to someone at once: told once. */
export function notifyTicketsAssigned(tx: Tx, actorId: number, tickets: readonly Ticket[]) {
  return notifyEachOnce(
    tx,
    actorId,
    tickets,
    'ticketAssigned',
    async (ticket) => [ticket.assigneeId],
    (ticket) => ({ title: ticket.subject }),
  );
}
