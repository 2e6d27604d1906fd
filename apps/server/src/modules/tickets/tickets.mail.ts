import { ROLES } from '@workspace/shared/auth/policies';
import type { Language } from '@workspace/shared/common/limits';
import { mentionsAsText } from '@workspace/shared/conversation/mentions';
import type { Tx } from '../../db/client';
import type { TicketRow } from '../../db/schema/tickets';
import { enqueueMail } from '../../lib/mail/outbox';
import { findMailRecipient } from './tickets.repository';

const REPLY_TEXT: Record<
  Language,
  {
    subject: (subject: string) => string;
    greeting: (name: string) => string;
    body: (author: string) => string;
    /** A mention of someone the customer does not see on their ticket. */
    hiddenMention: string;
  }
> = {
  en: {
    hiddenMention: 'support team',
    subject: (subject) => `Re: ${subject}`,
    greeting: (name) => `Hello ${name},`,
    body: (author) => `${author} replied to your support ticket.`,
  },
  tr: {
    hiddenMention: 'destek ekibi',
    subject: (subject) => `Ynt: ${subject}`,
    greeting: (name) => `Merhaba ${name},`,
    body: (author) => `${author}, destek talebinize yanıt verdi.`,
  },
};

/** The Message-ID every mail of a ticket answers to (before `@`), so that a mail client threads them. */
export const ticketThreadId = (ticketId: number) => `ticket-${ticketId}`;

/**
 * Inside the reply's transaction: a mail to the customer who raised the ticket when someone else
 * (staff) posts a public reply, in the customer's language, threaded under the ticket. An internal
 * note is never mailed; nor is a reply of the customer's own, or to an account that was closed.
 * Answers the delivery log's id, or null when no mail is due.
 */
export async function publicReplyMail(
  tx: Tx,
  ticket: Pick<TicketRow, 'id' | 'subject' | 'createdBy'>,
  comment: {
    id: number;
    body: string;
    internal?: boolean;
    author: { id: number; name: string; surname: string };
    /** The names of the people it mentions whom the customer sees on the ticket (its assignee); others are hidden. */
    mentionNames?: ReadonlyMap<number, string>;
  },
): Promise<number | null> {
  if (comment.internal === true || ticket.createdBy === null || ticket.createdBy === comment.author.id) return null;
  const customer = await findMailRecipient(tx, ticket.createdBy);
  if (!customer?.isActive || !(ROLES.customers as readonly string[]).includes(customer.type)) return null;
  const text = REPLY_TEXT[customer.language];
  const author = `${comment.author.name} ${comment.author.surname}`.trim();
  return enqueueMail(tx, {
    to: { email: customer.email, userId: customer.id },
    kind: 'ticket.reply',
    messageId: `${ticketThreadId(ticket.id)}.comment-${comment.id}`,
    inReplyTo: ticketThreadId(ticket.id),
    references: [ticketThreadId(ticket.id)],
    content: {
      language: customer.language,
      ticketNumber: ticket.id,
      subject: text.subject(ticket.subject),
      greeting: text.greeting(customer.name),
      paragraphs: [text.body(author)],
      quote: { author, body: mentionsAsText(comment.body, (id) => comment.mentionNames?.get(id), text.hiddenMention) },
    },
  });
}
