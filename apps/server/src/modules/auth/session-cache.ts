import type { UserRow } from '../../db/schema/users';

/*
 * Live sessions kept in memory for at most 30 s, one cache per server instance, on both databases
 * (docs/decisions/016). It saves the session query on every request. Every write that ends or
 * changes a session says so (session-sync.ts): the instance that writes drops the matching entries
 * at once, and on PostgreSQL every other instance drops them when the write's NOTIFY arrives. An
 * instance that may have missed a notification (its LISTEN connection is down) is out of sync and
 * reads every session from the database until it listens again.
 * Budget it serves: the task list at 0.7 and the wallet at 0.6 of pgbench's rate on PostgreSQL
 * (bench/README.md, `ownCore`), which a session statement before every list statement would halve
 * toward; remove it when those hold without it.
 */
export type CachedSession = { user: UserRow; tokenId: number; lastTouchedAt: number };
type Entry = CachedSession & { validUntil: number };

/** What a write ended or changed: one token, or whatever is cached of one user (their row, all their tokens). */
export type SessionChange = { tokenId: number } | { userId: number };

export type SessionCache = {
  /** The cached session of a token hash, if it is still fresh and the cache is in sync. */
  get: (tokenHash: string, now?: number) => CachedSession | undefined;
  /** The generation to pass back to `store`: a drop in between makes that store a no-op. */
  generation: () => number;
  /** Keeps a session read at `readGeneration`, unless something was dropped since then. */
  store: (tokenHash: string, session: CachedSession, expiresAt: Date, readGeneration: number, now?: number) => void;
  drop: (change: SessionChange) => void;
  clear: () => void;
  /** In sync: every drop made anywhere reaches this cache. Switching either way empties it. */
  setInSync: (inSync: boolean) => void;
  isInSync: () => boolean;
  /**
   * Calls `listener` with every change dropped here (written on this instance, or heard from
   * another), and with undefined when any session may have changed unheard (the cache was emptied,
   * or is back in sync after a loss). Answers the unsubscribe function.
   */
  onChange: (listener: (change: SessionChange | undefined) => void) => () => void;
  /** Leaves the process's list of caches (the app closes). */
  dispose: () => void;
};

const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/* Every cache of this process: a write drops what it changed from all of them (one, in a server). */
const caches = new Set<SessionCache>();

export function createSessionCache(options: { inSync: boolean }): SessionCache {
  const entries = new Map<string, Entry>();
  const listeners = new Set<(change: SessionChange | undefined) => void>();
  let generation = 0;
  let inSync = options.inSync;
  const tell = (change: SessionChange | undefined) => {
    for (const listener of listeners) listener(change);
  };

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  const cache: SessionCache = {
    get: (tokenHash, now = Date.now()) => {
      if (!inSync) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.validUntil <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    store: (tokenHash, session, expiresAt, readGeneration, now = Date.now()) => {
      if (!inSync || readGeneration !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(tokenHash, { ...session, validUntil: Math.min(now + MAX_AGE_MS, expiresAt.getTime()) });
    },
    drop: (change) => {
      // The generation moves on any drop: a lookup in flight may have read the row before the write.
      generation += 1;
      // Writes are rare next to reads, and the cache is small: a scan beats keeping a second index.
      for (const [tokenHash, entry] of entries) {
        if ('tokenId' in change ? entry.tokenId === change.tokenId : entry.user.id === change.userId)
          entries.delete(tokenHash);
      }
      tell(change);
    },
    clear: () => {
      forgetAll();
      tell(undefined);
    },
    setInSync: (value) => {
      const isBack = value && !inSync;
      inSync = value;
      forgetAll();
      if (isBack) tell(undefined);
    },
    isInSync: () => inSync,
    onChange: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: () => {
      caches.delete(cache);
      listeners.clear();
      forgetAll();
    },
  };
  caches.add(cache);
  return cache;
}

/**
 * Drops what a write changed from every cache of this process: the server's one, or, where several
 * app instances share a process (the tests), each of them, the writer's among them. Dropping more
 * than the writer's costs another instance one lookup; finding the writer's cache through an
 * AsyncLocalStorage cost every request of the server its promise hooks (docs/decisions/023).
 */
export function dropLocally(change: SessionChange): void {
  for (const cache of caches) cache.drop(change);
}
