import { and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type { COMPANY_SORT_FIELDS } from '@workspace/shared/companies/companies.constants';
import type { DbOrTx } from '../../db/client';
import { companies, type CompanyRow, type NewCompanyRow } from '../../db/schema/companies';
import { companyMembers } from '../../db/schema/company-members';
import { projects } from '../../db/schema/projects';
import { transactions } from '../../db/schema/transactions';
import type { Company } from '@workspace/shared/companies/companies.schemas';
import { defineServerList, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import { slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { anyRow, nameInUse, qualified } from '../../lib/sql';

export type CompanySort = ListSort<(typeof COMPANY_SORT_FIELDS)[number]>;
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${qualified(companies, companies.id)})`;
const transactionCount = sql<number>`(select count(*)::int from ${transactions} where ${transactions.companyId} = ${qualified(companies, companies.id)})`;
const websiteDomain = companies.websiteDomain;

/** The companies (db/list-engine.ts), each with how many projects and transactions name it. */
export const companyListQuery = defineServerList<Company, { q?: string }, CompanySort['sort']>({
  name: 'companies',
  table: companies,
  select: {
    id: companies.id,
    name: companies.name,
    websiteDomain,
    description: companies.description,
    address: companies.address,
    phone: companies.phone,
    email: companies.email,
    taxNumber: companies.taxNumber,
    taxOffice: companies.taxOffice,
    iban: companies.iban,
    projectCount,
    transactionCount,
    createdAt: companies.createdAt,
    updatedAt: companies.updatedAt,
  },
  filters: {
    q: searchFilter((q) =>
      or(
        matches(companies.name, q),
        matches(websiteDomain, q),
        matches(companies.email, q),
        matches(companies.taxNumber, q),
      )!,
    ),
  },
  sorts: {
    name: { keys: [companies.name], text: true },
    websiteDomain: { keys: [websiteDomain], text: true },
    email: { keys: [companies.email], text: true },
    taxOffice: { keys: [companies.taxOffice], text: true },
    projectCount: { keys: [projectCount] },
    createdAt: { keys: [companies.createdAt] },
  },
  indexOrders: 'every',
});

/** How many companies match, how many of them have a project in progress, how many have customer accounts. */
export const countCompanies = companyListQuery.aggregate('summary', {
  rows: (db, where) => {
    const id = qualified(companies, companies.id);
    return db
      .select({
        total: sql<number>`count(*)::int`,
        withActiveProjects: sql<number>`(count(*) filter (where exists (select 1 from ${projects} where ${projects.companyId} = ${id} and ${projects.status} = 'inProgress')))::int`,
        withCustomers: sql<number>`(count(*) filter (where exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${id})))::int`,
      })
      .from(companies)
      .where(where);
  },
});

/**
 * Income and expense per currency dated within [first, last] (the slots), over the matching
 * companies (all of them without a search), summed in SQL on numeric values; currencies without any are absent.
 */
export const companyMoneyByCurrency = companyListQuery.aggregate('money', {
  rows: (db, where) =>
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
          where
            ? inArray(transactions.companyId, db.select({ id: companies.id }).from(companies).where(where))
            : undefined,
        ),
      )
      .groupBy(transactions.currency),
});

/** The stored row, for an audit's "before". */
export async function findCompanyRow(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
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
