import { and, asc, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { Project, ProjectFilters } from '@workspace/shared/projects/projects.schemas';
import type { ProjectSortField } from '@workspace/shared/projects/projects.constants';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { projects, type NewProjectRow, type ProjectRow } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { transactions } from '../../db/schema/transactions';
import { bound, defineServerList, innerJoin, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import { textOrder } from '../../lib/text-order';
import { anyRow, qualified } from '../../lib/sql';

/* The outer project's id, qualified so that it never binds to the subquery's own id column. */
const projectId = qualified(projects, projects.id);

/* Counted through tasks_project_status_idx, so a page of projects never reads task rows. */
const taskCount = sql<number>`(select count(*)::int from ${tasks} where ${tasks.projectId} = ${projectId})`;
const openTaskCount = sql<number>`(select count(*)::int from ${tasks} where ${tasks.projectId} = ${projectId} and ${tasks.status} not in ('completed', 'cancelled'))`;

/* Linked income or expense in the project's own currency, summed in SQL (transactions_project_idx); '0.00' when none. */
const linked = (type: 'income' | 'expense') =>
  sql<string>`(select coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = ${sql.raw(`'${type}'`)}), 0)::numeric(16,2)::text from ${transactions} where ${transactions.projectId} = ${projectId} and ${transactions.currency} = ${qualified(projects, projects.currency)})`;

/* Linked amounts in other currencies, per currency: listed apart, never converted. */
const otherCurrencies = sql<Project['otherCurrencies']>`(
  select coalesce(json_agg(json_build_object('currency', m.currency, 'received', m.received, 'paid', m.paid) order by m.currency), '[]'::json)
  from (
    select ${transactions.currency} as currency,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text as received,
      coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text as paid
    from ${transactions} where ${transactions.projectId} = ${projectId} and ${transactions.currency} <> ${qualified(projects, projects.currency)}
    group by ${transactions.currency}
  ) m
)`;

/*
 * The projects (db/list-engine.ts), declared twice from the same parts: with the linked income and
 * expense for those who see accounting, and without (the money fields null, the sums not even
 * computed) for everyone else and for exports.
 */
function projectList(name: string, money: { received: SQL; paid: SQL; otherCurrencies: SQL }) {
  return defineServerList<Project, ProjectFilters, ProjectSortField>({
    name,
    table: projects,
    select: {
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
      ...money,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
    },
    joins: { company: innerJoin(companies, projects.companyId) },
    filters: {
      q: searchFilter((q) => matches(projects.name, q)),
      status: bound((value) => eq(projects.status, value)),
      priority: bound((value) => eq(projects.priority, value)),
      currency: bound((value) => eq(projects.currency, value)),
      companyId: bound((value) => eq(projects.companyId, value)),
    },
    sorts: {
      name: { keys: [projects.name], text: true },
      budget: { keys: [projects.budget] },
      currency: { keys: [projects.currency] },
      companyName: { keys: [companies.name], text: true, join: 'company' },
      startDate: { keys: [projects.startDate] },
      endDate: { keys: [projects.endDate] },
      status: { keys: [projects.status] },
      priority: { keys: [projects.priority] },
      createdAt: { keys: [projects.createdAt] },
    },
    indexOrders: 'every',
  });
}

export const projectListQuery = projectList('projects', {
  received: linked('income'),
  paid: linked('expense'),
  otherCurrencies,
});
export const projectListWithoutMoney = projectList('projects_without_money', {
  received: sql<null>`null`,
  paid: sql<null>`null`,
  otherCurrencies: sql<null>`null`,
});

/** Number of projects per status under the filters. */
export const countProjectsByStatus = projectListQuery.aggregate('by_status', {
  rows: (db, where) =>
    db.select({ status: projects.status, count: count() }).from(projects).where(where).groupBy(projects.status),
});

/** The project as answers show it (`withMoney`: those who see accounting), or undefined when missing or outside `scope`. */
export async function findProject(
  db: DbOrTx,
  id: number,
  { withMoney, scope }: { withMoney: boolean; scope: RecordScope },
): Promise<Project | undefined> {
  if (scope.kind !== 'all' && !(await anyRow(db, projects, and(eq(projects.id, id), projectScopeCondition(scope)))))
    return undefined;
  return (withMoney ? projectListQuery : projectListWithoutMoney).find(db, id);
}

export async function findProjectRow(db: DbOrTx, id: number, lock = false): Promise<ProjectRow | undefined> {
  const query = db.select().from(projects).where(eq(projects.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether `userId` is assigned a task of this project: an employee may then see the project. */
function hasTaskOf(userId: number) {
  return exists(
    sql`(select 1 from ${tasks} where ${tasks.projectId} = ${projectId} and ${tasks.assigneeId} = ${userId})`,
  );
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
