import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginRecords } from '../../db/schema/login-records';

export type NewLoginRecord = typeof loginRecords.$inferInsert;

export async function insertLoginRecord(db: DbOrTx, record: NewLoginRecord): Promise<void> {
  await db.insert(loginRecords).values(record);
}

/** Whether the account has ever been signed in to from this IP. */
export async function hasSignedInFrom(db: DbOrTx, userId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: loginRecords.id })
    .from(loginRecords)
    .where(and(eq(loginRecords.userId, userId), eq(loginRecords.ip, ip), eq(loginRecords.status, 'success')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether `country` is new for the user: they have signed in before, and never from there (a first
 * sign-in ever, or one from nowhere known or a local network, is not news).
 */
export async function isNewSignInCountry(db: DbOrTx, userId: number, country: string | null): Promise<boolean> {
  if (!country || country === 'local') return false;
  const [row] = await db
    .select({
      before: sql<number>`count(*)::int`,
      fromThere: sql<number>`(count(*) filter (where ${loginRecords.country} = ${country}))::int`,
    })
    .from(loginRecords)
    .where(and(eq(loginRecords.userId, userId), eq(loginRecords.status, 'success')));
  return (row?.before ?? 0) > 0 && row?.fromThere === 0;
}
