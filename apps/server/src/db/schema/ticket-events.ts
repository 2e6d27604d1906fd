import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { ticketEventTypeEnum } from './enums';
import { tickets } from './tickets';
import { users } from './users';

/**
 * The timeline of a ticket: created, and every status, priority, assignee, deadline and category change, and tasks made from it,
 * written in the same transaction as the change. Events are never edited, so there is no updated_at.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    actorId: integer('actor_id').references(() => users.id),
    type: ticketEventTypeEnum('type').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('ticket_events_ticket_idx').on(table.ticketId, table.createdAt)],
);

export type TicketEventRow = typeof ticketEvents.$inferSelect;
export type NewTicketEventRow = typeof ticketEvents.$inferInsert;
