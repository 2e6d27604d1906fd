import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { taskAttachments } from './task-attachments';

/** Bytes of one chunk as written; the last chunk of a file may be shorter, a migrated file is one chunk. */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/**
 * An attachment's bytes in the database, in order of `seq` (docs/decisions/007): on PostgreSQL,
 * which instances share, every file lives here, written and read a chunk at a time so that memory
 * per upload or download stays small. A part of its attachment, so it has no id or timestamps of
 * its own and goes with it.
 */
export const taskAttachmentChunks = pgTable(
  'task_attachment_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => taskAttachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'task_attachment_chunks_pk', columns: [table.attachmentId, table.seq] })],
);
