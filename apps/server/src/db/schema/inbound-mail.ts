import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns';
import { mailboxes } from './mailboxes';
import { tickets } from './tickets';

/** What became of a message read from a support mailbox (modules/mail-intake). */
export const INBOUND_OUTCOMES = ['ticket', 'comment', 'ignored', 'bounce', 'aside'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/**
 * One row per message seen in a support mailbox, written in the transaction that acts on it:
 * `(mailbox_id, message_id)` is the idempotency key (a message without a Message-ID is named by a
 * hash of its source), so a message read twice, after a crash or by two instances at once, is
 * acted on once. `mailbox_id` names a row of `mailboxes`; removing a mailbox removes its log (the
 * messages themselves stay on the IMAP server). A message kept aside (malformed) keeps
 * its source in `raw`, so it is not lost; `acknowledged`: an acknowledgement went to its sender
 * (counted per sender per hour, the cap against loops).
 */
export const inboundMail = pgTable(
  'inbound_mail',
  {
    id: id(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 300 }).notNull(),
    fromAddress: varchar('from_address', { length: 254 }),
    subject: varchar('subject', { length: 300 }),
    size: integer('size').notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<InboundOutcome>().notNull(),
    reason: varchar('reason', { length: 40 }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    commentId: integer('comment_id'),
    /** A bounce: the delivery-log row of the mail that bounced. */
    outgoingMailId: integer('outgoing_mail_id'),
    acknowledged: boolean('acknowledged').notNull().default(false),
    uid: integer('uid'),
    raw: bytea('raw'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    detail: text('detail'),
  },
  (table) => [
    uniqueIndex('inbound_mail_message_unique').on(table.mailboxId, table.messageId),
    index('inbound_mail_sender_idx').on(sql`lower(${table.fromAddress})`, table.receivedAt),
    index('inbound_mail_ticket_idx').on(table.ticketId),
  ],
);

export type InboundMailRow = typeof inboundMail.$inferSelect;
