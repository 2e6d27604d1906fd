import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginRecords } from '../../db/schema/login-records';

export type NewLoginRecord = typeof loginRecords.$inferInsert;

export async function insertLoginRecord(db: DbOrTx, record: NewLoginRecord): Promise<void> {
  await db.insert(loginRecords).values(record);
}

/** Failed attempts in the window, by account (email) and by IP, for the login rate limit. */
export async function countRecentFailures(
  db: DbOrTx,
  { email, ip, windowMinutes }: { email: string; ip: string; windowMinutes: number },
): Promise<{ byEmail: number; byIp: number }> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const failedSince = and(eq(loginRecords.status, 'failed'), gt(loginRecords.createdAt, since));
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginRecords)
    .where(and(failedSince, eq(loginRecords.email, email)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginRecords)
    .where(and(failedSince, eq(loginRecords.ip, ip)));
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
}
