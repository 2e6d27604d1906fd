import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { tasks } from './tasks';
import { users } from './users';

/** Comments of the task support window; the body may be empty when files carry the message. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    authorId: integer('author_id').references(() => users.id),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
);

export type NewTaskCommentRow = typeof taskComments.$inferInsert;
