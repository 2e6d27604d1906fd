import { customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { taskComments } from './task-comments';
import { tasks } from './tasks';

/* PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files of a comment, stored in PostgreSQL in the comment's transaction (ARCHITECTURE section 7).
 * `task_id` is kept beside `comment_id` so a download checks "belongs to this task" with one lookup.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: id(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => taskComments.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    filename: varchar('filename', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    ...timestamps,
  },
  (table) => [index('task_attachments_comment_idx').on(table.commentId), index('task_attachments_task_idx').on(table.taskId)],
);

export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
export type NewTaskAttachmentRow = typeof taskAttachments.$inferInsert;
