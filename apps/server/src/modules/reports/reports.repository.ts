import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Language, Currency } from '@workspace/shared/common/limits';
import type { PROJECT_REPORT_SORT_FIELDS } from '@workspace/shared/insight/reports.constants';
import type { ProjectReportRow } from '@workspace/shared/insight/reports.schemas';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CLOSED_STATUSES, WORK_STATUSES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import { inChunks, pageOf } from '../../lib/chunks';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, preparedRows, slot } from '../../db/prepared-queries';
import { onlyPlaceholders, readerOf } from '../../db/list-engine';
import { orderKey, textKeys, textOrder, type ListSort } from '../../lib/text-order';
import { qualified, setFilters, type SetFilters } from '../../lib/sql';

/*
 * The report figures, each one an aggregate in SQL (docs/decisions/011-report-figures.md). "Open"
 * is neither completed nor cancelled, as in the task list's overdue filter; days are calendar
 * days in the company's time zone, `today` is passed in already taken there.
 */

const isOpen = sql`${tasks.status} not in ('completed', 'cancelled')`;
/* The open statuses as literals: the planner then knows which ranges of a (status, ...) index to read. */
const OPEN_STATUS_LIST = sql.raw(
  WORK_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status))
    .map((status) => `'${status}'`)
    .join(', '),
);
const isCompleted = sql`${tasks.status} = 'completed'`;
const hoursText = (value: SQL) => sql<string>`coalesce(${value}, 0)::numeric(16,2)::text`;
/** Rounded to one decimal and read back as a number (null stays null). */
const oneDecimal = (value: SQL) => sql<number | null>`round(${value}, 1)::float8`;

/* ---- The user report ------------------------------------------------------------------------ */

export type UserReportPeriod = { userId: number; from: string; to: string; today: string; timeZone: string };

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, surname: users.surname, type: users.type })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/* The user's tasks due in the period: a range of tasks_assignee_deadline_idx (assignee_id, deadline). */
const periodTasks = (period: UserReportPeriod) =>
  and(eq(tasks.assigneeId, period.userId), gte(tasks.deadline, period.from), lte(tasks.deadline, period.to));

/** The day a task was completed, in the company's time zone; null for a task completed before completion times were kept. */
const completionDay = (timeZone: string) => sql`(${tasks.completedAt} at time zone ${timeZone})::date`;

/** Every headline figure of the user report over the period, in one pass over the user's tasks. */
export async function userFigures(db: DbOrTx, period: UserReportPeriod) {
  const today = sql`${period.today}::date`;
  const done = completionDay(period.timeZone);
  const overdue = sql`${isOpen} and ${tasks.deadline} < ${today}`;
  const met = sql`${isCompleted} and ${done} <= ${tasks.deadline}`;
  const [row] = await db
    .select({
      totalTasks: sql<number>`count(*)::int`,
      completedTasks: sql<number>`(count(*) filter (where ${isCompleted}))::int`,
      completionRate: oneDecimal(sql`100.0 * count(*) filter (where ${isCompleted}) / nullif(count(*), 0)`),
      overdueTasks: sql<number>`(count(*) filter (where ${overdue}))::int`,
      // A null completion day drops out of the average on its own.
      averageDays: oneDecimal(sql`avg(${done} - ${tasks.startDate}) filter (where ${isCompleted})`),
      estimatedHoursTotal: hoursText(sql`sum(${tasks.estimatedHours})`),
      estimatedHoursAverage: sql<string | null>`round(avg(${tasks.estimatedHours}), 2)::text`,
      estimatedHoursMax: sql<string | null>`max(${tasks.estimatedHours})::text`,
      metDeadlines: sql<number>`(count(*) filter (where ${met}))::int`,
      missedDeadlines: sql<number>`(count(*) filter (where ${isCompleted} and ${done} > ${tasks.deadline}))::int`,
      averageDaysEarly: oneDecimal(sql`avg(${tasks.deadline} - ${done}) filter (where ${met})`),
      onTrack: sql<number>`(count(*) filter (where ${isOpen} and ${tasks.deadline} >= ${today}))::int`,
    })
    .from(tasks)
    .where(periodTasks(period));
  return row!;
}

export type UserBreakdownRow = {
  priority: WorkPriority | null;
  status: WorkStatus | null;
  projectId: number | null;
  projectName: string | null;
  total: number;
  completed: number;
  overdue: number;
  estimatedHours: string;
};

/**
 * The period's tasks per priority, per status and per project in one scan (grouping sets). Each
 * row has exactly one of priority, status or project set (the columns are NOT NULL, so the set a
 * row belongs to is the one not null). Projects come most tasks first.
 */
export async function userBreakdowns(
  db: DbOrTx,
  period: UserReportPeriod,
  language: Language,
): Promise<UserBreakdownRow[]> {
  return db
    .select({
      priority: tasks.priority,
      status: tasks.status,
      projectId: tasks.projectId,
      projectName: projects.name,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${isCompleted}))::int`,
      overdue: sql<number>`(count(*) filter (where ${isOpen} and ${tasks.deadline} < ${period.today}::date))::int`,
      estimatedHours: hoursText(sql`sum(${tasks.estimatedHours})`),
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(periodTasks(period))
    .groupBy(sql`grouping sets ((${tasks.priority}), (${tasks.status}), (${tasks.projectId}, ${projects.name}))`)
    .orderBy(sql`count(*) desc`, ...textOrder(projects.name, language), asc(tasks.projectId));
}

/* ---- The project report --------------------------------------------------------------------- */

/*
 * Not on the list engine (db/list-engine.ts, docs/decisions/034): a row here is an aggregate per
 * project, and its filter (at risk) and sorts (progress, overdue tasks) read those aggregates. The
 * engine joins tables by their id and filters, sorts and counts its own table's rows, so each
 * figure would become a correlated subquery over the project's tasks, written again in the WHERE
 * and ORDER BY of the page, its ids and the count, instead of computed once per project in the
 * `report` CTE below. Its rows are read with the engine's reader all the same.
 */

export type ProjectReportFilters = {
  q?: string;
  companyId?: number;
  status?: WorkStatus;
  from?: string;
  to?: string;
  atRisk?: boolean;
  /** Today in the company's time zone (YYYY-MM-DD). */
  today: string;
};
type ProjectReportSortField = (typeof PROJECT_REPORT_SORT_FIELDS)[number];
export type ProjectReportSort = ListSort<ProjectReportSortField>;

/* The outer project's id, qualified so that it never binds to a subquery's own id column. */
const projectId = qualified(projects, projects.id);
/** `"table"."column"` of a subquery or CTE, which Drizzle would leave unqualified. */
const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;

/* Which filters are set shapes the statements, and "at risk" is written in (a literal); the values, today included, are slots. */
type ReportShape = SetFilters<ProjectReportFilters, 'atRisk'>;

const reportShape = (filters: ProjectReportFilters): ReportShape => setFilters(filters, ['atRisk']);
const reportValues = (filters: ProjectReportFilters) => ({
  ...filters,
  q: filters.q ? likePattern(filters.q) : undefined,
});

function whereProjects(filters: ReportShape): SQL | undefined {
  return and(
    filters.q ? or(matches(projects.name, slot('q')), matches(companies.name, slot('q'))) : undefined,
    filters.companyId ? eq(projects.companyId, slot('companyId')) : undefined,
    filters.status ? eq(projects.status, slot('status')) : undefined,
    // The project's period [start, end] overlaps [from, to].
    filters.to ? lte(projects.startDate, slot('to')) : undefined,
    filters.from ? gte(projects.endDate, slot('from')) : undefined,
  );
}

/**
 * Every filtered project with its computed figures, as a CTE: the outer queries filter on
 * `at_risk` and sort on any figure in SQL. Task counts per status come from one lateral
 * aggregate over tasks_project_status_idx (project_id, status), read from the index alone.
 */
function reportCte(db: DbOrTx, filters: ReportShape) {
  const today = sql`${slot('today')}::date`;
  const byStatus = (status: WorkStatus) =>
    sql<number>`(count(*) filter (where ${tasks.status} = ${sql.raw(`'${status}'`)}))::int`;
  const counts = db
    .select({
      taskCount: sql<number>`count(*)::int`.as('task_count'),
      pending: byStatus('pending').as('pending'),
      inProgress: byStatus('inProgress').as('in_progress'),
      completed: byStatus('completed').as('completed'),
      onHold: byStatus('onHold').as('on_hold'),
      cancelled: byStatus('cancelled').as('cancelled'),
    })
    .from(tasks)
    .where(sql`${tasks.projectId} = ${projectId}`)
    .as('counts');
  // Overdue tasks of every project in one pass over the tasks: far fewer reads than each project's
  // tasks fetched one project at a time for their deadlines.
  const overdue = db
    .select({
      projectId: sql<number>`${tasks.projectId}`.as('project_id'),
      overdueTasks: sql<number>`count(*)::int`.as('overdue_tasks'),
    })
    .from(tasks)
    .where(sql`${tasks.status} in (${OPEN_STATUS_LIST}) and ${tasks.deadline} < ${today}`)
    .groupBy(tasks.projectId)
    .as('overdue');
  // Drizzle writes a subquery's fields unqualified inside SQL; these name the lateral's columns exactly.
  const taskCount = column('counts', 'task_count');
  const completed = column('counts', 'completed');
  const openTasks = sql`(${taskCount} - ${completed} - ${column('counts', 'cancelled')})`;
  const span = sql`(${projects.endDate} - ${projects.startDate})`;
  const left = sql`(${projects.endDate} - ${today})`;
  return db.$with('report').as(
    db
      .select({
        id: projects.id,
        name: projects.name,
        companyId: projects.companyId,
        companyName: sql<string>`${companies.name}`.as('company_name'),
        status: projects.status,
        priority: projects.priority,
        startDate: projects.startDate,
        endDate: projects.endDate,
        budget: projects.budget,
        currency: projects.currency,
        taskCount: counts.taskCount,
        pending: counts.pending,
        inProgress: counts.inProgress,
        completed: counts.completed,
        onHold: counts.onHold,
        cancelled: counts.cancelled,
        overdueTasks: sql<number>`coalesce(${column('overdue', 'overdue_tasks')}, 0)`.as('overdue_tasks'),
        daysLeft: sql<number>`${left}`.as('days_left'),
        progress: oneDecimal(sql`100.0 * ${completed} / nullif(${taskCount}, 0)`).as('progress'),
        workLeftShare: oneDecimal(sql`100.0 * ${openTasks} / nullif(${taskCount}, 0)`).as('work_left_share'),
        // Clamped to 0-100: nothing left once the end date is today or past; all of it before the start.
        timeLeftShare: sql<number>`(case
          when ${left} <= 0 then 0
          when ${span} <= 0 then 100
          else least(100, round(100.0 * ${left} / ${span}, 1))
        end)::float8`.as('time_left_share'),
        // Work left ÷ tasks > time left ÷ span, compared exactly (cross-multiplied, no rounding).
        atRisk: sql<boolean>`(
          ${projects.status} not in ('completed', 'cancelled') and ${openTasks} > 0
          and (${left} <= 0 or ${openTasks} * ${span} > ${taskCount} * ${left})
        )`.as('at_risk'),
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .crossJoinLateral(counts)
      .leftJoin(overdue, sql`${column('overdue', 'project_id')} = ${projects.id}`)
      .where(whereProjects(filters)),
  );
}

type ReportCte = ReturnType<typeof reportCte>;

const atRiskCondition = (report: ReportCte, filters: ReportShape) =>
  filters.atRisk === undefined ? undefined : sql`${report.atRisk} = ${sql.raw(filters.atRisk ? 'true' : 'false')}`;

/* Income (received) and expense (paid) booked on the project, per currency (transactions_project_idx); none: []. */
const reportMoney = sql<{ currency: Currency; received: string; paid: string }[]>`coalesce((
  select json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid) order by m.currency)
  from (
    select ${transactions.currency} as currency,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text as paid
    from ${transactions} where ${transactions.projectId} = ${column('report', 'id')}
    group by ${transactions.currency}
  ) m
), '[]'::json)`;

function orderReport(report: ReportCte, sort: ProjectReportSort): SQL[] {
  const keys = {
    name: report.name,
    company: report.companyName,
    status: report.status,
    progress: report.progress,
    overdueTasks: report.overdueTasks,
    endDate: report.endDate,
    daysLeft: report.daysLeft,
    budget: report.budget,
  } as const;
  // Names in the reader's alphabet (lib/text-order).
  const sortKeys =
    sort.sort === 'name' || sort.sort === 'company' ? textKeys(keys[sort.sort], sort.language) : [keys[sort.sort]];
  // Projects without tasks have no progress: last in either direction. The id breaks every tie.
  return [...sortKeys.map((key) => orderKey(key, sort.order, 'last')), orderKey(report.id, sort.order)];
}

/** A row of the report as its answer reads it (`ProjectReportRow`), nested as it nests, read with one reader compiled from it. */
const reportRow = (report: ReportCte) => ({
  id: report.id,
  name: report.name,
  company: { id: report.companyId, name: report.companyName },
  status: report.status,
  priority: report.priority,
  startDate: report.startDate,
  endDate: report.endDate,
  budget: report.budget,
  currency: report.currency,
  money: reportMoney,
  taskCount: report.taskCount,
  completedTasks: report.completed,
  progress: report.progress,
  byStatus: {
    pending: report.pending,
    inProgress: report.inProgress,
    completed: report.completed,
    onHold: report.onHold,
    cancelled: report.cancelled,
  },
  overdueTasks: report.overdueTasks,
  daysLeft: report.daysLeft,
  timeLeftShare: report.timeLeftShare,
  workLeftShare: report.workLeftShare,
  atRisk: report.atRisk,
});
let readRow: ((row: unknown[]) => ProjectReportRow) | undefined;

const reportPageQuery = preparedRows(
  'project_report_page',
  (db, { filters, sort }: { filters: ReportShape; sort: ProjectReportSort }) => {
    const report = reportCte(db, filters);
    const select = reportRow(report);
    readRow ??= readerOf<ProjectReportRow>(select);
    return onlyPlaceholders(
      'project_report',
      db
        .with(report)
        .select(select as unknown as Record<string, PgColumn>)
        .from(report)
        .where(atRiskCondition(report, filters))
        .orderBy(...orderReport(report, sort))
        .limit(slot('limit'))
        .offset(slot('offset')),
    );
  },
  (row) => readRow!(row),
);
const reportCountQuery = preparedQuery('project_report_count', (db, filters: ReportShape) => {
  const report = reportCte(db, filters);
  return db.with(report).select({ total: count() }).from(report).where(atRiskCondition(report, filters));
});
const reportCountsQuery = preparedQuery('project_report_counts', (db, filters: ReportShape) => {
  const report = reportCte(db, filters);
  const projectsIn = (status: WorkStatus) =>
    sql<number>`(count(*) filter (where ${report.status} = ${sql.raw(`'${status}'`)}))::int`;
  return db
    .with(report)
    .select({
      total: sql<number>`count(*)::int`,
      atRisk: sql<number>`(count(*) filter (where ${report.atRisk}))::int`,
      overdueTasks: sql<number>`coalesce(sum(${report.overdueTasks}), 0)::int`,
      pending: projectsIn('pending'),
      inProgress: projectsIn('inProgress'),
      completed: projectsIn('completed'),
      onHold: projectsIn('onHold'),
      cancelled: projectsIn('cancelled'),
    })
    .from(report)
    .where(atRiskCondition(report, filters));
});
const reportBudgetsQuery = preparedQuery('project_report_budgets', (db, filters: ReportShape) => {
  const report = reportCte(db, filters);
  return db
    .with(report)
    .select({ currency: report.currency, budget: sql<string>`sum(${report.budget})::numeric(18,2)::text` })
    .from(report)
    .where(atRiskCondition(report, filters))
    .groupBy(report.currency);
});
const reportMoneyQuery = preparedQuery('project_report_money', (db, filters: ReportShape) => {
  const report = reportCte(db, filters);
  const ids = db.select({ id: report.id }).from(report).where(atRiskCondition(report, filters));
  return db
    .with(report)
    .select({
      currency: transactions.currency,
      received: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(18,2)::text`,
      paid: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(18,2)::text`,
    })
    .from(transactions)
    .where(inArray(transactions.projectId, ids))
    .groupBy(transactions.currency);
});

function sliceReport(db: DbOrTx, filters: ProjectReportFilters, sort: ProjectReportSort) {
  const shape = { filters: reportShape(filters), sort };
  const values = reportValues(filters);
  return (limit: number, offset: number) => reportPageQuery.execute(db, shape, { ...values, limit, offset });
}

export async function listProjectReport(
  db: DbOrTx,
  filters: ProjectReportFilters,
  sort: ProjectReportSort,
  page: { page: number; pageSize: number },
): Promise<{ rows: ProjectReportRow[]; total: number }> {
  const rows = await pageOf(sliceReport(db, filters, sort), page);
  const [totals] = await reportCountQuery.execute(db, reportShape(filters), reportValues(filters));
  return { rows, total: totals?.total ?? 0 };
}

/** Every matching project, in chunks, for exports. */
export function iterateProjectReport(db: DbOrTx, filters: ProjectReportFilters, sort: ProjectReportSort) {
  return inChunks(sliceReport(db, filters, sort));
}

/** The counts of the report's cards over the filtered projects: one row. */
export async function projectReportCounts(db: DbOrTx, filters: ProjectReportFilters) {
  const [row] = await reportCountsQuery.execute(db, reportShape(filters), reportValues(filters));
  return row!;
}

/** The filtered projects' budgets per currency, summed in SQL. */
export async function projectReportBudgets(
  db: DbOrTx,
  filters: ProjectReportFilters,
): Promise<{ currency: Currency; budget: string }[]> {
  return reportBudgetsQuery.execute(db, reportShape(filters), reportValues(filters));
}

/** Income (received) and expense (paid) booked on the filtered projects, per currency of the transaction. */
export async function projectReportMoney(
  db: DbOrTx,
  filters: ProjectReportFilters,
): Promise<{ currency: Currency; received: string; paid: string }[]> {
  return reportMoneyQuery.execute(db, reportShape(filters), reportValues(filters));
}
