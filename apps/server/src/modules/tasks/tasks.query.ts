import { and, count, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STATUSES, WORK_STATUSES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { TaskSortField } from '@workspace/shared/tasks/tasks.constants';
import { projects } from '../../db/schema/projects';
import { taskDeadlineCounts } from '../../db/schema/insight-counts';
import { isClosedTask, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { slot } from '../../db/prepared-queries';
import { bound, defineServerList, innerJoin, leftJoin, searchFilter } from '../../db/list-engine';
import { matchesFolded } from '../../lib/search';
import type { ListSort } from '../../lib/text-order';

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

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** The status and deadline of tasks: the tasks' own, or those of their counts per deadline (task_deadline_counts). */
type StatusAndDeadline = {
  status: typeof tasks.status | typeof taskDeadlineCounts.status;
  deadline: typeof tasks.deadline | typeof taskDeadlineCounts.deadline;
};

/* The closed statuses written into the SQL: a prepared statement binds only its slots (db/list-engine.ts). */
const closed = sql.raw(`(${CLOSED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Deadline passed while the task is neither completed nor cancelled (`today`: YYYY-MM-DD, or its slot). */
export function overdueCondition(today: string | SQLWrapper, on: StatusAndDeadline = tasks): SQL {
  return and(sql`${on.deadline} < ${today}::date`, sql`${on.status} not in ${closed}`)!;
}

/** Due in the summary's week (the slots `weekStart` and `weekEnd`). */
export function dueThisWeekCondition(on: StatusAndDeadline = tasks): SQL {
  return sql`${on.deadline} between ${slot('weekStart')}::date and ${slot('weekEnd')}::date`;
}

/*
 * The status is written into the SQL as a literal, not sent as a parameter: each status's
 * statement then has a plan of its own that can use that status's search index
 * (tasks_search_<status>_idx), also when the embedded database reuses plans (docs/decisions/006).
 */
const statusFilter = (on: StatusAndDeadline) => ({
  literal: WORK_STATUSES,
  where: (status: WorkStatus) => sql`${on.status} = ${sql.raw(`'${status}'`)}`,
});

/*
 * The task list (db/list-engine.ts). Every filter is on a column of `tasks`, so a count needs no
 * join. Narrowed at most by status, deadline and "overdue", over every task, the list is counted
 * from task_deadline_counts (migration 0010, kept by triggers): a few thousand rows summed where
 * 100,000 tasks took 10 to 15 ms to count.
 */
export const taskListQuery = defineServerList<Task, TaskQueryFilters, TaskSortField>({
  name: 'tasks',
  table: tasks,
  select: {
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
    isOverdue: sql<boolean>`${overdueCondition(slot('today'))}`,
    createdBy: { id: creator.id, name: creator.name, surname: creator.surname },
    createdAt: tasks.createdAt,
    updatedAt: tasks.updatedAt,
  },
  joins: {
    project: innerJoin(projects, tasks.projectId),
    assignee: innerJoin(assignee, tasks.assigneeId),
    creator: leftJoin(creator, tasks.createdBy),
  },
  filters: {
    // search_text is the folded title and description (search_fold), indexed per status by tasks_search_<status>_idx.
    q: searchFilter((pattern) => matchesFolded(tasks.searchText, pattern)),
    status: statusFilter(tasks),
    priority: bound((value) => eq(tasks.priority, value)),
    assigneeId: bound((value) => eq(tasks.assigneeId, value)),
    projectId: bound((value) => eq(tasks.projectId, value)),
    deadlineFrom: bound((value) => gte(tasks.deadline, value)),
    deadlineTo: bound((value) => lte(tasks.deadline, value)),
    overdue: { flag: true, where: () => overdueCondition(slot('today')) },
  },
  scope: { assignedTo: tasks.assigneeId, ownedBy: tasks.createdBy },
  sorts: {
    title: { keys: [tasks.title], text: true },
    assignee: { keys: [assignee.name, assignee.surname], text: true, join: 'assignee' },
    project: { keys: [projects.name], text: true, join: 'project' },
    startDate: { keys: [tasks.startDate] },
    deadline: { keys: [tasks.deadline] },
    estimatedHours: { keys: [tasks.estimatedHours] },
    status: { keys: [tasks.status] },
    priority: { keys: [tasks.priority] },
    createdAt: { keys: [tasks.createdAt] },
  },
  /*
   * Open work before finished work, whatever the sort (false before true). Among one status the key
   * is the same for every row, and leaving it out lets the date index give the deadline order (a
   * board's "completed" column walked every open task first: 34 ms against 1 to 3 ms).
   */
  leadingKey: { key: isClosedTask(tasks.status), omitWhen: 'status' },
  // The default order walks tasks_open_deadline_idx to its first rows, joining as it goes.
  indexOrders: [{ sort: 'deadline', order: 'asc' }],
  kept: {
    table: taskDeadlineCounts,
    count: taskDeadlineCounts.count,
    filters: {
      status: statusFilter(taskDeadlineCounts),
      deadlineFrom: bound((value) => gte(taskDeadlineCounts.deadline, value)),
      deadlineTo: bound((value) => lte(taskDeadlineCounts.deadline, value)),
      overdue: { flag: true, where: () => overdueCondition(slot('today'), taskDeadlineCounts) },
    },
  },
  search: 'row',
  /*
   * The tasks due by the edge (from the edge on, descending; its slot is `edge`): a window at the
   * start of the deadline order that a search ordered by deadline reads instead of every match
   * (tasks.search.ts). Ties on the edge fall inside. The per-status search indexes hold the
   * deadline beside the trigrams, so the window and the search are one index scan (migration 0015).
   */
  extras: {
    dueBy: sql`${tasks.deadline} <= ${slot('edge')}::date`,
    dueFrom: sql`${tasks.deadline} >= ${slot('edge')}::date`,
  },
});

/** Per status: how many match, how many of them are overdue and how many are due in [weekStart, weekEnd]. */
export const summarizeTasks = taskListQuery.aggregate('summary', {
  rows: (db, where) =>
    db
      .select({
        status: tasks.status,
        count: count(),
        overdue: sql<number>`(count(*) filter (where ${overdueCondition(slot('today'))}))::int`,
        dueThisWeek: sql<number>`(count(*) filter (where ${dueThisWeekCondition()}))::int`,
      })
      .from(tasks)
      .where(where)
      .groupBy(tasks.status),
  kept: (db, where) =>
    db
      .select({
        status: taskDeadlineCounts.status,
        count: sql<number>`sum(${taskDeadlineCounts.count})::int`,
        overdue: sql<number>`coalesce(sum(${taskDeadlineCounts.count}) filter (where ${overdueCondition(slot('today'), taskDeadlineCounts)}), 0)::int`,
        dueThisWeek: sql<number>`coalesce(sum(${taskDeadlineCounts.count}) filter (where ${dueThisWeekCondition(taskDeadlineCounts)}), 0)::int`,
      })
      .from(taskDeadlineCounts)
      .where(where)
      .groupBy(taskDeadlineCounts.status),
});

/** The first `atMostPlusOne` matches' deadlines, counted and in order: the N-th is a deadline by which N tasks match (tasks.search.ts). */
export const countSearchMatches = taskListQuery.aggregate('search_count', {
  rows: (db, where) => {
    const firstMatches = db
      .select({ deadline: tasks.deadline })
      .from(tasks)
      .where(where)
      .limit(slot('atMostPlusOne'))
      .as('first_matches');
    return db
      .select({
        matches: count(),
        deadlines: sql<string[] | null>`array_agg(${firstMatches.deadline}::text order by ${firstMatches.deadline})`,
      })
      .from(firstMatches);
  },
});
