import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens } from '../../db/schema/access-tokens';
import { users, type UserRow } from '../../db/schema/users';

const TOUCH_AFTER_MS = 5 * 60 * 1000;

/**
 * The live session of a token hash: not expired, not revoked, used within the last `idleDays`
 * (last use is written at most every 5 minutes), and its user still active.
 */
export async function findActiveSession(
  db: DbOrTx,
  tokenHash: string,
  idleDays: number,
): Promise<{ user: UserRow; tokenId: number; needsTouch: boolean; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      user: users,
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        gt(
          sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`,
          sql`now() - make_interval(days => ${idleDays})`,
        ),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const needsTouch = !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS;
  return { user: row.user, tokenId: row.tokenId, needsTouch, expiresAt: row.expiresAt };
}

/** Whether a session last touched at `lastUsedAt` (ms) should have last_used_at written again. */
export function isTouchDue(lastUsedAt: number, now = Date.now()): boolean {
  return now - lastUsedAt > TOUCH_AFTER_MS;
}

export async function touchSession(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function createSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<number> {
  const [row] = await db
    .insert(accessTokens)
    .values({ ...values, lastUsedAt: new Date() })
    .returning({ id: accessTokens.id });
  return row!.id;
}

export async function revokeSession(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Ends every session of a user, or every one but `exceptTokenId`. */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptTokenId?: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId),
      ),
    );
}
