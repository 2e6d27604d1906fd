import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { ticketAttachments } from './ticket-attachments';

/**
 * A ticket attachment's bytes in the database, as `task_attachment_chunks` holds a task's (docs/decisions/007): on PostgreSQL,
 * which instances share, every file lives here, written and read a chunk at a time so that memory
 * per upload or download stays small. A part of its attachment, so it has no id or timestamps of
 * its own and goes with it.
 */
export const ticketAttachmentChunks = pgTable(
  'ticket_attachment_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => ticketAttachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'ticket_attachment_chunks_pk', columns: [table.attachmentId, table.seq] })],
);
