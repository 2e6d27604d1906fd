import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { taskComments } from './task-comments';
import { tasks } from './tasks';

/**
 * Files of a comment: name, type and size here; the bytes in `task_attachment_chunks`, or, when
 * `storage_key` is set, in a file of that name beside the embedded database (docs/decisions/007).
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
    storageKey: varchar('storage_key', { length: 32 }),
    ...timestamps,
  },
  (table) => [
    index('task_attachments_comment_idx').on(table.commentId),
    index('task_attachments_task_idx').on(table.taskId),
    uniqueIndex('task_attachments_storage_key_unique').on(table.storageKey),
  ],
);
