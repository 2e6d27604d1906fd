import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { OutgoingMailStatus } from '@workspace/shared/insight/outgoing-mail.constants';
import { id } from './columns';
import { users } from './users';

/**
 * Headers a mail carries beyond From/To/Subject: threading, one-click unsubscribe, and where a
 * reply goes (a staff member's signed reply address, modules/mail-intake/reply-address.ts).
 */
export type OutgoingMailHeaders = {
  inReplyTo?: string;
  references?: string[];
  listUnsubscribe?: string;
  replyTo?: string;
};

/**
 * The delivery log: one row per mail, written in the transaction of the change that caused it
 * (with its job, lib/mail/outbox.ts) and updated by the mail worker at each try. The master's
 * "Outgoing mail" screen reads it, so the rendered text and HTML are kept for a preview.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 2 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    messageId: varchar('message_id', { length: 300 }).notNull().unique(),
    headers: jsonb('headers').$type<OutgoingMailHeaders>().notNull().default({}),
    status: varchar('status', { length: 10 }).$type<OutgoingMailStatus>().notNull().default('queued'),
    tries: smallint('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  // The log is read newest first, whole or by status.
  (table) => [
    index('outgoing_mail_created_idx').on(table.createdAt, table.id),
    index('outgoing_mail_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;
export type NewOutgoingMailRow = typeof outgoingMail.$inferInsert;
