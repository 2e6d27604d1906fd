import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_TICKET_STATUSES } from '@workspace/shared/tickets/tickets.constants';
import type { TICKET_CATEGORY_SORT_FIELDS } from '@workspace/shared/tickets/ticket-categories.constants';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { ticketCategories, type NewTicketCategoryRow, type TicketCategoryRow } from '../../db/schema/ticket-categories';
import { tickets } from '../../db/schema/tickets';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { nameInUse, qualified } from '../../lib/sql';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type TicketCategorySort = ListSort<(typeof TICKET_CATEGORY_SORT_FIELDS)[number]>;
export type TicketCategoryWithCount = TicketCategoryRow & { ticketCount: number };

const ticketCount = sql<number>`(select count(*)::int from ${tickets} where ${tickets.categoryId} = ${qualified(ticketCategories, ticketCategories.id)})`;

/* Whether there is a search shapes the statements; the pattern is the slot `q`. */
function whereCategories(hasSearch: boolean): SQL | undefined {
  return hasSearch ? matches(ticketCategories.name, slot('q')) : undefined;
}

const searchValues = (q: string | undefined) => ({ q: q ? likePattern(q) : undefined });

function orderCategories(sort: TicketCategorySort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const keys =
    sort.sort === 'ticketCount'
      ? [direction(ticketCount)]
      : sort.sort === 'createdAt'
        ? [direction(ticketCategories.createdAt)]
        : textOrder(ticketCategories.name, sort.language, sort.order);
  return [...keys, direction(ticketCategories.id)];
}

const pageQuery = preparedQuery('ticket_categories_page', (db, { hasSearch, sort }: { hasSearch: boolean; sort: TicketCategorySort }) =>
  db
    .select({ category: ticketCategories, ticketCount })
    .from(ticketCategories)
    .where(whereCategories(hasSearch))
    .orderBy(...orderCategories(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('ticket_categories_count', (db, hasSearch: boolean) =>
  db.select({ total: count() }).from(ticketCategories).where(whereCategories(hasSearch)),
);
const summaryQuery = preparedQuery('ticket_categories_summary', (db, hasSearch: boolean) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      inUse: sql<number>`(count(*) filter (where exists (select 1 from ${tickets} where ${tickets.categoryId} = ${qualified(ticketCategories, ticketCategories.id)})))::int`,
    })
    .from(ticketCategories)
    .where(whereCategories(hasSearch)),
);
const openTicketsQuery = preparedQuery('ticket_categories_open', (db, hasSearch: boolean) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(
      and(
        notInArray(tickets.status, [...CLOSED_TICKET_STATUSES]),
        inArray(tickets.categoryId, db.select({ id: ticketCategories.id }).from(ticketCategories).where(whereCategories(hasSearch))),
      ),
    ),
);

/** The matching categories in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceCategories(db: DbOrTx, q: string | undefined, sort: TicketCategorySort) {
  const shape = { hasSearch: Boolean(q), sort };
  const values = searchValues(q);
  return async (limit: number, offset: number) =>
    (await pageQuery.execute(db, shape, { ...values, limit, offset })).map((row) => ({ ...row.category, ticketCount: row.ticketCount }));
}

export function listCategories(db: DbOrTx, q: string | undefined, sort: TicketCategorySort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceCategories(db, q, sort), page, countQuery.execute(db, Boolean(q), searchValues(q)));
}

/** How many categories match and how many of them any ticket is filed under. */
export async function countCategories(db: DbOrTx, q: string | undefined) {
  const [row] = await summaryQuery.execute(db, Boolean(q), searchValues(q));
  return row!;
}

/** The open tickets (neither completed nor cancelled) filed under the matching categories. */
export async function countOpenTickets(db: DbOrTx, q: string | undefined): Promise<number> {
  const [row] = await openTicketsQuery.execute(db, Boolean(q), searchValues(q));
  return row?.count ?? 0;
}

/** Every matching category for an export (no count per chunk, unlike the list). */
export function iterateCategories(db: DbOrTx, q: string | undefined, sort: TicketCategorySort) {
  return inChunks(sliceCategories(db, q, sort));
}

export async function findCategory(db: DbOrTx, id: number): Promise<TicketCategoryWithCount | undefined> {
  const [row] = await db.select({ category: ticketCategories, ticketCount }).from(ticketCategories).where(eq(ticketCategories.id, id)).limit(1);
  return row ? { ...row.category, ticketCount: row.ticketCount } : undefined;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameInUse(db, ticketCategories, ticketCategories.name, name, exceptId);
}

export async function insertCategory(db: DbOrTx, values: NewTicketCategoryRow): Promise<TicketCategoryRow> {
  const [row] = await db.insert(ticketCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: Partial<NewTicketCategoryRow>): Promise<void> {
  await db.update(ticketCategories).set(values).where(eq(ticketCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(ticketCategories).where(eq(ticketCategories.id, id));
}

export async function lookupCategories(db: DbOrTx, language: Language) {
  return db
    .select({ id: ticketCategories.id, name: ticketCategories.name })
    .from(ticketCategories)
    .orderBy(...textOrder(ticketCategories.name, language), asc(ticketCategories.id));
}
