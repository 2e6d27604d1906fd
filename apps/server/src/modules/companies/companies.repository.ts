import { and, asc, between, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type { COMPANY_SORT_FIELDS } from '@workspace/shared/companies/companies.constants';
import type { DbOrTx } from '../../db/client';
import { companies, type CompanyRow, type NewCompanyRow } from '../../db/schema/companies';
import { companyMembers } from '../../db/schema/company-members';
import { projects } from '../../db/schema/projects';
import { transactions } from '../../db/schema/transactions';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { anyRow, nameInUse, qualified } from '../../lib/sql';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type CompanySort = ListSort<(typeof COMPANY_SORT_FIELDS)[number]>;
export type CompanyWithCounts = CompanyRow & { projectCount: number; transactionCount: number };

const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${qualified(companies, companies.id)})`;
const transactionCount = sql<number>`(select count(*)::int from ${transactions} where ${transactions.companyId} = ${qualified(companies, companies.id)})`;
const withCounts = { company: companies, projectCount, transactionCount };
const flatten = (row: { company: CompanyRow; projectCount: number; transactionCount: number }): CompanyWithCounts => ({
  ...row.company,
  projectCount: row.projectCount,
  transactionCount: row.transactionCount,
});

/* Whether there is a search shapes the statements; the pattern is the slot `q`. */
function whereCompanies(hasSearch: boolean): SQL | undefined {
  if (!hasSearch) return undefined;
  const q = slot('q');
  return or(matches(companies.name, q), matches(companies.websiteDomain, q), matches(companies.email, q), matches(companies.taxNumber, q));
}

const searchValues = (q: string | undefined) => ({ q: q ? likePattern(q) : undefined });

function orderCompanies(sort: CompanySort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const text = { name: companies.name, websiteDomain: companies.websiteDomain, email: companies.email, taxOffice: companies.taxOffice } as const;
  const keys =
    sort.sort === 'projectCount'
      ? [direction(projectCount)]
      : sort.sort === 'createdAt'
        ? [direction(companies.createdAt)]
        : textOrder(text[sort.sort], sort.language, sort.order);
  return [...keys, direction(companies.id)];
}

const pageQuery = preparedQuery('companies_page', (db, { hasSearch, sort }: { hasSearch: boolean; sort: CompanySort }) =>
  db
    .select(withCounts)
    .from(companies)
    .where(whereCompanies(hasSearch))
    .orderBy(...orderCompanies(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('companies_count', (db, hasSearch: boolean) => db.select({ total: count() }).from(companies).where(whereCompanies(hasSearch)));
const summaryQuery = preparedQuery('companies_summary', (db, hasSearch: boolean) => {
  const id = qualified(companies, companies.id);
  return db
    .select({
      total: sql<number>`count(*)::int`,
      withActiveProjects: sql<number>`(count(*) filter (where exists (select 1 from ${projects} where ${projects.companyId} = ${id} and ${projects.status} = 'inProgress')))::int`,
      withCustomers: sql<number>`(count(*) filter (where exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${id})))::int`,
    })
    .from(companies)
    .where(whereCompanies(hasSearch));
});
const moneyQuery = preparedQuery('companies_money', (db, hasSearch: boolean) =>
  db
    .select({
      currency: transactions.currency,
      income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'income'), 0)::numeric(16,2)::text`,
      expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'expense'), 0)::numeric(16,2)::text`,
    })
    .from(transactions)
    .where(
      and(
        between(transactions.transactionDate, slot('first'), slot('last')),
        hasSearch ? inArray(transactions.companyId, db.select({ id: companies.id }).from(companies).where(whereCompanies(true))) : undefined,
      ),
    )
    .groupBy(transactions.currency),
);

/** The matching companies in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceCompanies(db: DbOrTx, q: string | undefined, sort: CompanySort) {
  const shape = { hasSearch: Boolean(q), sort };
  const values = searchValues(q);
  return async (limit: number, offset: number) => (await pageQuery.execute(db, shape, { ...values, limit, offset })).map(flatten);
}

export function listCompanies(db: DbOrTx, q: string | undefined, sort: CompanySort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceCompanies(db, q, sort), page, countQuery.execute(db, Boolean(q), searchValues(q)));
}

/** How many companies match, how many of them have a project in progress, how many have customer accounts. */
export async function countCompanies(db: DbOrTx, q: string | undefined) {
  const [row] = await summaryQuery.execute(db, Boolean(q), searchValues(q));
  return row!;
}

/**
 * Income and expense per currency dated within [first, last], over the matching companies (all
 * of them without a search), summed in SQL on numeric values; currencies without any are absent.
 */
export async function companyMoneyByCurrency(db: DbOrTx, q: string | undefined, first: string, last: string) {
  return moneyQuery.execute(db, Boolean(q), { ...searchValues(q), first, last });
}

/** Every matching company for an export (no count per chunk, unlike the list). */
export function iterateCompanies(db: DbOrTx, q: string | undefined, sort: CompanySort) {
  return inChunks(sliceCompanies(db, q, sort));
}

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyWithCounts | undefined> {
  const [row] = await db.select(withCounts).from(companies).where(eq(companies.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameInUse(db, companies, companies.name, name, exceptId);
}

export async function insertCompany(db: DbOrTx, values: NewCompanyRow): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: DbOrTx, id: number, values: Partial<NewCompanyRow>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

export async function deleteCompany(db: DbOrTx, id: number): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

/** Every company, id and name only, for selectors. */
export async function lookupCompanies(db: DbOrTx, language: Language) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(...textOrder(companies.name, language), asc(companies.id));
}

export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  return anyRow(db, companies, eq(companies.id, id));
}
