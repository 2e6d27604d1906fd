import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type {
  NotificationFacts,
  NotificationKind,
  NotificationSubjectKind,
} from '@workspace/shared/notifications/notifications.constants';
import { id } from './columns';
import { users } from './users';

/**
 * What happened that a person should know (docs/notifications.md): one row per recipient, written
 * in the transaction of the change that caused it (modules/notifications/notify.ts). Only the
 * recipient reads it (`notificationPolicy`); it goes with them. `facts` are display facts only
 * (a title, a status, a country), never a secret.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<NotificationKind>().notNull(),
    /** Who did it; null when the system did (a scheduled reminder) or they were deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: varchar('subject_kind', { length: 20 }).$type<NotificationSubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    facts: jsonb('facts').$type<NotificationFacts>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // "My newest": one recipient's rows in time order.
    index('notifications_recipient_created_idx').on(table.recipientId, table.createdAt, table.id),
    // "My unread" (the bell's count and the unread filter): only the unread rows are in it.
    index('notifications_recipient_unread_idx')
      .on(table.recipientId, table.createdAt, table.id)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
