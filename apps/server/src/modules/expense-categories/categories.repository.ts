import { and, asc, between, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CATEGORY_SORT_FIELDS } from '@workspace/shared/accounting/categories.constants';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { expenseCategories, type ExpenseCategoryRow, type NewExpenseCategoryRow } from '../../db/schema/expense-categories';
import { transactions } from '../../db/schema/transactions';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { nameInUse, qualified } from '../../lib/sql';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type CategorySort = ListSort<(typeof CATEGORY_SORT_FIELDS)[number]>;
export type CategoryWithCount = ExpenseCategoryRow & { transactionCount: number };

const transactionCount = sql<number>`(select count(*)::int from ${transactions} where ${transactions.categoryId} = ${qualified(expenseCategories, expenseCategories.id)})`;

/* Whether there is a search shapes the statements; the pattern is the slot `q`. */
function whereCategories(hasSearch: boolean): SQL | undefined {
  return hasSearch ? matches(expenseCategories.name, slot('q')) : undefined;
}

const searchValues = (q: string | undefined) => ({ q: q ? likePattern(q) : undefined });

function orderCategories(sort: CategorySort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const keys =
    sort.sort === 'transactionCount'
      ? [direction(transactionCount)]
      : sort.sort === 'createdAt'
        ? [direction(expenseCategories.createdAt)]
        : textOrder(expenseCategories.name, sort.language, sort.order);
  return [...keys, direction(expenseCategories.id)];
}

const pageQuery = preparedQuery('categories_page', (db, { hasSearch, sort }: { hasSearch: boolean; sort: CategorySort }) =>
  db
    .select({ category: expenseCategories, transactionCount })
    .from(expenseCategories)
    .where(whereCategories(hasSearch))
    .orderBy(...orderCategories(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('categories_count', (db, hasSearch: boolean) =>
  db.select({ total: count() }).from(expenseCategories).where(whereCategories(hasSearch)),
);
const summaryQuery = preparedQuery('categories_summary', (db, hasSearch: boolean) => {
  const id = qualified(expenseCategories, expenseCategories.id);
  return db
    .select({
      total: sql<number>`count(*)::int`,
      used: sql<number>`(count(*) filter (where exists (select 1 from ${transactions} where ${transactions.categoryId} = ${id})))::int`,
    })
    .from(expenseCategories)
    .where(whereCategories(hasSearch));
});
const expenseQuery = preparedQuery('categories_expense', (db, hasSearch: boolean) =>
  db
    .select({ currency: transactions.currency, total: sql<string>`coalesce(sum(${transactions.amount}), 0)::numeric(16,2)::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'expense'),
        between(transactions.transactionDate, slot('first'), slot('last')),
        inArray(transactions.categoryId, db.select({ id: expenseCategories.id }).from(expenseCategories).where(whereCategories(hasSearch))),
      ),
    )
    .groupBy(transactions.currency),
);

/** The matching categories in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceCategories(db: DbOrTx, q: string | undefined, sort: CategorySort) {
  const shape = { hasSearch: Boolean(q), sort };
  const values = searchValues(q);
  return async (limit: number, offset: number) =>
    (await pageQuery.execute(db, shape, { ...values, limit, offset })).map((row) => ({ ...row.category, transactionCount: row.transactionCount }));
}

export function listCategories(db: DbOrTx, q: string | undefined, sort: CategorySort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceCategories(db, q, sort), page, countQuery.execute(db, Boolean(q), searchValues(q)));
}

/** How many categories match and how many of them any transaction uses. */
export async function countCategories(db: DbOrTx, q: string | undefined) {
  const [row] = await summaryQuery.execute(db, Boolean(q), searchValues(q));
  return row!;
}

/** Expense per currency dated within [first, last] under the matching categories, summed in SQL; currencies without any are absent. */
export async function expenseByCurrency(db: DbOrTx, q: string | undefined, first: string, last: string) {
  return expenseQuery.execute(db, Boolean(q), { ...searchValues(q), first, last });
}

/** Every matching category for an export (no count per chunk, unlike the list). */
export function iterateCategories(db: DbOrTx, q: string | undefined, sort: CategorySort) {
  return inChunks(sliceCategories(db, q, sort));
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryWithCount | undefined> {
  const [row] = await db.select({ category: expenseCategories, transactionCount }).from(expenseCategories).where(eq(expenseCategories.id, id)).limit(1);
  return row ? { ...row.category, transactionCount: row.transactionCount } : undefined;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameInUse(db, expenseCategories, expenseCategories.name, name, exceptId);
}

export async function insertCategory(db: DbOrTx, values: NewExpenseCategoryRow): Promise<ExpenseCategoryRow> {
  const [row] = await db.insert(expenseCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: Partial<NewExpenseCategoryRow>): Promise<void> {
  await db.update(expenseCategories).set(values).where(eq(expenseCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(expenseCategories).where(eq(expenseCategories.id, id));
}

export async function lookupCategories(db: DbOrTx, language: Language) {
  return db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .orderBy(...textOrder(expenseCategories.name, language), asc(expenseCategories.id));
}
