import { boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EmailRhythm } from '@workspace/shared/notifications/notification-preferences.constants';
import type {
  NotificationFacts,
  NotificationKind,
  NotificationSubjectKind,
} from '@workspace/shared/notifications/notifications.constants';
import { id } from './columns';
import { tasks } from './tasks';
import { users } from './users';

/*
 * Notification preferences (docs/notifications.md): only where a person departs from their role's
 * defaults (packages/shared/src/notifications/notification-preferences.ts). No row: the default.
 */

/** One kind of notification for one person: in the app and/or by e-mail. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<NotificationKind>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A person's e-mail rhythm, where it is not their role's default. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailRhythm: varchar('email_rhythm', { length: 20 }).$type<EmailRhythm>().notNull(),
});

/**
 * A notification waiting for its recipient's daily digest (their rhythm is `daily`): written in the
 * change's transaction, taken (deleted) by the digest that mails it, so each is mailed once.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: id(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<NotificationKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: varchar('subject_kind', { length: 20 }).$type<NotificationSubjectKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    facts: jsonb('facts').$type<NotificationFacts>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('notification_digest_items_recipient_idx').on(table.recipientId, table.id)],
);

/**
 * A deadline reminder told (a task due tomorrow, or overdue): each once per task and assignee,
 * whatever the channels it went by and however many instances run the daily job (the key refuses
 * the second).
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<'taskDueTomorrow' | 'taskOverdue'>().notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.kind, table.recipientId] })],
);

export type NotificationDigestItemRow = typeof notificationDigestItems.$inferSelect;
export type NewNotificationDigestItemRow = typeof notificationDigestItems.$inferInsert;
