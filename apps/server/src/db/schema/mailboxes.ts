import { bigint, boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { MailboxAfterImport, MailboxTestFailure } from '@workspace/shared/mailboxes/mailboxes.constants';
import { id, timestamps } from './columns';
import { ticketCategories } from './ticket-categories';
import { ticketDepartmentEnum } from './tickets';

/**
 * Support mailboxes read over IMAP (modules/mail-intake, docs/decisions/039): the settings the
 * master keeps on the Mailboxes screen, and the reader's state. The password is sealed with the
 * app key (`lib/sealed-values.ts`) and never answered. The mailbox `IMAP_URL` defines is a row too
 * (`from_environment`), without a password (the variable keeps it), so that its state is kept and shown.
 */
export const mailboxes = pgTable('mailboxes', {
  id: id(),
  name: varchar('name', { length: 60 }).notNull(),
  host: varchar('host', { length: 253 }).notNull(),
  port: integer('port').notNull(),
  tls: boolean('tls').notNull(),
  username: varchar('username', { length: 254 }).notNull(),
  passwordCiphertext: text('password_ciphertext'),
  passwordKeyId: varchar('password_key_id', { length: 32 }),
  folder: varchar('folder', { length: 200 }).notNull().default('INBOX'),
  afterImport: varchar('after_import', { length: 10 }).$type<MailboxAfterImport>().notNull().default('flag'),
  moveTo: varchar('move_to', { length: 200 }),
  address: varchar('address', { length: 254 }).notNull(),
  department: ticketDepartmentEnum('department').notNull(),
  categoryId: integer('category_id').references(() => ticketCategories.id, { onDelete: 'set null' }),
  allowUnknownSenders: boolean('allow_unknown_senders').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  fromEnvironment: boolean('from_environment').notNull().default(false),
  // The reader's state.
  lastCheckAt: timestamp('last_check_at', { withTimezone: true, mode: 'date' }),
  /** What failed at the last try, in words the screen translates, and the server's own words. */
  lastError: varchar('last_error', { length: 20 }).$type<MailboxTestFailure>(),
  lastErrorDetail: text('last_error_detail'),
  importedCount: integer('imported_count').notNull().default(0),
  keptAsideCount: integer('kept_aside_count').notNull().default(0),
  /** The folder's UIDVALIDITY when `last_uid` was read; another value means its UIDs were renumbered. */
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  /** The highest UID handled (imported, kept aside or skipped as already done). */
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

export type MailboxRow = typeof mailboxes.$inferSelect;
export type NewMailboxRow = typeof mailboxes.$inferInsert;
