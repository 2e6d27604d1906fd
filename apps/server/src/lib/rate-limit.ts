import { and, count, eq, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { rateLimitAttempts } from '../db/schema/rate-limit-attempts';
import { AppError } from './errors';

/** One limit: at most `max` attempts per `key` of `scope` in the last `windowMinutes`. */
export type Limit = { scope: string; key: string; max: number; windowMinutes: number };

/** The attempt rows a reservation wrote; hand them to `releaseAttempt` when the attempt must not count. */
export type Reservation = { ids: number[] };

/** The limits of the sign-in, the current-password check and the registration (docs/decisions/003). */
export const LIMITS = {
  /** Failed sign-ins per account (email) and per IP. */
  loginPerAccount: 5,
  /** Sign-ins and current-password checks per IP, shared by both. */
  credentialsPerIp: 30,
  /** Wrong current passwords per account. */
  passwordPerAccount: 5,
  windowMinutes: 15,
  /** Registrations per IP, in `registerWindowMinutes`. */
  registerPerIp: 10,
  registerWindowMinutes: 60,
} as const;

/* Advisory-lock class for rate-limit keys: the two-integer lock space, apart from the
   migrations' single-key lock. */
const LOCK_CLASS = 0x524c; // "RL"

export const tooManyAttempts = (minutes: number) =>
  new AppError(429, 'rateLimited', 'rateLimitedFor', undefined, { minutes: Math.max(1, minutes) });

/**
 * Counts this attempt against every limit before it is evaluated, atomically per key: in one
 * transaction it locks each key (advisory transaction locks, always taken in the same order), drops
 * rows that have left the window, counts the rest and, when every limit has room, writes one row per
 * limit. Parallel requests for one key therefore queue on the lock, and each sees the rows of those
 * before it. When a limit is full nothing is written and the answer is a 429 telling when to retry.
 */
export async function reserveAttempt(db: Db, limits: readonly Limit[]): Promise<Reservation> {
  const ordered = [...limits].sort((a, b) => lockName(a).localeCompare(lockName(b)));
  return db.transaction(async (tx) => {
    for (const limit of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${lockName(limit)}))`);
    }
    let retryMinutes = 0;
    for (const limit of ordered) {
      const where = and(eq(rateLimitAttempts.scope, limit.scope), eq(rateLimitAttempts.key, limit.key));
      const since = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
      await tx.delete(rateLimitAttempts).where(and(where, lt(rateLimitAttempts.createdAt, since)));
      const [row] = await tx
        .select({ n: count(), oldest: min(rateLimitAttempts.createdAt) })
        .from(rateLimitAttempts)
        .where(where);
      if ((row?.n ?? 0) >= limit.max) {
        const freesAt = (row?.oldest?.getTime() ?? Date.now()) + limit.windowMinutes * 60_000;
        retryMinutes = Math.max(retryMinutes, Math.ceil((freesAt - Date.now()) / 60_000));
      }
    }
    if (retryMinutes > 0) throw tooManyAttempts(retryMinutes);
    const rows = await tx
      .insert(rateLimitAttempts)
      .values(ordered.map((limit) => ({ scope: limit.scope, key: limit.key })))
      .returning({ id: rateLimitAttempts.id });
    return { ids: rows.map((row) => row.id) };
  });
}

/** Takes a reservation back: the attempt succeeded and does not count against the limits. */
export async function releaseAttempt(db: DbOrTx, reservation: Reservation): Promise<void> {
  if (reservation.ids.length > 0)
    await db.delete(rateLimitAttempts).where(inArray(rateLimitAttempts.id, reservation.ids));
}

function lockName(limit: Limit): string {
  return `${limit.scope}:${limit.key}`;
}
