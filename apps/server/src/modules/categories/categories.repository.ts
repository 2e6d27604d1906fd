import { and, asc, between, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CLOSED_TICKET_STATUSES } from '@workspace/shared/tickets/tickets.constants';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { expenseCategories, type ExpenseCategoryRow, type NewExpenseCategoryRow } from '../../db/schema/expense-categories';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { tickets } from '../../db/schema/tickets';
import { transactions } from '../../db/schema/transactions';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { nameInUse, qualified } from '../../lib/sql';
import { inChunks, pageWithTotal } from '../../lib/chunks';

/** Both kinds of category have the same columns (db/schema/expense-categories.ts, ticket-categories.ts). */
type CategoryTable = typeof expenseCategories;
export type CategoryRow = ExpenseCategoryRow;
type NewCategoryRow = NewExpenseCategoryRow;

/** Where a kind of category is kept, and what is filed under it (counted per category). */
type CategoryStore<Count extends string> = {
  table: CategoryTable;
  filed: { table: PgTable; categoryId: PgColumn };
  /** The count's name in a row and the sort field that orders by it. */
  count: Count;
  /** The prefix of its prepared statements' names. */
  statements: string;
};

const searchValues = (q: string | undefined) => ({ q: q ? likePattern(q) : undefined });

/** The statements of one kind of category. */
function categoryRepository<const Count extends string>({ table, filed, count: countKey, statements }: CategoryStore<Count>) {
  type Sort = ListSort<'name' | Count | 'createdAt'>;
  type WithCount = CategoryRow & Record<Count, number>;
  const filedCount = sql<number>`(select count(*)::int from ${filed.table} where ${filed.categoryId} = ${qualified(table, table.id)})`;
  const withCount = (row: { category: CategoryRow; filedCount: number }) => ({ ...row.category, [countKey]: row.filedCount }) as WithCount;

  /* Whether there is a search shapes the statements; the pattern is the slot `q`. */
  const where = (hasSearch: boolean): SQL | undefined => (hasSearch ? matches(table.name, slot('q')) : undefined);

  function order(sort: Sort) {
    const direction = sort.order === 'desc' ? desc : asc;
    const keys =
      sort.sort === countKey
        ? [direction(filedCount)]
        : sort.sort === 'createdAt'
          ? [direction(table.createdAt)]
          : textOrder(table.name, sort.language, sort.order);
    return [...keys, direction(table.id)];
  }

  const pageQuery = preparedQuery(`${statements}_page`, (db, { hasSearch, sort }: { hasSearch: boolean; sort: Sort }) =>
    db
      .select({ category: table, filedCount })
      .from(table)
      .where(where(hasSearch))
      .orderBy(...order(sort))
      .limit(slot('limit'))
      .offset(slot('offset')),
  );
  const countQuery = preparedQuery(`${statements}_count`, (db, hasSearch: boolean) => db.select({ total: count() }).from(table).where(where(hasSearch)));
  const summaryQuery = preparedQuery(`${statements}_summary`, (db, hasSearch: boolean) =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        used: sql<number>`(count(*) filter (where exists (select 1 from ${filed.table} where ${filed.categoryId} = ${qualified(table, table.id)})))::int`,
      })
      .from(table)
      .where(where(hasSearch)),
  );

  /** The matching categories in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
  function slice(db: DbOrTx, q: string | undefined, sort: Sort) {
    const shape = { hasSearch: Boolean(q), sort };
    const values = searchValues(q);
    return async (limit: number, offset: number) => (await pageQuery.execute(db, shape, { ...values, limit, offset })).map(withCount);
  }

  return {
    count: countKey,
    /** The ids of the matching categories, as a subquery of a summary's statement. */
    matching: (db: DbOrTx, hasSearch: boolean) => db.select({ id: table.id }).from(table).where(where(hasSearch)),

    listCategories(db: DbOrTx, q: string | undefined, sort: Sort, page: { page: number; pageSize: number }) {
      return pageWithTotal(slice(db, q, sort), page, countQuery.execute(db, Boolean(q), searchValues(q)));
    },

    /** How many categories match and how many of them anything is filed under. */
    async countCategories(db: DbOrTx, q: string | undefined) {
      const [row] = await summaryQuery.execute(db, Boolean(q), searchValues(q));
      return row!;
    },

    /** Every matching category for an export (no count per chunk, unlike the list). */
    iterateCategories: (db: DbOrTx, q: string | undefined, sort: Sort) => inChunks(slice(db, q, sort)),

    async findCategory(db: DbOrTx, id: number): Promise<WithCount | undefined> {
      const [row] = await db.select({ category: table, filedCount }).from(table).where(eq(table.id, id)).limit(1);
      return row ? withCount(row) : undefined;
    },

    nameTaken: (db: DbOrTx, name: string, exceptId?: number) => nameInUse(db, table, table.name, name, exceptId),

    async insertCategory(db: DbOrTx, values: NewCategoryRow): Promise<CategoryRow> {
      const [row] = await db.insert(table).values(values).returning();
      return row!;
    },

    async updateCategory(db: DbOrTx, id: number, values: Partial<NewCategoryRow>): Promise<void> {
      await db.update(table).set(values).where(eq(table.id, id));
    },

    async deleteCategory(db: DbOrTx, id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },

    lookupCategories: (db: DbOrTx, language: Language) =>
      db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(...textOrder(table.name, language), asc(table.id)),
  };
}

export type CategoryRepository<Count extends string> = ReturnType<typeof categoryRepository<Count>>;

export const expenseCategoryStore = categoryRepository({
  table: expenseCategories,
  filed: { table: transactions, categoryId: transactions.categoryId },
  count: 'transactionCount',
  statements: 'categories',
});

export const ticketCategoryStore = categoryRepository({
  // The same columns under another name: see CategoryTable.
  table: ticketCategories as unknown as CategoryTable,
  filed: { table: tickets, categoryId: tickets.categoryId },
  count: 'ticketCount',
  statements: 'ticket_categories',
});

const expenseQuery = preparedQuery('categories_expense', (db, hasSearch: boolean) =>
  db
    .select({ currency: transactions.currency, total: sql<string>`coalesce(sum(${transactions.amount}), 0)::numeric(16,2)::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'expense'),
        between(transactions.transactionDate, slot('first'), slot('last')),
        inArray(transactions.categoryId, expenseCategoryStore.matching(db, hasSearch)),
      ),
    )
    .groupBy(transactions.currency),
);

/** Expense per currency dated within [first, last] under the matching categories, summed in SQL; currencies without any are absent. */
export async function expenseByCurrency(db: DbOrTx, q: string | undefined, first: string, last: string) {
  return expenseQuery.execute(db, Boolean(q), { ...searchValues(q), first, last });
}

const openTicketsQuery = preparedQuery('ticket_categories_open', (db, hasSearch: boolean) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(notInArray(tickets.status, [...CLOSED_TICKET_STATUSES]), inArray(tickets.categoryId, ticketCategoryStore.matching(db, hasSearch)))),
);

/** The open tickets (neither completed nor cancelled) filed under the matching categories. */
export async function countOpenTickets(db: DbOrTx, q: string | undefined): Promise<number> {
  const [row] = await openTicketsQuery.execute(db, Boolean(q), searchValues(q));
  return row?.count ?? 0;
}
