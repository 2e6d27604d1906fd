import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { companyMembers } from '../../db/schema/company-members';
import { ticketStatusCounts } from '../../db/schema/insight-counts';
import { projects } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { tickets, type NewTicketRow, type TicketRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { inChunks, pageOf } from '../../lib/chunks';
import { anyRow, pageIdsOf } from '../../lib/sql';
import { textOrder } from '../../lib/text-order';
import {
  assignee,
  creator,
  isCountedByStatus,
  orderTickets,
  overdueCondition,
  sortKeys,
  sortNeeds,
  ticketShape,
  ticketValues,
  whereStatusCounts,
  whereTickets,
  type TicketQueryFilters,
  type TicketShape,
  type TicketSort,
} from './tickets.query';
import { preparedQuery, slot } from '../../db/prepared-queries';

function ticketColumns(today: string | SQLWrapper) {
  return {
    id: tickets.id,
    subject: tickets.subject,
    description: tickets.description,
    status: tickets.status,
    priority: tickets.priority,
    department: tickets.department,
    type: tickets.type,
    category: { id: ticketCategories.id, name: ticketCategories.name },
    project: { id: projects.id, name: projects.name },
    assignee: { id: assignee.id, name: assignee.name, surname: assignee.surname },
    createdBy: { id: creator.id, name: creator.name, surname: creator.surname },
    deadline: tickets.deadline,
    isOverdue: sql<boolean>`coalesce(${overdueCondition(today)}, false)`,
    completedAt: tickets.completedAt,
    createdAt: tickets.createdAt,
    updatedAt: tickets.updatedAt,
  };
}

/* One statement: the ticket with its category, project and both people (no query per row). */
function selectTickets(db: DbOrTx, today: string | SQLWrapper) {
  return db
    .select(ticketColumns(today))
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(projects, eq(projects.id, tickets.projectId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(creator, eq(creator.id, tickets.createdBy));
}

export type TicketView = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

type Page = { page: number; pageSize: number };

/*
 * A page is found on `tickets` alone (joined only to what its sort reads), by id, and only its rows
 * are joined to category, project and people, as the task list does: an order no index gives then
 * sorts ids and keys, not whole joined rows.
 */
const pageQuery = preparedQuery('tickets_page', (db, { filters, sort }: { filters: TicketShape; sort: TicketSort }) => {
  // Orders an index gives (the default, newest first) walk it to their first rows, joining as they go.
  if (sort.sort === 'createdAt' || sort.sort === 'id') {
    return selectTickets(db, slot('today'))
      .where(whereTickets(filters))
      .orderBy(...orderTickets(sort))
      .limit(slot('limit'))
      .offset(slot('offset'));
  }
  const needs = sortNeeds(sort);
  let ids = db.select({ id: tickets.id }).from(tickets).$dynamic();
  if (needs === 'category') ids = ids.leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId));
  if (needs === 'assignee') ids = ids.leftJoin(assignee, eq(assignee.id, tickets.assigneeId));
  if (needs === 'createdBy') ids = ids.leftJoin(creator, eq(creator.id, tickets.createdBy));
  const pageIds = pageIdsOf(db, ids, whereTickets(filters), orderTickets(sort));
  return db
    .with(pageIds)
    .select(ticketColumns(slot('today')))
    .from(pageIds)
    .innerJoin(tickets, eq(tickets.id, pageIds.id))
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(projects, eq(projects.id, tickets.projectId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(creator, eq(creator.id, tickets.createdBy))
    .orderBy(...orderTickets(sort));
});
const countQuery = preparedQuery('tickets_count', (db, filters: TicketShape) => db.select({ total: count() }).from(tickets).where(whereTickets(filters)));
const summaryQuery = preparedQuery('tickets_summary', (db, filters: TicketShape) =>
  db
    .select({
      status: tickets.status,
      count: count(),
      urgent: sql<number>`(count(*) filter (where ${tickets.priority} = 'urgent'))::int`,
      unassigned: sql<number>`(count(*) filter (where ${tickets.assigneeId} is null))::int`,
    })
    .from(tickets)
    .where(whereTickets(filters))
    .groupBy(tickets.status),
);

/*
 * With a search term the trigram index (the one of the status, when filtered by status) yields the
 * matches directly. They are collected once, counted, sorted on their own keys, and only the page
 * is joined to categories, projects and people (docs/decisions/005, as for tasks).
 */
const searchQuery = preparedQuery('tickets_search', (db, { filters, sort }: { filters: TicketShape; sort: TicketSort }) => {
  const keys = sortKeys(sort);
  const needs = sortNeeds(sort);
  let matchQuery = db
    .select({ id: tickets.id, ...Object.fromEntries(keys.map((key, index) => [`k${index}`, key])) })
    .from(tickets)
    .$dynamic();
  if (needs === 'category') matchQuery = matchQuery.leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId));
  if (needs === 'assignee') matchQuery = matchQuery.leftJoin(assignee, eq(assignee.id, tickets.assigneeId));
  if (needs === 'createdBy') matchQuery = matchQuery.leftJoin(creator, eq(creator.id, tickets.createdBy));
  const matches = db.$with('matches').as(matchQuery.where(whereTickets(filters)));
  const direction = sort.order === 'desc' ? desc : asc;
  // The sort keys are named at run time (k0, k1), so their type is not in the subquery's shape.
  const matchKeys = keys.map((_, index) => (matches as unknown as Record<string, SQL.Aliased>)[`k${index}`]!);
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...matchKeys.map((key) => sql`${direction(key)} nulls last`), direction(matches.id))
    .limit(slot('limit'))
    .offset(slot('offset'));
  return db
    .with(matches)
    .select({ ...ticketColumns(slot('today')), total: sql<number>`(select count(*) from ${matches})::int` })
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(projects, eq(projects.id, tickets.projectId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(creator, eq(creator.id, tickets.createdBy))
    .where(inArray(tickets.id, pageIds))
    .orderBy(...orderTickets(sort));
});

/** The matching tickets in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceTickets(db: DbOrTx, filters: TicketQueryFilters, sort: TicketSort) {
  const shape = { filters: ticketShape(filters), sort };
  const values = ticketValues(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

/* The same count from the counts per status and priority (`isCountedByStatus`). */
const countByStatusQuery = preparedQuery('tickets_count_by_status', (db, filters: TicketShape) =>
  db
    .select({ total: sql<number>`coalesce(sum(${ticketStatusCounts.count}), 0)::int` })
    .from(ticketStatusCounts)
    .where(whereStatusCounts(filters)),
);

async function countTickets(db: DbOrTx, filters: TicketQueryFilters): Promise<number> {
  const counted = isCountedByStatus(filters) ? countByStatusQuery : countQuery;
  const [totals] = await counted.execute(db, ticketShape(filters), ticketValues(filters));
  return totals?.total ?? 0;
}

/**
 * A page of tickets and the number of all matching ones: one statement for the rows and, when
 * needed, one count on `tickets` alone. A search goes through `searchTickets`, which answers both
 * from one scan of the trigram index.
 */
export async function listTickets(db: DbOrTx, filters: TicketQueryFilters, sort: TicketSort, page: Page): Promise<{ rows: TicketView[]; total: number }> {
  if (filters.q) return searchTickets(db, filters, sort, page);
  const rows = await pageOf(sliceTickets(db, filters, sort), page);
  if (page.page === 1 && rows.length < page.pageSize) return { rows, total: rows.length };
  return { rows, total: await countTickets(db, filters) };
}

async function searchTickets(db: DbOrTx, filters: TicketQueryFilters, sort: TicketSort, page: Page): Promise<{ rows: TicketView[]; total: number }> {
  const rows = await searchQuery.execute(
    db,
    { filters: ticketShape(filters), sort },
    { ...ticketValues(filters), limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
  );
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  // Past the last page: the rows carried no total, so count on its own.
  return { rows: [], total: await countTickets(db, filters) };
}

/** Every matching ticket, in chunks, for exports. */
export function iterateTickets(db: DbOrTx, filters: TicketQueryFilters, sort: TicketSort) {
  return inChunks(sliceTickets(db, filters, sort));
}

/** Per status: how many match, how many of those are urgent, how many nobody is assigned to. */
export async function summarizeTickets(db: DbOrTx, filters: TicketQueryFilters) {
  return summaryQuery.execute(db, ticketShape(filters), ticketValues(filters));
}

export async function findTicketView(db: DbOrTx, id: number, today: string): Promise<TicketView | undefined> {
  const [row] = await selectTickets(db, today).where(eq(tickets.id, id)).limit(1);
  return row;
}

/** The stored row, locked for the rest of the transaction when `lock` is set. */
export async function findTicketRow(db: DbOrTx, id: number, options: { lock?: boolean } = {}): Promise<TicketRow | undefined> {
  const query = db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The tasks made from a ticket, oldest first. */
export function listTicketTasks(db: DbOrTx, ticketId: number) {
  return db.select({ id: tasks.id, title: tasks.title, status: tasks.status }).from(tasks).where(eq(tasks.ticketId, ticketId)).orderBy(asc(tasks.id));
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

/** "Name Surname" of any user (a former assignee may since be inactive). */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

export async function findCategoryName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: ticketCategories.name }).from(ticketCategories).where(eq(ticketCategories.id, id)).limit(1);
  return row?.name;
}

/** Projects a ticket may name, by name: all of them, or those of the companies a customer belongs to. */
export function listProjectOptions(db: DbOrTx, memberId: number | undefined, language: Language) {
  const query = db.select({ id: projects.id, name: projects.name }).from(projects).$dynamic();
  const scoped =
    memberId === undefined
      ? query
      : query.where(inArray(projects.companyId, db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, memberId))));
  return scoped.orderBy(...textOrder(projects.name, language), asc(projects.id));
}

/** Whether the project exists and, for a customer (`memberId`), belongs to one of their companies. */
export async function projectAllowed(db: DbOrTx, projectId: number, memberId: number | undefined): Promise<boolean> {
  if (memberId === undefined) return anyRow(db, projects, eq(projects.id, projectId));
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(companyMembers, and(eq(companyMembers.companyId, projects.companyId), eq(companyMembers.userId, memberId)))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row !== undefined;
}

export async function insertTicket(db: DbOrTx, values: NewTicketRow): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: DbOrTx, id: number, values: Partial<NewTicketRow>): Promise<TicketRow> {
  const [row] = await db.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}
