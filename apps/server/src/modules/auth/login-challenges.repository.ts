import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginChallenges, type LoginChallengeRow } from '../../db/schema/two-factor';

export async function insertLoginChallenge(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/** The challenge of this hash if it is unused and not expired. */
export async function findOpenChallenge(db: DbOrTx, tokenHash: string): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a challenge used, atomically: false when it expired or a parallel request used it first. */
export async function claimChallenge(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, sql`now()`)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Drops the challenges that can no longer be used, so the table holds only live ones and recent history. */
export async function pruneChallenges(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), sql`${loginChallenges.expiresAt} < now() - interval '1 day'`));
}
