import { and, eq, gte, lte, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STATUSES, WORK_STATUSES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { TaskSortField } from '@workspace/shared/tasks/tasks.constants';
import { projects } from '../../db/schema/projects';
import { taskDeadlineCounts } from '../../db/schema/insight-counts';
import { isClosedTask, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { slot } from '../../db/prepared-queries';
import { likePattern, matchesFolded } from '../../lib/search';
import { setFilters, type SetFilters } from '../../lib/sql';
import { orderKey, textKeys, type ListSort } from '../../lib/text-order';

/*
 * WHERE and ORDER BY of the task list, shared by the page, its count, the summary and the export,
 * so the four always agree. Every filter is on a column of `tasks`, so the count needs no join.
 */

/** Filters after the service applied the caller's rights (`scope`, from the task policy). */
export type TaskQueryFilters = {
  q?: string;
  status?: WorkStatus;
  priority?: WorkPriority;
  assigneeId?: number;
  /** The tasks the caller may see (or, for `mine=true`, their own); holds together with `assigneeId`. */
  scope: RecordScope;
  projectId?: number;
  deadlineFrom?: string;
  deadlineTo?: string;
  overdue?: boolean;
  /** Today in the company's time zone (YYYY-MM-DD). */
  today: string;
};
export type TaskSort = ListSort<TaskSortField>;

/**
 * What shapes a task statement (db/prepared-queries.ts): which filters are set, the status and
 * "overdue" (written into the SQL), and the scope's kind. Values are slots of the filters' names,
 * the scope's user is `scopeUserId`, the search pattern `q`, today's date `today`.
 */
export type TaskShape = Omit<SetFilters<TaskQueryFilters, 'status' | 'overdue'>, 'scope'> & { scope: RecordScope['kind'] };

export function taskShape(filters: TaskQueryFilters): TaskShape {
  return { ...setFilters(filters, ['status', 'overdue']), scope: filters.scope.kind };
}

export function taskValues(filters: TaskQueryFilters) {
  const { scope, ...values } = filters;
  return { ...values, q: filters.q ? likePattern(filters.q) : undefined, scopeUserId: scope.kind === 'all' ? undefined : scope.userId };
}

export const assignee = alias(users, 'assignee');
export const creator = alias(users, 'creator');

const closed = [...CLOSED_STATUSES];

/** The status and deadline of tasks: the tasks' own, or those of their counts per deadline (task_deadline_counts). */
type StatusAndDeadline = {
  status: typeof tasks.status | typeof taskDeadlineCounts.status;
  deadline: typeof tasks.deadline | typeof taskDeadlineCounts.deadline;
};

/** Deadline passed while the task is neither completed nor cancelled (`today`: YYYY-MM-DD, or its slot). */
export function overdueCondition(today: string | SQLWrapper, on: StatusAndDeadline = tasks): SQL {
  return and(sql`${on.deadline} < ${today}::date`, notInArray(on.status, closed))!;
}

/*
 * The status is written into the SQL as a literal (it is one of WORK_STATUSES, checked here), not
 * sent as a parameter: each status's statement then has a plan of its own that can use that
 * status's search index (tasks_search_<status>_idx), also when the embedded database reuses plans
 * of prepared statements (docs/decisions/006).
 */
function statusCondition(status: WorkStatus, on: StatusAndDeadline = tasks): SQL {
  if (!WORK_STATUSES.includes(status)) throw new Error(`unknown task status ${String(status)}`);
  return sql`${on.status} = ${sql.raw(`'${status}'`)}`;
}

/** A record scope as SQL: every task, those assigned to someone, or those someone created (`scopeUserId`). */
function taskScopeCondition(scope: RecordScope['kind']): SQL | undefined {
  if (scope === 'assignedTo') return eq(tasks.assigneeId, slot('scopeUserId'));
  if (scope === 'ownedBy') return eq(tasks.createdBy, slot('scopeUserId'));
  return undefined;
}

/**
 * The tasks due by the edge (from the edge on, descending; its slot is `edge`): a window at the
 * start of the deadline order that a search ordered by deadline reads instead of every match. Ties
 * on the edge fall inside, so the window is a whole prefix of the sort order. The per-status search
 * indexes hold the deadline beside the trigrams, so the window and the search are one index scan
 * (migration 0015).
 */
export function deadlineWindow(order: 'asc' | 'desc'): SQL {
  return order === 'asc' ? sql`${tasks.deadline} <= ${slot('edge')}::date` : sql`${tasks.deadline} >= ${slot('edge')}::date`;
}

export function whereTasks(filters: TaskShape): SQL | undefined {
  return and(
    // search_text is the folded title and description (search_fold), indexed per status by
    // tasks_search_<status>_idx; the pattern (`likePattern`) is folded by the same function.
    filters.q ? matchesFolded(tasks.searchText, slot('q')) : undefined,
    filters.status ? statusCondition(filters.status) : undefined,
    filters.priority ? eq(tasks.priority, slot('priority')) : undefined,
    filters.assigneeId ? eq(tasks.assigneeId, slot('assigneeId')) : undefined,
    taskScopeCondition(filters.scope),
    filters.projectId ? eq(tasks.projectId, slot('projectId')) : undefined,
    filters.deadlineFrom ? gte(tasks.deadline, slot('deadlineFrom')) : undefined,
    filters.deadlineTo ? lte(tasks.deadline, slot('deadlineTo')) : undefined,
    filters.overdue ? overdueCondition(slot('today')) : undefined,
  );
}

/*
 * A list narrowed at most by status, deadline and "overdue", over every task, is counted from
 * task_deadline_counts (migration 0010: tasks per status and deadline, kept by triggers in the
 * writing transaction) instead of from the tasks: a few thousand rows summed where 100,000 tasks
 * took 10 to 15 ms to count, on every first page of the task list and every summary.
 */
export function isCountedByDeadline(filters: TaskQueryFilters): boolean {
  return filters.scope.kind === 'all' && !filters.q && !filters.priority && filters.assigneeId === undefined && filters.projectId === undefined;
}

/** `whereTasks` for task_deadline_counts, on the filters `isCountedByDeadline` allows. */
export function whereDeadlineCounts(filters: TaskShape): SQL | undefined {
  return and(
    filters.status ? statusCondition(filters.status, taskDeadlineCounts) : undefined,
    filters.deadlineFrom ? gte(taskDeadlineCounts.deadline, slot('deadlineFrom')) : undefined,
    filters.deadlineTo ? lte(taskDeadlineCounts.deadline, slot('deadlineTo')) : undefined,
    filters.overdue ? overdueCondition(slot('today'), taskDeadlineCounts) : undefined,
  );
}

/** Due in the summary's week (the slots `weekStart` and `weekEnd`). */
export function dueThisWeekCondition(on: StatusAndDeadline = tasks): SQL {
  return sql`${on.deadline} between ${slot('weekStart')}::date and ${slot('weekEnd')}::date`;
}

const sortColumns = {
  title: [tasks.title],
  assignee: [assignee.name, assignee.surname],
  project: [projects.name],
  startDate: [tasks.startDate],
  deadline: [tasks.deadline],
  estimatedHours: [tasks.estimatedHours],
  status: [tasks.status],
  priority: [tasks.priority],
  createdAt: [tasks.createdAt],
} as const;

/* Sorts on text: in the reader's alphabet (lib/text-order). */
const textSorts: readonly TaskSortField[] = ['title', 'assignee', 'project'];

/** What a sort orders by, most significant first (the id comes last, as a tie-breaker). */
function sortExpressions(sort: TaskSort): SQL[] {
  const columns = sortColumns[sort.sort];
  return textSorts.includes(sort.sort) ? columns.flatMap((column) => textKeys(column, sort.language)) : columns.map((column) => sql`${column}`);
}

/**
 * Open work before finished work, whatever the sort: completed and cancelled tasks come after the
 * pending, running and held ones (false before true), so a list opens on what is still to do.
 */
const closedLast = () => isClosedTask(tasks.status);

/**
 * The page's order. Among one status the open-before-closed key is the same for every row, and
 * leaving it out lets the date index give the deadline order (a board's "completed" column walked
 * every open task first: 34 ms against 1 to 3 ms on the benchmark's 100,000 tasks).
 */
export function orderTasks(sort: TaskSort, oneStatus = false): SQL[] {
  const keys = sortExpressions(sort).map((key) => orderKey(key, sort.order));
  return [...(oneStatus ? [] : [orderKey(closedLast(), 'asc')]), ...keys, orderKey(tasks.id, sort.order)];
}

/**
 * The values a sort needs, named sort_0, sort_1, for a query that sorts matches before joining;
 * the first is the open-before-closed key, always ascending (`fixedKeys` says how many lead so).
 */
export function sortKeys(sort: TaskSort) {
  return [closedLast(), ...sortExpressions(sort)].map((key, index) => key.as(`sort_${index}`));
}
export const fixedKeys = 1;

/** Whether the sort reads the assignee's or the project's name (those need the join before sorting). */
export function sortNeeds(sort: TaskSort): 'assignee' | 'project' | undefined {
  return sort.sort === 'assignee' || sort.sort === 'project' ? sort.sort : undefined;
}
