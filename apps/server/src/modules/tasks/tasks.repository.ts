import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { taskAttachments } from '../../db/schema/task-attachments';
import { taskComments } from '../../db/schema/task-comments';
import { taskEvents, type NewTaskEventRow } from '../../db/schema/task-events';
import { tasks, type NewTaskRow, type TaskRow } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import {
  assignee,
  creator,
  fixedKeys,
  orderTasks,
  overdueCondition,
  sortKeys,
  sortNeeds,
  whereTasks,
  type TaskQueryFilters,
  type TaskSort,
} from './tasks.query';
import { inChunks, pageOf } from '../../lib/chunks';
import { anyRow } from '../../lib/sql';

function taskColumns(today: string) {
  return {
    id: tasks.id,
    title: tasks.title,
    description: tasks.description,
    assignee: { id: assignee.id, name: assignee.name, surname: assignee.surname },
    project: { id: projects.id, name: projects.name },
    startDate: tasks.startDate,
    deadline: tasks.deadline,
    estimatedHours: tasks.estimatedHours,
    status: tasks.status,
    priority: tasks.priority,
    completedAt: tasks.completedAt,
    ticketId: tasks.ticketId,
    isOverdue: sql<boolean>`${overdueCondition(today)}`,
    createdBy: { id: creator.id, name: creator.name, surname: creator.surname },
    createdAt: tasks.createdAt,
    updatedAt: tasks.updatedAt,
  };
}

/* One statement: the task with its project, assignee and creator (no query per row). */
function selectTasks(db: DbOrTx, today: string) {
  return db
    .select(taskColumns(today))
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));
}

export type TaskView = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/** The matching tasks in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceTasks(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort) {
  return (limit: number, offset: number) =>
    selectTasks(db, filters.today)
      .where(whereTasks(filters))
      .orderBy(...orderTasks(sort))
      .limit(limit)
      .offset(offset);
}

/**
 * A page of tasks and the number of all matching ones: one statement for the rows (with project,
 * assignee and creator joined) and, when needed, one count on `tasks` alone. A search goes
 * through `searchTasks` instead.
 */
export async function listTasks(
  db: DbOrTx,
  filters: TaskQueryFilters,
  sort: TaskSort,
  page: { page: number; pageSize: number },
): Promise<{ rows: TaskView[]; total: number }> {
  const rows = await pageOf(sliceTasks(db, filters, sort), page);
  // A short first page is the whole list: no count needed.
  if (page.page === 1 && rows.length < page.pageSize) return { rows, total: rows.length };
  const [totals] = await db.select({ total: count() }).from(tasks).where(whereTasks(filters));
  return { rows, total: totals?.total ?? 0 };
}

/*
 * With a search term the trigram index (beside the status) yields the matches directly. They are
 * collected once (a CTE read twice is materialized, so it is planned alone: one bitmap scan of the
 * trigram index, never a walk of a date index that rechecks every task), counted, sorted on their
 * keys and only the page is joined. With `window` only the matches inside it are collected (a
 * deadline window, `deadlineWindow`), and `matches` counts those.
 */
export async function searchTasks(
  db: DbOrTx,
  filters: TaskQueryFilters,
  sort: TaskSort,
  page: { page: number; pageSize: number },
  window?: SQL,
): Promise<{ rows: TaskView[]; matches: number }> {
  const keys = sortKeys(sort);
  const needs = sortNeeds(sort);
  let matchQuery = db
    .select({ id: tasks.id, ...Object.fromEntries(keys.map((key, index) => [`k${index}`, key])) })
    .from(tasks)
    .$dynamic();
  if (needs === 'assignee') matchQuery = matchQuery.innerJoin(assignee, eq(assignee.id, tasks.assigneeId));
  if (needs === 'project') matchQuery = matchQuery.innerJoin(projects, eq(projects.id, tasks.projectId));
  const matches = db.$with('matches').as(matchQuery.where(and(whereTasks(filters), window)));
  const direction = sort.order === 'desc' ? desc : asc;
  // The sort keys are named at run time (k0, k1), so their type is not in the subquery's shape.
  const matchKeys = keys.map((_, index) => (matches as unknown as Record<string, SQL.Aliased>)[`k${index}`]!);
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...matchKeys.map((key, index) => (index < fixedKeys ? asc(key) : direction(key))), direction(matches.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const rows = await db
    .with(matches)
    .select({ ...taskColumns(filters.today), total: sql<number>`(select count(*) from ${matches})::int` })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(inArray(tasks.id, pageIds))
    .orderBy(...orderTasks(sort));
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), matches: rows[0]!.total };
  // Past the last page: the rows carried no count, so count on its own.
  const [totals] = await db
    .select({ total: count() })
    .from(tasks)
    .where(and(whereTasks(filters), window));
  return { rows: [], matches: totals?.total ?? 0 };
}

/**
 * How many tasks match, counting at most `atMost + 1` (more than `atMost` means "at least"), and
 * the deadlines of the matches counted, in order: the N-th of them is a deadline by which at least
 * N tasks match, the edge of a window that holds a page (tasks.search.ts).
 */
export async function countSearchMatches(db: DbOrTx, filters: TaskQueryFilters, atMost: number): Promise<{ matches: number; deadlines: string[] }> {
  const firstMatches = db
    .select({ deadline: tasks.deadline })
    .from(tasks)
    .where(whereTasks(filters))
    .limit(atMost + 1)
    .as('first_matches');
  const [row] = await db
    .select({ matches: count(), deadlines: sql<string[] | null>`array_agg(${firstMatches.deadline}::text order by ${firstMatches.deadline})` })
    .from(firstMatches);
  return { matches: row?.matches ?? 0, deadlines: row?.deadlines ?? [] };
}

/** Every matching task, in chunks, for exports. */
export function iterateTasks(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort) {
  return inChunks(sliceTasks(db, filters, sort));
}

/** Per status: how many match, how many of them are overdue and how many are due in [weekStart, weekEnd]. */
export async function summarizeTasks(db: DbOrTx, filters: TaskQueryFilters, week: { start: string; end: string }) {
  return db
    .select({
      status: tasks.status,
      count: count(),
      overdue: sql<number>`(count(*) filter (where ${overdueCondition(filters.today)}))::int`,
      dueThisWeek: sql<number>`(count(*) filter (where ${tasks.deadline} between ${week.start}::date and ${week.end}::date))::int`,
    })
    .from(tasks)
    .where(whereTasks(filters))
    .groupBy(tasks.status);
}

/** The task as answers show it, or undefined when missing. */
export async function findTaskView(db: DbOrTx, id: number, today: string): Promise<TaskView | undefined> {
  const [row] = await selectTasks(db, today).where(eq(tasks.id, id)).limit(1);
  return row;
}

/** The stored row, locked for the rest of the transaction when `lock` is set. */
export async function findTaskRow(db: DbOrTx, id: number, options: { lock?: boolean } = {}): Promise<TaskRow | undefined> {
  const query = db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** "Name Surname" of an active internal user, or undefined when the id is anyone else. */
export async function findActiveInternalName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.type, [...INTERNAL_USER_TYPES])))
    .limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

/** "Name Surname" of any user, for timeline entries about a person who may since be inactive. */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  return anyRow(db, projects, eq(projects.id, id));
}

export async function insertTask(db: DbOrTx, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTask(db: DbOrTx, id: number, values: Partial<NewTaskRow>): Promise<TaskRow> {
  const [row] = await db.update(tasks).set(values).where(eq(tasks.id, id)).returning();
  return row!;
}

export async function insertTaskEvents(db: DbOrTx, events: NewTaskEventRow[]): Promise<void> {
  if (events.length > 0) await db.insert(taskEvents).values(events);
}

/**
 * Removes the task with its attachments, comments and timeline (call inside a transaction); answers
 * the storage keys of the attachment files to remove once it has committed.
 */
export async function deleteTaskCascade(db: DbOrTx, id: number): Promise<(string | null)[]> {
  const files = await db.delete(taskAttachments).where(eq(taskAttachments.taskId, id)).returning({ storageKey: taskAttachments.storageKey });
  await db.delete(taskComments).where(eq(taskComments.taskId, id));
  await db.delete(taskEvents).where(eq(taskEvents.taskId, id));
  await db.delete(tasks).where(eq(tasks.id, id));
  return files.map((file) => file.storageKey);
}
