import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction, TransactionFilters } from '@workspace/shared/accounting/transactions.schemas';
import type { TRANSACTION_SORT_FIELDS } from '@workspace/shared/accounting/transactions.constants';
import { addDays } from '@workspace/shared/common/work';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { expenseCategories } from '../../db/schema/expense-categories';
import { projects } from '../../db/schema/projects';
import { transactionMonthTotals, transactions, type NewTransactionRow, type TransactionRow } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import { likePattern, matches } from '../../lib/search';
import { pageIdsOf, setFilters, type SetFilters } from '../../lib/sql';
import { isoTimestamp, preparedQuery, preparedRows, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type TransactionSort = ListSort<(typeof TRANSACTION_SORT_FIELDS)[number]>;
export type TransactionView = TransactionRow & {
  categoryName: string | null;
  userName: string;
  userSurname: string;
  companyName: string;
  projectName: string | null;
};

const assigned = alias(users, 'assigned_user');

/* Flat, so that rows come out of the driver as they are answered (no copy per row). */
const viewColumns = {
  ...getTableColumns(transactions),
  categoryName: expenseCategories.name,
  userName: assigned.name,
  userSurname: assigned.surname,
  companyName: companies.name,
  projectName: projects.name,
};

/*
 * A row of the lists' statements as the driver sends it, the columns in viewColumns' order (a flat
 * select keeps it): what Drizzle's mapping would make of it, written out, since the wallet and the
 * list read it on every request (db/prepared-queries, preparedRows). Timestamps come as text.
 */
const at = Object.fromEntries(Object.keys(viewColumns).map((key, index) => [key, index])) as Record<keyof typeof viewColumns, number>;
function transactionViewOf(row: unknown[]): TransactionView {
  return {
    id: row[at.id] as number,
    name: row[at.name] as string,
    description: row[at.description] as string | null,
    amount: row[at.amount] as string,
    type: row[at.type] as TransactionView['type'],
    currency: row[at.currency] as TransactionView['currency'],
    categoryId: row[at.categoryId] as number | null,
    assignedUserId: row[at.assignedUserId] as number,
    companyId: row[at.companyId] as number,
    projectId: row[at.projectId] as number | null,
    transactionDate: row[at.transactionDate] as string,
    createdBy: row[at.createdBy] as number | null,
    createdAt: new Date(row[at.createdAt] as string),
    updatedAt: new Date(row[at.updatedAt] as string),
    categoryName: row[at.categoryName] as string | null,
    userName: row[at.userName] as string,
    userSurname: row[at.userSurname] as string,
    companyName: row[at.companyName] as string,
    projectName: row[at.projectName] as string | null,
  };
}

/*
 * The same row written straight into the answer's shape (what the service's `toTransaction` makes
 * of `transactionViewOf`'s), for the wallet's recent transactions, read on every request: no view
 * object in between, and the timestamps rewritten as text (`isoTimestamp`) instead of parsed into
 * Dates and written back.
 */
function transactionOf(row: unknown[]): Transaction {
  const categoryId = row[at.categoryId] as number | null;
  const categoryName = row[at.categoryName] as string | null;
  const projectId = row[at.projectId] as number | null;
  const projectName = row[at.projectName] as string | null;
  return {
    id: row[at.id] as number,
    name: row[at.name] as string,
    description: row[at.description] as string | null,
    amount: row[at.amount] as string,
    type: row[at.type] as Transaction['type'],
    currency: row[at.currency] as Transaction['currency'],
    category: categoryId === null || categoryName === null ? null : { id: categoryId, name: categoryName },
    assignedUser: { id: row[at.assignedUserId] as number, name: row[at.userName] as string, surname: row[at.userSurname] as string },
    company: { id: row[at.companyId] as number, name: row[at.companyName] as string },
    project: projectId === null || projectName === null ? null : { id: projectId, name: projectName },
    transactionDate: row[at.transactionDate] as string,
    createdAt: isoTimestamp(row[at.createdAt] as string),
    updatedAt: isoTimestamp(row[at.updatedAt] as string),
  };
}

type Filters = Partial<TransactionFilters>;
type TransactionShape = SetFilters<Filters>;

const valuesOf = (filters: Filters) => ({ ...filters, q: filters.q ? likePattern(filters.q) : undefined });

/* Which filters are set shapes the statement; each set one is a slot of its name. Every one is served by an index of migration 0003. */
function whereTransactions(filters: TransactionShape): SQL | undefined {
  return and(
    filters.type ? eq(transactions.type, slot('type')) : undefined,
    filters.currency ? eq(transactions.currency, slot('currency')) : undefined,
    filters.categoryId ? eq(transactions.categoryId, slot('categoryId')) : undefined,
    filters.companyId ? eq(transactions.companyId, slot('companyId')) : undefined,
    filters.projectId ? eq(transactions.projectId, slot('projectId')) : undefined,
    filters.userId ? eq(transactions.assignedUserId, slot('userId')) : undefined,
    filters.dateFrom ? gte(transactions.transactionDate, slot('dateFrom')) : undefined,
    filters.dateTo ? lte(transactions.transactionDate, slot('dateTo')) : undefined,
    filters.amountMin ? gte(transactions.amount, slot('amountMin')) : undefined,
    filters.amountMax ? lte(transactions.amount, slot('amountMax')) : undefined,
    filters.q ? matches(transactions.name, slot('q')) : undefined,
  );
}

function orderTransactions(sort: TransactionSort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const columns = {
    transactionDate: transactions.transactionDate,
    name: transactions.name,
    amount: transactions.amount,
    currency: transactions.currency,
    type: transactions.type,
    category: expenseCategories.name,
    company: companies.name,
    createdAt: transactions.createdAt,
  } as const;
  const column = columns[sort.sort];
  const text = sort.sort === 'name' || sort.sort === 'category' || sort.sort === 'company';
  return [...(text ? textOrder(column, sort.language, sort.order) : [direction(column)]), direction(transactions.id)];
}

function selectView(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(transactions)
    .innerJoin(assigned, eq(assigned.id, transactions.assignedUserId))
    .innerJoin(companies, eq(companies.id, transactions.companyId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, transactions.categoryId))
    .leftJoin(projects, eq(projects.id, transactions.projectId));
}

/*
 * A page is found on `transactions` alone (joined only to what its sort reads), by id, and only its
 * rows are joined to user, company, category and project, as the task list does: an order no index
 * gives (the amount, the name) then sorts ids and keys of the million benchmark rows, not whole
 * joined rows (1.2 s against 0.3 s on the embedded database).
 */
const pageQuery = preparedRows(
  'transactions_page',
  (db, { filters, sort }: { filters: TransactionShape; sort: TransactionSort }) => {
    // The default order (by date) walks an index to its first rows, joining as it goes.
    if (sort.sort === 'transactionDate') {
      return selectView(db)
        .where(whereTransactions(filters))
        .orderBy(...orderTransactions(sort))
        .limit(slot('limit'))
        .offset(slot('offset'));
    }
    let ids = db.select({ id: transactions.id }).from(transactions).$dynamic();
    if (sort.sort === 'category') ids = ids.leftJoin(expenseCategories, eq(expenseCategories.id, transactions.categoryId));
    if (sort.sort === 'company') ids = ids.innerJoin(companies, eq(companies.id, transactions.companyId));
    const pageIds = pageIdsOf(db, ids, whereTransactions(filters), orderTransactions(sort));
    return db
      .with(pageIds)
      .select(viewColumns)
      .from(pageIds)
      .innerJoin(transactions, eq(transactions.id, pageIds.id))
      .innerJoin(assigned, eq(assigned.id, transactions.assignedUserId))
      .innerJoin(companies, eq(companies.id, transactions.companyId))
      .leftJoin(expenseCategories, eq(expenseCategories.id, transactions.categoryId))
      .leftJoin(projects, eq(projects.id, transactions.projectId))
      .orderBy(...orderTransactions(sort));
  },
  transactionViewOf,
);
const countQuery = preparedQuery('transactions_count', (db, filters: TransactionShape) =>
  db.select({ total: count() }).from(transactions).where(whereTransactions(filters)),
);

/**
 * Whether the month totals (kept by triggers with every write, like the wallet reads them) can
 * count the list: narrowed at most by type, currency and whole months. Counting the million
 * benchmark transactions took about 100 ms on every page of the unfiltered list; their month
 * totals are a few hundred rows.
 */
export function isCountedByMonth(filters: Filters): boolean {
  const { type: _type, currency: _currency, dateFrom, dateTo, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined && value !== '')) return false;
  return (!dateFrom || dateFrom.endsWith('-01')) && (!dateTo || addDays(dateTo, 1).endsWith('-01'));
}

/* `dateFrom` is then a month's first day and `dateTo` a month's last: the months between them, both included. */
function whereMonthTotals(filters: TransactionShape): SQL | undefined {
  return and(
    filters.type ? eq(transactionMonthTotals.type, slot('type')) : undefined,
    filters.currency ? eq(transactionMonthTotals.currency, slot('currency')) : undefined,
    filters.dateFrom ? gte(transactionMonthTotals.month, slot('dateFrom')) : undefined,
    filters.dateTo ? lte(transactionMonthTotals.month, slot('dateTo')) : undefined,
  );
}
const countByMonthQuery = preparedQuery('transactions_count_by_month', (db, filters: TransactionShape) =>
  db
    .select({ total: sql<number>`coalesce(sum(${transactionMonthTotals.count}), 0)::int` })
    .from(transactionMonthTotals)
    .where(whereMonthTotals(filters)),
);
const recentQuery = preparedRows(
  'transactions_recent',
  (db) =>
    selectView(db)
      .where(and(gte(transactions.transactionDate, slot('from')), lte(transactions.transactionDate, slot('to'))))
      .orderBy(desc(transactions.transactionDate), desc(transactions.id))
      .limit(slot('limit')),
  transactionOf,
);
const totalsQuery = preparedQuery('transactions_totals', (db, filters: TransactionShape) =>
  db
    .select({
      currency: transactions.currency,
      income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text`,
      expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text`,
      balance: sql<string>`coalesce(sum(case when ${transactions.type} = 'income' then ${transactions.amount} else -${transactions.amount} end), 0)::numeric(16,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .where(whereTransactions(filters))
    .groupBy(transactions.currency),
);

/** The matching transactions in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceTransactions(db: DbOrTx, filters: Filters, sort: TransactionSort) {
  const shape = { filters: setFilters(filters), sort };
  const values = valuesOf(filters);
  return async (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export function listTransactions(db: DbOrTx, filters: Filters, sort: TransactionSort, page: { page: number; pageSize: number }) {
  const counted = isCountedByMonth(filters) ? countByMonthQuery : countQuery;
  return pageWithTotal(sliceTransactions(db, filters, sort), page, counted.execute(db, setFilters(filters), valuesOf(filters)));
}

/** Every matching transaction in chunks (keyset on the sort would be faster; exports are rare). */
export function iterateTransactions(db: DbOrTx, filters: Filters, sort: TransactionSort) {
  return inChunks(sliceTransactions(db, filters, sort));
}

export async function findTransaction(db: DbOrTx, id: number): Promise<TransactionView | undefined> {
  const [row] = await selectView(db).where(eq(transactions.id, id)).limit(1);
  return row;
}

/** The most recent transactions from `from` to `to` (inclusive), newest first. */
export async function recentTransactions(db: DbOrTx, from: string, to: string, limit: number): Promise<Transaction[]> {
  return recentQuery.execute(db, undefined, { from, to, limit });
}

/** Income and expense totals per currency under the filters, summed in SQL on numeric values. */
/* `totalsQuery` from the month totals, for the filters `isCountedByMonth` allows (the list's cards: this month). */
const totalsByMonthQuery = preparedQuery('transactions_totals_by_month', (db, filters: TransactionShape) => {
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
    .where(whereMonthTotals(filters))
    .groupBy(transactionMonthTotals.currency)
    .having(sql`sum(${counted}) > 0`);
});

/** Per currency: income, expense, balance and how many transactions, under `filters`. */
export async function totalsByCurrency(db: DbOrTx, filters: Filters) {
  const totals = isCountedByMonth(filters) ? totalsByMonthQuery : totalsQuery;
  return totals.execute(db, setFilters(filters), valuesOf(filters));
}

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
export async function checkReferences(db: DbOrTx, refs: { categoryId: number | null; assignedUserId: number; companyId: number; projectId: number | null }) {
  const [row] = await db
    .select({
      category:
        refs.categoryId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${expenseCategories} where ${expenseCategories.id} = ${refs.categoryId})`,
      user: sql<boolean>`exists(select 1 from ${users} where ${users.id} = ${refs.assignedUserId} and ${users.isActive})`,
      company: sql<boolean>`exists(select 1 from ${companies} where ${companies.id} = ${refs.companyId})`,
      project: refs.projectId === null ? sql<boolean>`true` : sql<boolean>`exists(select 1 from ${projects} where ${projects.id} = ${refs.projectId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
