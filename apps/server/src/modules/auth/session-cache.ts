import type { UserRow } from '../../db/schema/users';

/*
 * Live sessions kept in memory, for the embedded database only. There, one process owns the data
 * (the data-directory lock), so every write that can end or change a session passes through this
 * process: sessions.repository (revocations) and users.repository (user edits, deactivation) clear
 * the cache on each such write. On PostgreSQL other instances write too, so nothing is cached.
 * It saves the session query on every request: with PGlite running one query at a time, that
 * query is a large share of a short request's time (bench/README.md).
 */
export type CachedSession = { user: UserRow; tokenId: number; lastTouchedAt: number };
type Entry = CachedSession & { validUntil: number };

const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();
let generation = 0;

/** The cached session of a token hash, if it is still fresh. */
export function getCachedSession(tokenHash: string, now = Date.now()): CachedSession | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.validUntil <= now) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry;
}

/** The generation to pass back to `cacheSession`: a write in between makes that store a no-op. */
export function sessionCacheGeneration(): number {
  return generation;
}

/** Keeps a session read at `readGeneration`, unless a write cleared the cache since then. */
export function cacheSession(tokenHash: string, session: CachedSession, expiresAt: Date, readGeneration: number, now = Date.now()) {
  if (readGeneration !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(tokenHash, { ...session, validUntil: Math.min(now + MAX_AGE_MS, expiresAt.getTime()) });
}

/** Forgets every cached session; called by every write to users or access tokens. */
export function clearSessionCache(): void {
  generation += 1;
  entries.clear();
}
