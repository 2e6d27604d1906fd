import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { ticketComments } from './ticket-comments';
import { tickets } from './tickets';

/**
 * Files of a comment: name, type and size here; the bytes in `ticket_attachment_chunks`, or, when
 * `storage_key` is set, in a file of that name beside the embedded database (docs/decisions/007).
 * `ticket_id` is kept beside `comment_id` so a download checks "belongs to this ticket" with one lookup.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: id(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => ticketComments.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    filename: varchar('filename', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 32 }),
    ...timestamps,
  },
  (table) => [
    index('ticket_attachments_comment_idx').on(table.commentId),
    index('ticket_attachments_ticket_idx').on(table.ticketId),
    uniqueIndex('ticket_attachments_storage_key_unique').on(table.storageKey),
  ],
);
