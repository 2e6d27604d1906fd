import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Comments of the ticket support window; the body may be empty when files carry the message.
 * `internal`: a note among staff, never shown to a customer, nor its files (docs/security.md).
 * `email_from`: the address a comment that came by e-mail was written from (modules/mail-intake).
 */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: integer('author_id').references(() => users.id),
    body: text('body').notNull().default(''),
    internal: boolean('internal').notNull().default(false),
    emailFrom: varchar('email_from', { length: 254 }),
    ...timestamps,
  },
  (table) => [index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt)],
);

export type TicketCommentRow = typeof ticketComments.$inferSelect;
export type NewTicketCommentRow = typeof ticketComments.$inferInsert;
