import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { taskEventTypeEnum } from './enums';
import { tasks } from './tasks';
import { users } from './users';

/**
 * The timeline of a task: created, and every status, priority, assignee and deadline change,
 * written in the same transaction as the change. Events are never edited, so there is no updated_at.
 */
export const taskEvents = pgTable(
  'task_events',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    actorId: integer('actor_id').references(() => users.id),
    type: taskEventTypeEnum('type').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('task_events_task_idx').on(table.taskId, table.createdAt)],
);

export type NewTaskEventRow = typeof taskEvents.$inferInsert;
