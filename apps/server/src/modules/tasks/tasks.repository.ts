import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { isoTimestamp, preparedQuery, preparedRows, slot } from '../../db/prepared-queries';
import { taskDeadlineCounts } from '../../db/schema/insight-counts';
import { projects } from '../../db/schema/projects';
import { tasks, type NewTaskRow, type TaskRow } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import {
  assignee,
  creator,
  deadlineWindow,
  dueThisWeekCondition,
  fixedKeys,
  isCountedByDeadline,
  orderTasks,
  overdueCondition,
  sortKeys,
  sortNeeds,
  taskShape,
  taskValues,
  whereDeadlineCounts,
  whereTasks,
  type TaskQueryFilters,
  type TaskShape,
  type TaskSort,
} from './tasks.query';
import { inChunks, pageOf } from '../../lib/chunks';
import { anyRow, pageIdsOf } from '../../lib/sql';

function taskColumns(today: string | SQLWrapper) {
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
function selectTasks(db: DbOrTx, today: string | SQLWrapper) {
  return db
    .select(taskColumns(today))
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));
}

export type TaskView = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/*
 * A row of the lists' statements as the driver sends it, in `taskColumns`' order (the search's
 * select names the same columns in the same order, then its total), written straight into the
 * answer's shape (what `toTask` makes of Drizzle's mapping of the same row), since the lists run on
 * every request (db/prepared-queries, preparedRows). Timestamps come as PostgreSQL's text and are
 * written as `toTask` writes them (`isoTimestamp`), without a Date in between.
 */
function taskOf(row: unknown[]): Task {
  const completedAt = row[13] as string | null;
  const creatorId = row[16] as number | null;
  return {
    id: row[0] as number,
    title: row[1] as string,
    description: row[2] as string | null,
    assignee: { id: row[3] as number, name: row[4] as string, surname: row[5] as string },
    project: { id: row[6] as number, name: row[7] as string },
    startDate: row[8] as string,
    deadline: row[9] as string,
    estimatedHours: row[10] as string,
    status: row[11] as Task['status'],
    priority: row[12] as Task['priority'],
    completedAt: completedAt === null ? null : isoTimestamp(completedAt),
    ticketId: row[14] as number | null,
    isOverdue: row[15] as boolean,
    createdBy: creatorId === null ? null : { id: creatorId, name: row[17] as string, surname: row[18] as string },
    createdAt: isoTimestamp(row[19] as string),
    updatedAt: isoTimestamp(row[20] as string),
  };
}
const TASK_VIEW_COLUMNS = 21;

type Page = { page: number; pageSize: number };

/* A search's deadline window (tasks.query, `deadlineWindow`): its direction is in the shape, its edge is the slot `edge`. */
type Window = 'asc' | 'desc' | undefined;

/*
 * A page is found on `tasks` alone, by id, and only its rows are then read whole and joined to
 * their project and people. Where an index gives the order (the default one) this changes nothing;
 * for any other order every matching task is sorted, and sorting ids and their keys instead of
 * rows joined to three tables took the benchmark's 100,000 tasks from 130 to 30 ms on the embedded
 * database (the default order, which an index gives, stays one joined walk: 1 ms quicker so). A
 * CTE with a LIMIT is planned on its own, never merged into the join.
 */
const pageQuery = preparedRows(
  'tasks_page',
  (db, { filters, sort }: { filters: TaskShape; sort: TaskSort }) => {
    const order = orderTasks(sort, filters.status !== undefined);
    // The default order walks an index to its first rows: joining as it goes is a little quicker there.
    if (sort.sort === 'deadline' && sort.order === 'asc') {
      return selectTasks(db, slot('today'))
        .where(whereTasks(filters))
        .orderBy(...order)
        .limit(slot('limit'))
        .offset(slot('offset'));
    }
    const needs = sortNeeds(sort);
    let ids = db.select({ id: tasks.id }).from(tasks).$dynamic();
    if (needs === 'assignee') ids = ids.innerJoin(assignee, eq(assignee.id, tasks.assigneeId));
    if (needs === 'project') ids = ids.innerJoin(projects, eq(projects.id, tasks.projectId));
    const pageIds = pageIdsOf(db, ids, whereTasks(filters), order);
    return db
      .with(pageIds)
      .select(taskColumns(slot('today')))
      .from(pageIds)
      .innerJoin(tasks, eq(tasks.id, pageIds.id))
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(creator, eq(creator.id, tasks.createdBy))
      .orderBy(...order);
  },
  taskOf,
);
const countQuery = preparedQuery('tasks_count', (db, { filters, window }: { filters: TaskShape; window?: Window }) =>
  db
    .select({ total: count() })
    .from(tasks)
    .where(and(whereTasks(filters), window ? deadlineWindow(window) : undefined)),
);
/* The same two from the counts per status and deadline (`isCountedByDeadline`). */
const countByDeadlineQuery = preparedQuery('tasks_count_by_deadline', (db, filters: TaskShape) =>
  db
    .select({ total: sql<number>`coalesce(sum(${taskDeadlineCounts.count}), 0)::int` })
    .from(taskDeadlineCounts)
    .where(whereDeadlineCounts(filters)),
);
const summaryByDeadlineQuery = preparedQuery('tasks_summary_by_deadline', (db, filters: TaskShape) =>
  db
    .select({
      status: taskDeadlineCounts.status,
      count: sql<number>`sum(${taskDeadlineCounts.count})::int`,
      overdue: sql<number>`coalesce(sum(${taskDeadlineCounts.count}) filter (where ${overdueCondition(slot('today'), taskDeadlineCounts)}), 0)::int`,
      dueThisWeek: sql<number>`coalesce(sum(${taskDeadlineCounts.count}) filter (where ${dueThisWeekCondition(taskDeadlineCounts)}), 0)::int`,
    })
    .from(taskDeadlineCounts)
    .where(whereDeadlineCounts(filters))
    .groupBy(taskDeadlineCounts.status),
);
const summaryQuery = preparedQuery('tasks_summary', (db, filters: TaskShape) =>
  db
    .select({
      status: tasks.status,
      count: count(),
      overdue: sql<number>`(count(*) filter (where ${overdueCondition(slot('today'))}))::int`,
      dueThisWeek: sql<number>`(count(*) filter (where ${dueThisWeekCondition()}))::int`,
    })
    .from(tasks)
    .where(whereTasks(filters))
    .groupBy(tasks.status),
);

/*
 * With a search term the trigram index (beside the status) yields the matches directly. They are
 * collected once with the columns a page shows (a CTE read twice is materialized, so it is planned
 * alone: one bitmap scan of the trigram index, never a walk of a date index that rechecks every
 * task), counted, sorted on their keys, and only the page is joined to its project and people: the
 * heap pages the scan rechecked are not visited again for the page's rows. With a window only the
 * matches inside it are collected (a deadline window, `deadlineWindow`), and `total` counts those.
 */
const searchQuery = preparedRows(
  'tasks_search',
  (db, { filters, sort, window }: { filters: TaskShape; sort: TaskSort; window?: Window }) => {
    const keys = sortKeys(sort);
    const needs = sortNeeds(sort);
    let matchQuery = db
      .select({
        id: tasks.id,
        title: tasks.title,
        description: tasks.description,
        assigneeId: tasks.assigneeId,
        projectId: tasks.projectId,
        createdBy: tasks.createdBy,
        startDate: tasks.startDate,
        deadline: tasks.deadline,
        estimatedHours: tasks.estimatedHours,
        status: tasks.status,
        priority: tasks.priority,
        completedAt: tasks.completedAt,
        ticketId: tasks.ticketId,
        isOverdue: sql<boolean>`${overdueCondition(slot('today'))}`.as('is_overdue'),
        createdAt: tasks.createdAt,
        updatedAt: tasks.updatedAt,
        ...Object.fromEntries(keys.map((key, index) => [`k${index}`, key])),
      })
      .from(tasks)
      .$dynamic();
    if (needs === 'assignee') matchQuery = matchQuery.innerJoin(assignee, eq(assignee.id, tasks.assigneeId));
    if (needs === 'project') matchQuery = matchQuery.innerJoin(projects, eq(projects.id, tasks.projectId));
    const matches = db.$with('matches').as(matchQuery.where(and(whereTasks(filters), window ? deadlineWindow(window) : undefined)));
    const direction = sort.order === 'desc' ? desc : asc;
    // The sort keys are named at run time (k0, k1), so their type is not in the subquery's shape.
    const keysOf = (source: object) => keys.map((_, index) => (source as Record<string, SQL.Aliased>)[`k${index}`]!);
    const orderOf = (source: object, id: SQLWrapper) => [...keysOf(source).map((key, index) => (index < fixedKeys ? asc(key) : direction(key))), direction(id)];
    const page = db.$with('page').as(
      db
        .select()
        .from(matches)
        .orderBy(...orderOf(matches, matches.id))
        .limit(slot('limit'))
        .offset(slot('offset')),
    );
    return db
      .with(matches, page)
      .select({
        id: page.id,
        title: page.title,
        description: page.description,
        assignee: { id: assignee.id, name: assignee.name, surname: assignee.surname },
        project: { id: projects.id, name: projects.name },
        startDate: page.startDate,
        deadline: page.deadline,
        estimatedHours: page.estimatedHours,
        status: page.status,
        priority: page.priority,
        completedAt: page.completedAt,
        ticketId: page.ticketId,
        isOverdue: page.isOverdue,
        createdBy: { id: creator.id, name: creator.name, surname: creator.surname },
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        total: sql<number>`(select count(*) from ${matches})::int`,
      })
      .from(page)
      .innerJoin(projects, eq(projects.id, page.projectId))
      .innerJoin(assignee, eq(assignee.id, page.assigneeId))
      .leftJoin(creator, eq(creator.id, page.createdBy))
      .orderBy(...orderOf(page, page.id));
  },
  (row) => ({ task: taskOf(row), total: row[TASK_VIEW_COLUMNS] as number }),
);

/* The first `atMostPlusOne` matches' deadlines, counted and in order (`countSearchMatches`). */
const searchCountQuery = preparedQuery('tasks_search_count', (db, filters: TaskShape) => {
  const firstMatches = db.select({ deadline: tasks.deadline }).from(tasks).where(whereTasks(filters)).limit(slot('atMostPlusOne')).as('first_matches');
  return db
    .select({ matches: count(), deadlines: sql<string[] | null>`array_agg(${firstMatches.deadline}::text order by ${firstMatches.deadline})` })
    .from(firstMatches);
});

/** The matching tasks in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceTasks(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort) {
  const shape = { filters: taskShape(filters), sort };
  const values = taskValues(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

async function countTasks(db: DbOrTx, filters: TaskQueryFilters, window?: { order: 'asc' | 'desc'; edge: string }): Promise<number> {
  if (!window && isCountedByDeadline(filters)) {
    const [counted] = await countByDeadlineQuery.execute(db, taskShape(filters), taskValues(filters));
    return counted?.total ?? 0;
  }
  const [totals] = await countQuery.execute(db, { filters: taskShape(filters), window: window?.order }, { ...taskValues(filters), edge: window?.edge });
  return totals?.total ?? 0;
}

/**
 * A page of tasks and the number of all matching ones: one statement for the rows (with project,
 * assignee and creator joined) and, when needed, one count on `tasks` alone. A search goes
 * through `searchTasks` instead.
 */
export async function listTasks(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort, page: Page): Promise<{ rows: Task[]; total: number }> {
  const rows = await pageOf(sliceTasks(db, filters, sort), page);
  // A short first page is the whole list: no count needed.
  if (page.page === 1 && rows.length < page.pageSize) return { rows, total: rows.length };
  return { rows, total: await countTasks(db, filters) };
}

/**
 * A page of a search and how many tasks match: all of them, or with `window` only those due by its
 * edge (from its edge on, descending; `deadlineWindow`).
 */
export async function searchTasks(
  db: DbOrTx,
  filters: TaskQueryFilters,
  sort: TaskSort,
  page: Page,
  window?: { order: 'asc' | 'desc'; edge: string },
): Promise<{ rows: Task[]; matches: number }> {
  const rows = await searchQuery.execute(
    db,
    { filters: taskShape(filters), sort, window: window?.order },
    { ...taskValues(filters), edge: window?.edge, limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
  );
  if (rows.length > 0) return { rows: rows.map((row) => row.task), matches: rows[0]!.total };
  // Past the last page: the rows carried no count, so count on its own.
  return { rows: [], matches: await countTasks(db, filters, window) };
}

/**
 * How many tasks match, counting at most `atMost + 1` (more than `atMost` means "at least"), and
 * the deadlines of the matches counted, in order: the N-th of them is a deadline by which at least
 * N tasks match, the edge of a window that holds a page (tasks.search.ts).
 */
export async function countSearchMatches(db: DbOrTx, filters: TaskQueryFilters, atMost: number): Promise<{ matches: number; deadlines: string[] }> {
  const [row] = await searchCountQuery.execute(db, taskShape(filters), { ...taskValues(filters), atMostPlusOne: atMost + 1 });
  return { matches: row?.matches ?? 0, deadlines: row?.deadlines ?? [] };
}

/** Every matching task, in chunks, for exports. */
export function iterateTasks(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort) {
  return inChunks(sliceTasks(db, filters, sort));
}

/** Per status: how many match, how many of them are overdue and how many are due in [weekStart, weekEnd]. */
export async function summarizeTasks(db: DbOrTx, filters: TaskQueryFilters, week: { from: string; to: string }) {
  const values = { ...taskValues(filters), weekStart: week.from, weekEnd: week.to };
  return isCountedByDeadline(filters) ? summaryByDeadlineQuery.execute(db, taskShape(filters), values) : summaryQuery.execute(db, taskShape(filters), values);
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
