import { ticketPolicy } from '@workspace/shared/auth/policies';
import { mentionedIds } from '@workspace/shared/conversation/mentions';
import { REOPENED_TICKET_STATUS, TICKET_EVENT_TYPES } from '@workspace/shared/tickets/tickets.constants';
import { ticketAttachmentChunks } from '../../db/schema/ticket-attachment-chunks';
import { ticketAttachments } from '../../db/schema/ticket-attachments';
import { ticketComments } from '../../db/schema/ticket-comments';
import { ticketEvents } from '../../db/schema/ticket-events';
import { tickets } from '../../db/schema/tickets';
import { AppError } from '../../lib/errors';
import { namesOf } from '../conversation/conversation.mentions';
import { defineConversationSubject } from '../conversation/conversation.service';
import { findTicketRow, updateTicket } from './tickets.repository';
import { publishTicketChange } from './tickets.live';
import { addFollowers } from './tickets.followers';
import { notifyTicketMentions, notifyTicketReply, notifyTicketStatus } from './tickets.notify';

/**
 * A ticket's support window: who may read the ticket sees and joins its conversation; staff also
 * write internal notes, which a customer never sees. A customer's reply on a completed ticket
 * reopens it; on a cancelled one it is refused. A reply goes out live, and a public one by mail to
 * the customer.
 */
export const ticketConversation = defineConversationSubject({
  name: 'ticket',
  path: '/api/tickets/:id',
  eventTypes: TICKET_EVENT_TYPES,
  tables: {
    subject: tickets,
    events: ticketEvents,
    comments: ticketComments,
    attachments: ticketAttachments,
    chunks: ticketAttachmentChunks,
  },
  allows: async (db, actor, id, access) => {
    const ticket = await findTicketRow(db, id);
    return (
      ticket !== undefined &&
      ticketPolicy[access](actor, { createdById: ticket.createdBy, assigneeId: ticket.assigneeId })
    );
  },
  internalNotes: ticketPolicy.internalNotes,
  // Staff who may read it: every master and manager, and its assignee; a customer only its assignee.
  mentionable: async (db, actor, id) => {
    const ticket = await findTicketRow(db, id);
    return { planners: ticketPolicy.internalNotes(actor), ids: [ticket?.assigneeId] };
  },
  onComment: async (ctx, { tx, audit }, id, { internal }) => {
    if (internal || !ticketPolicy.replyReopens(ctx.actor)) return undefined;
    const row = await findTicketRow(tx, id, { lock: true });
    if (row?.status === 'cancelled') throw new AppError(409, 'conflict', 'ticketCancelledNoReply');
    if (row?.status !== 'completed') return undefined;
    // Back on the Open Tickets list, waiting for staff; the timeline and the audit trail say why.
    await updateTicket(tx, id, { status: REOPENED_TICKET_STATUS, completedAt: null });
    await ticketConversation.repo.insertEvents(tx, id, ctx.actor.id, [
      { type: 'reopened', before: row.status, after: REOPENED_TICKET_STATUS },
    ]);
    await audit({
      action: 'ticket.reopen',
      entityType: 'ticket',
      entityId: id,
      changes: { status: { before: row.status, after: REOPENED_TICKET_STATUS } },
    });
    return 'reopened';
  },
  // A reply tells the customer (not of a note), the assignee and the followers, whoever of them did
  // not write it, each by their preferences (a customer's default: a mail at once, quoting the
  // reply); a reopening tells them of the new status too. Those it mentions follow the ticket from
  // now on, and hear of the mention instead of the reply.
  inCommentTransaction: async (tx, ctx, id, comment) => {
    const ticket = await findTicketRow(tx, id);
    if (!ticket) return;
    // A mail quotes the reply with its mentions by name; a customer reads only the names of whom
    // they see on the ticket (its assignee, the writer), the others as a neutral word.
    const names = await namesOf(tx, mentionedIds(comment.body));
    const mentions = {
      names: new Map([...names].map(([person, name]) => [person, `${name.name} ${name.surname}`.trim()])),
      customerSees: [ticket.assigneeId, ctx.actor.id].filter((person): person is number => person !== null),
    };
    await addFollowers(tx, id, comment.mentioned);
    await notifyTicketMentions(tx, ctx.actor.id, ticket, comment.mentioned, { internal: comment.internal });
    await notifyTicketReply(tx, ctx.actor.id, ticket, {
      internal: comment.internal,
      except: comment.mentioned,
      comment: { ...comment, mentions },
    });
    if (comment.change === 'reopened') await notifyTicketStatus(tx, ctx.actor.id, ticket);
  },
  afterComment: async (ctx, id, { internal, change }) => {
    const ticket = await findTicketRow(ctx.db, id);
    // `reopened`: the customer's reply moved it back to the open list (the assignee is to be told).
    if (ticket)
      await publishTicketChange(ctx, ticket, change === 'reopened' ? 'reopened' : 'comment', { staffOnly: internal });
  },
});
