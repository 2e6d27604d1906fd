import { and, eq } from 'drizzle-orm';
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
