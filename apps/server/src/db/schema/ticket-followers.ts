import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Who follows a ticket (docs/notifications.md): its replies and status changes notify them. Staff
 * follow and unfollow by hand; the one who raised it, its assignee and anyone mentioned in its
 * conversation are added on their own. A link, so only its creation time; removed with either side.
 */
export const ticketFollowers = pgTable(
  'ticket_followers',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'ticket_followers_pk', columns: [table.ticketId, table.userId] }),
    index('ticket_followers_user_idx').on(table.userId),
  ],
);
