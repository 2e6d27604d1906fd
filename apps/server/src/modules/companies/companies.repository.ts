import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** Every company, id and name only, for selectors. */
export async function lookupCompanies(db: DbOrTx) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name), asc(companies.id));
}

export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return row !== undefined;
}
