import { sql, type SQL } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { CLOSED_STATUSES, WORK_STATUSES } from '@workspace/shared/common/work';
import { id, timestamps } from './columns';
import { workPriorityEnum, workStatusEnum } from './enums';
import { projects } from './projects';
import { tickets } from './tickets';
import { users } from './users';

/**
 * `true` for finished work (completed, cancelled): the lists show open work first on this key. The
 * statuses are written into the SQL as constants, so an index on the expression serves the order.
 */
export const isClosedTask = (status: AnyPgColumn | SQL) =>
  sql`(${status} in (${sql.raw(CLOSED_STATUSES.map((value) => `'${value}'`).join(', '))}))`;

/**
 * Tasks. `completed_at` is kept by the server: set when the status becomes
 * completed, cleared when it leaves completed (reports compare it with the deadline).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: varchar('title', { length: NAME_MAX }).notNull(),
    description: text('description'),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    estimatedHours: numeric('estimated_hours', { precision: 7, scale: 2, mode: 'string' }).notNull(),
    status: workStatusEnum('status').notNull().default('pending'),
    priority: workPriorityEnum('priority').notNull().default('medium'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id),
    /** The support ticket this task was made from, if any (its window links back). */
    ticketId: integer('ticket_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    /* What a search reads: kept folded (search_fold: Turkish case and accents) by the database, so a match is a plain LIKE per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_fold(${tasks.title} || ' ' || coalesce(${tasks.description}, ''))`),
    ...timestamps,
  },
  (table) => [
    // The list's default order is by deadline; "my tasks" and employees filter by assignee first.
    index('tasks_deadline_idx').on(table.deadline, table.id),
    index('tasks_assignee_deadline_idx').on(table.assigneeId, table.deadline),
    // The lists' default order, open work first and then by deadline: the first page is read from
    // the index instead of sorting every task (everyone's, and "my tasks").
    index('tasks_open_deadline_idx').on(isClosedTask(table.status), table.deadline, table.id),
    index('tasks_assignee_open_deadline_idx').on(
      table.assigneeId,
      isClosedTask(table.status),
      table.deadline,
      table.id,
    ),
    // Also serves the per-project task counts of the projects list without touching the table.
    index('tasks_project_status_idx').on(table.projectId, table.status),
    // Newest first, ties by id: the palette's search walks its newest tasks in this order (modules/search
    // WALK; budget: GET /api/search p99 30 ms at 10 connections on the bench data), as does the list
    // sorted by creation. On the creation time alone, tasks made at one moment were read and sorted whole.
    index('tasks_created_idx').on(table.createdAt, table.id),
    index('tasks_ticket_idx').on(table.ticketId),
    // Trigrams of the search text (docs/decisions/005): one index over every task for a search
    // without a status, and one per status holding only that status's tasks, so "invoice" among
    // in-progress tasks intersects short posting lists and yields only the real candidates. The
    // per-status ones hold the deadline beside the trigrams (btree_gin), so a search ordered by
    // deadline reads only the matches of a deadline window (docs/decisions/015).
    // fastupdate off: the embedded database has no autovacuum to drain a pending list.
    index('tasks_search_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    ...WORK_STATUSES.map((status) =>
      index(`tasks_search_${snakeCase(status)}_idx`)
        .using('gin', table.deadline, sql`${table.searchText} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(sql.raw(`status = '${status}'`)),
    ),
  ],
);

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
