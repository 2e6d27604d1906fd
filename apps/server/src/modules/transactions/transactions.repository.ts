import { eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction, TransactionFilters } from '@workspace/shared/accounting/transactions.schemas';
import type { TRANSACTION_SORT_FIELDS } from '@workspace/shared/accounting/transactions.constants';
import { addDays } from '@workspace/shared/common/work';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { expenseCategories } from '../../db/schema/expense-categories';
import { projects } from '../../db/schema/projects';
import {
  transactionMonthTotals,
  transactions,
  type NewTransactionRow,
  type TransactionRow,
} from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import { bound, defineServerList, innerJoin, leftJoin, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import type { ListSort } from '../../lib/text-order';

export type TransactionSort = ListSort<(typeof TRANSACTION_SORT_FIELDS)[number]>;
type Filters = Partial<TransactionFilters>;

const assigned = alias(users, 'assigned_user');

/*
 * The transaction list (db/list-engine.ts). Every filter is served by an index of migration 0003.
 * Narrowed at most by type, currency and whole months, it is counted from the month totals (kept
 * by triggers with every write, as the wallet reads them): counting the million benchmark
 * transactions took about 100 ms on every page; their month totals are a few hundred rows.
 */
export const transactionListQuery = defineServerList<Transaction, Filters, TransactionSort['sort']>({
  name: 'transactions',
  table: transactions,
  select: {
    id: transactions.id,
    name: transactions.name,
    description: transactions.description,
    amount: transactions.amount,
    type: transactions.type,
    currency: transactions.currency,
    category: { id: expenseCategories.id, name: expenseCategories.name },
    assignedUser: { id: assigned.id, name: assigned.name, surname: assigned.surname },
    company: { id: companies.id, name: companies.name },
    project: { id: projects.id, name: projects.name },
    transactionDate: transactions.transactionDate,
    createdAt: transactions.createdAt,
    updatedAt: transactions.updatedAt,
  },
  joins: {
    assigned: innerJoin(assigned, transactions.assignedUserId),
    company: innerJoin(companies, transactions.companyId),
    category: leftJoin(expenseCategories, transactions.categoryId),
    project: leftJoin(projects, transactions.projectId),
  },
  filters: {
    type: bound((value) => eq(transactions.type, value)),
    currency: bound((value) => eq(transactions.currency, value)),
    categoryId: bound((value) => eq(transactions.categoryId, value)),
    companyId: bound((value) => eq(transactions.companyId, value)),
    projectId: bound((value) => eq(transactions.projectId, value)),
    userId: bound((value) => eq(transactions.assignedUserId, value)),
    dateFrom: bound((value) => gte(transactions.transactionDate, value)),
    dateTo: bound((value) => lte(transactions.transactionDate, value)),
    amountMin: bound((value) => gte(transactions.amount, value)),
    amountMax: bound((value) => lte(transactions.amount, value)),
    q: searchFilter((pattern) => matches(transactions.name, pattern)),
  },
  sorts: {
    transactionDate: { keys: [transactions.transactionDate] },
    name: { keys: [transactions.name], text: true },
    amount: { keys: [transactions.amount] },
    currency: { keys: [transactions.currency] },
    type: { keys: [transactions.type] },
    category: { keys: [expenseCategories.name], text: true, join: 'category' },
    company: { keys: [companies.name], text: true, join: 'company' },
    createdAt: { keys: [transactions.createdAt] },
  },
  // By date, the default, walks its index to the first rows, joining as it goes; any other order sorts ids first (1.2 s against 0.3 s).
  indexOrders: [{ sort: 'transactionDate' }],
  kept: {
    table: transactionMonthTotals,
    count: transactionMonthTotals.count,
    // `dateFrom` is then a month's first day and `dateTo` a month's last: the months between them, both included.
    filters: {
      type: bound((value) => eq(transactionMonthTotals.type, value)),
      currency: bound((value) => eq(transactionMonthTotals.currency, value)),
      dateFrom: bound((value) => gte(transactionMonthTotals.month, value)),
      dateTo: bound((value) => lte(transactionMonthTotals.month, value)),
    },
    when: ({ dateFrom, dateTo }) =>
      (!dateFrom || dateFrom.endsWith('-01')) && (!dateTo || addDays(dateTo, 1).endsWith('-01')),
  },
});

/** The stored row, for an audit's "before". */
export async function findTransactionRow(db: DbOrTx, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** The most recent transactions from `from` to `to` (inclusive), newest first. */
export function recentTransactions(db: DbOrTx, from: string, to: string, limit: number): Promise<Transaction[]> {
  return transactionListQuery.slice(
    db,
    { dateFrom: from, dateTo: to },
    { sort: 'transactionDate', order: 'desc', language: 'en' },
  )(limit, 0);
}

/** Per currency: income, expense, balance and how many transactions, under `filters` (from the month totals where they count them). */
export const totalsByCurrency = transactionListQuery.aggregate('totals', {
  rows: (db, where) =>
    db
      .select({
        currency: transactions.currency,
        income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text`,
        expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text`,
        balance: sql<string>`coalesce(sum(case when ${transactions.type} = 'income' then ${transactions.amount} else -${transactions.amount} end), 0)::numeric(16,2)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(transactions)
      .where(where)
      .groupBy(transactions.currency),
  kept: (db, where) => {
    const { type, total, count: counted } = transactionMonthTotals;
    return db
      .select({
        currency: transactionMonthTotals.currency,
        income: sql<string>`coalesce(sum(${total}) filter (where ${type} = 'income'), 0)::numeric(16,2)::text`,
        expense: sql<string>`coalesce(sum(${total}) filter (where ${type} = 'expense'), 0)::numeric(16,2)::text`,
        balance: sql<string>`coalesce(sum(case when ${type} = 'income' then ${total} else -${total} end), 0)::numeric(16,2)::text`,
        count: sql<number>`coalesce(sum(${counted}), 0)::int`,
      })
      .from(transactionMonthTotals)
      .where(where)
      .groupBy(transactionMonthTotals.currency)
      .having(sql`sum(${counted}) > 0`);
  },
});

export async function insertTransaction(db: DbOrTx, values: NewTransactionRow): Promise<number> {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  return row!.id;
}

export async function updateTransaction(db: DbOrTx, id: number, values: Partial<NewTransactionRow>): Promise<void> {
  await db.update(transactions).set(values).where(eq(transactions.id, id));
}

export async function deleteTransaction(db: DbOrTx, id: number): Promise<void> {
  await db.delete(transactions).where(eq(transactions.id, id));
}

/** Which of the referenced records exist (the user: active); one round trip. */
export async function checkReferences(
  db: DbOrTx,
  refs: { categoryId: number | null; assignedUserId: number; companyId: number; projectId: number | null },
) {
  const [row] = await db
    .select({
      category:
        refs.categoryId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${expenseCategories} where ${expenseCategories.id} = ${refs.categoryId})`,
      user: sql<boolean>`exists(select 1 from ${users} where ${users.id} = ${refs.assignedUserId} and ${users.isActive})`,
      company: sql<boolean>`exists(select 1 from ${companies} where ${companies.id} = ${refs.companyId})`,
      project:
        refs.projectId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${projects} where ${projects.id} = ${refs.projectId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
