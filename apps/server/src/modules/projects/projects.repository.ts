import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { ProjectFilters } from '@workspace/shared/projects/projects.schemas';
import type { ProjectSortField } from '@workspace/shared/projects/projects.constants';
import type { WorkStatus } from '@workspace/shared/common/work';
import type { Currency, Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { projects, type NewProjectRow, type ProjectRow } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { transactions } from '../../db/schema/transactions';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { anyRow, qualified, setFilters, type SetFilters } from '../../lib/sql';
import { inChunks, pageOf } from '../../lib/chunks';

export type ProjectSort = ListSort<ProjectSortField>;

/* The outer project's id, qualified so that it never binds to the subquery's own id column. */
const projectId = qualified(projects, projects.id);

/* Counted through tasks_project_status_idx, so a page of projects never reads task rows. */
const taskCount = sql<number>`(select count(*)::int from ${tasks} where ${tasks.projectId} = ${projectId})`;
const openTaskCount = sql<number>`(select count(*)::int from ${tasks} where ${tasks.projectId} = ${projectId} and ${tasks.status} not in ('completed', 'cancelled'))`;

/* Linked income and expense per currency, summed in SQL (transactions_project_idx). */
const money = sql<{ currency: Currency; received: string; paid: string }[]>`(
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid) order by m.currency), '[]'::json)
  from (
    select ${transactions.currency} as currency,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text as paid
    from ${transactions} where ${transactions.projectId} = ${projectId}
    group by ${transactions.currency}
  ) m
)`;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  budget: projects.budget,
  currency: projects.currency,
  companyId: projects.companyId,
  companyName: companies.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  priority: projects.priority,
  taskCount,
  openTaskCount,
  money,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export type ProjectView = Omit<ProjectRow, 'createdBy'> & {
  companyName: string;
  taskCount: number;
  openTaskCount: number;
  /** Null when the caller may not see accounting (see `withMoney`). */
  money: { currency: Currency; received: string; paid: string }[] | null;
};

/** Whether the rows carry the linked income and expense: only for those who see accounting. */
export type MoneyOption = { withMoney: boolean };

const sortColumns = {
  name: projects.name,
  budget: projects.budget,
  currency: projects.currency,
  companyName: companies.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  priority: projects.priority,
  createdAt: projects.createdAt,
} as const;

type ProjectShape = SetFilters<ProjectFilters>;

const valuesOf = (filters: ProjectFilters) => ({ ...filters, q: filters.q ? likePattern(filters.q) : undefined });

/* Which filters are set shapes the statement; each set one is a slot of its name. */
function whereProjects(filters: ProjectShape): SQL | undefined {
  return and(
    filters.q ? matches(projects.name, slot('q')) : undefined,
    filters.status ? eq(projects.status, slot('status')) : undefined,
    filters.priority ? eq(projects.priority, slot('priority')) : undefined,
    filters.currency ? eq(projects.currency, slot('currency')) : undefined,
    filters.companyId ? eq(projects.companyId, slot('companyId')) : undefined,
  );
}

function orderProjects(sort: ProjectSort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const column = sortColumns[sort.sort];
  const keys = sort.sort === 'name' || sort.sort === 'companyName' ? textOrder(column, sort.language, sort.order) : [direction(column)];
  return [...keys, direction(projects.id)];
}

/* Without money the per-currency sums are not even computed. */
const projectColumnsWithoutMoney = { ...projectColumns, money: sql<null>`null` };

function selectProjects(db: DbOrTx, { withMoney }: MoneyOption) {
  return db
    .select(withMoney ? projectColumns : projectColumnsWithoutMoney)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId));
}

const pageQuery = preparedQuery('projects_page', (db, { filters, sort, withMoney }: { filters: ProjectShape; sort: ProjectSort; withMoney: boolean }) =>
  selectProjects(db, { withMoney })
    .where(whereProjects(filters))
    .orderBy(...orderProjects(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('projects_count', (db, filters: ProjectShape) => db.select({ total: count() }).from(projects).where(whereProjects(filters)));
const byStatusQuery = preparedQuery('projects_by_status', (db, filters: ProjectShape) =>
  db.select({ status: projects.status, count: count() }).from(projects).where(whereProjects(filters)).groupBy(projects.status),
);

/** The matching projects in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceProjects(db: DbOrTx, filters: ProjectFilters, sort: ProjectSort, { withMoney }: MoneyOption) {
  const shape = { filters: setFilters(filters), sort, withMoney };
  const values = valuesOf(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export async function listProjects(
  db: DbOrTx,
  filters: ProjectFilters,
  sort: ProjectSort,
  page: { page: number; pageSize: number },
  options: MoneyOption,
): Promise<{ rows: ProjectView[]; total: number }> {
  const rows = await pageOf(sliceProjects(db, filters, sort, options), page);
  const [totals] = await countQuery.execute(db, setFilters(filters), valuesOf(filters));
  return { rows, total: totals?.total ?? 0 };
}

/** Every matching project, in chunks, for exports (which carry no money). */
export function iterateProjects(db: DbOrTx, filters: ProjectFilters, sort: ProjectSort) {
  return inChunks(sliceProjects(db, filters, sort, { withMoney: false }));
}

/** Number of projects per status under the filters. */
export async function countProjectsByStatus(db: DbOrTx, filters: ProjectFilters): Promise<{ status: WorkStatus; count: number }[]> {
  return byStatusQuery.execute(db, setFilters(filters), valuesOf(filters));
}

/** The project as answers show it, or undefined when missing or outside `scope`. */
export async function findProjectView(db: DbOrTx, id: number, options: MoneyOption & { scope: RecordScope }): Promise<ProjectView | undefined> {
  const [row] = await selectProjects(db, options)
    .where(and(eq(projects.id, id), projectScopeCondition(options.scope)))
    .limit(1);
  return row;
}

export async function findProjectRow(db: DbOrTx, id: number, lock = false): Promise<ProjectRow | undefined> {
  const query = db.select().from(projects).where(eq(projects.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether `userId` is assigned a task of this project: an employee may then see the project. */
function hasTaskOf(userId: number) {
  return exists(sql`(select 1 from ${tasks} where ${tasks.projectId} = ${projectId} and ${tasks.assigneeId} = ${userId})`);
}

/** A record scope as SQL: every project, those holding a task assigned to someone, or those someone created. */
export function projectScopeCondition(scope: RecordScope): SQL | undefined {
  if (scope.kind === 'assignedTo') return hasTaskOf(scope.userId);
  if (scope.kind === 'ownedBy') return eq(projects.createdBy, scope.userId);
  return undefined;
}

/** Selector entries within `scope`. */
export async function lookupProjects(db: DbOrTx, scope: RecordScope, language: Language) {
  return db
    .select({ id: projects.id, name: projects.name, currency: projects.currency })
    .from(projects)
    .where(projectScopeCondition(scope))
    .orderBy(...textOrder(projects.name, language), asc(projects.id));
}

export async function projectHasTransactions(db: DbOrTx, id: number): Promise<boolean> {
  return anyRow(db, transactions, eq(transactions.projectId, id));
}

export async function projectHasTasks(db: DbOrTx, id: number): Promise<boolean> {
  return anyRow(db, tasks, eq(tasks.projectId, id));
}

export async function insertProject(db: DbOrTx, values: NewProjectRow): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(db: DbOrTx, id: number, values: Partial<NewProjectRow>): Promise<ProjectRow> {
  const [row] = await db.update(projects).set(values).where(eq(projects.id, id)).returning();
  return row!;
}

export async function deleteProject(db: DbOrTx, id: number): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}
