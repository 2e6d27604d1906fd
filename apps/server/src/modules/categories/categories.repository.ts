import { and, asc, between, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { expenseCategories, type NewExpenseCategoryRow } from '../../db/schema/expense-categories';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { tickets } from '../../db/schema/tickets';
import { transactions } from '../../db/schema/transactions';
import { defineServerList, searchFilter } from '../../db/list-engine';
import { slot } from '../../db/prepared-queries';
import { matches } from '../../lib/search';
import { textOrder } from '../../lib/text-order';
import { nameInUse, qualified } from '../../lib/sql';
import { openCondition } from '../tickets/tickets.query';

/** Both kinds of category have the same columns (db/schema/expense-categories.ts, ticket-categories.ts). */
type CategoryTable = typeof expenseCategories;
type NewCategoryRow = NewExpenseCategoryRow;

/** A category as answered: its columns (timestamps as ISO strings) and how many records are filed under it. */
export type Category<Count extends string> = {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
} & Record<Count, number>;

/** Where a kind of category is kept, and what is filed under it (counted per category). */
type CategoryStore<Count extends string> = {
  table: CategoryTable;
  filed: { table: PgTable; categoryId: PgColumn };
  /** The count's name in a row and the sort field that orders by it. */
  count: Count;
  /** The list's name: its statements' names start with it. */
  statements: string;
};

/** The statements of one kind of category: its list (db/list-engine.ts), searched by name, and its writes. */
function categoryRepository<const Count extends string>({
  table,
  filed,
  count: countKey,
  statements,
}: CategoryStore<Count>) {
  const filedCount = sql<number>`(select count(*)::int from ${filed.table} where ${filed.categoryId} = ${qualified(table, table.id)})`;
  // A few dozen rows: no order is an index's, so a page finds its ids first and counts only their records.
  const list = defineServerList<Category<Count>, { q?: string }, 'name' | Count | 'createdAt'>({
    name: statements,
    table,
    select: {
      id: table.id,
      name: table.name,
      description: table.description,
      [countKey]: filedCount,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    },
    filters: { q: searchFilter((pattern) => matches(table.name, pattern)) },
    sorts: {
      name: { keys: [table.name], text: true },
      createdAt: { keys: [table.createdAt] },
      ...({ [countKey]: { keys: [filedCount] } } as Record<Count, { keys: SQL[] }>),
    },
    indexOrders: [],
  });

  return {
    count: countKey,
    list,
    /** How many categories match and how many of them anything is filed under. */
    summary: list.aggregate('summary', {
      rows: (db, where) =>
        db
          .select({
            total: sql<number>`count(*)::int`,
            used: sql<number>`(count(*) filter (where exists (select 1 from ${filed.table} where ${filed.categoryId} = ${qualified(table, table.id)})))::int`,
          })
          .from(table)
          .where(where),
    }),
    /** A statement over what is filed under the matching categories (`where`: on the records filed). */
    filedUnder: (db: DbOrTx, matching: SQL | undefined, where: SQL) =>
      and(where, inArray(filed.categoryId, db.select({ id: table.id }).from(table).where(matching))),

    nameTaken: (db: DbOrTx, name: string, exceptId?: number) => nameInUse(db, table, table.name, name, exceptId),

    async insertCategory(db: DbOrTx, values: NewCategoryRow): Promise<number> {
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      return row!.id;
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

/** Expense per currency dated within the slots [first, last] under the matching categories, summed in SQL; currencies without any are absent. */
export const expenseByCurrency = expenseCategoryStore.list.aggregate('expense', {
  rows: (db, where) =>
    db
      .select({
        currency: transactions.currency,
        total: sql<string>`coalesce(sum(${transactions.amount}), 0)::numeric(16,2)::text`,
      })
      .from(transactions)
      .where(
        expenseCategoryStore.filedUnder(
          db,
          where,
          and(
            sql`${transactions.type} = 'expense'`,
            between(transactions.transactionDate, slot('first'), slot('last')),
          )!,
        ),
      )
      .groupBy(transactions.currency),
});

/** The open tickets (neither completed nor cancelled) filed under the matching categories. */
export const countOpenTickets = ticketCategoryStore.list.aggregate('open', {
  rows: (db, where) =>
    db
      .select({ count: count() })
      .from(tickets)
      .where(ticketCategoryStore.filedUnder(db, where, openCondition())),
});
