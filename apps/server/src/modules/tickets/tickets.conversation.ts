import { ticketPolicy } from '@workspace/shared/auth/policies';
import { TICKET_EVENT_TYPES } from '@workspace/shared/tickets/tickets.constants';
import { ticketAttachmentChunks } from '../../db/schema/ticket-attachment-chunks';
import { ticketAttachments } from '../../db/schema/ticket-attachments';
import { ticketComments } from '../../db/schema/ticket-comments';
import { ticketEvents } from '../../db/schema/ticket-events';
import { tickets } from '../../db/schema/tickets';
import { defineConversationSubject } from '../conversation/conversation.service';
import { findTicketRow } from './tickets.repository';
import { publishTicketChange } from './tickets.live';
import { notifyTicketReply } from './tickets.notify';

/** A ticket's support window: who may read the ticket sees and joins its conversation; a reply goes out live. */
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
  // A reply tells the ticket's customer and its assignee, whoever of them did not write it.
  onComment: async (tx, ctx, id) => {
    const ticket = await findTicketRow(tx, id);
    if (ticket) await notifyTicketReply(tx, ctx.actor.id, ticket);
  },
  afterComment: async (ctx, id) => {
    const ticket = await findTicketRow(ctx.db, id);
    if (ticket) await publishTicketChange(ctx, ticket, 'comment');
  },
});
