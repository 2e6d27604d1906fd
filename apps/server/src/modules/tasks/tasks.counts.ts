/*
 * Search counts kept for a few seconds (docs/decisions/015). Counting a search's matches rechecks
 * each one in the table (a trigram index only names candidates), so a list paged or refreshed
 * under the same search does not count again. Every task write through this module's service
 * forgets them at once; on PostgreSQL another instance's write shows in the count within TTL_MS
 * (the rows themselves are always read fresh). Requests that need the same count while it runs
 * wait for that one instead of each counting again: when a count expires under load, ten
 * requests at once would otherwise count ten times (on the embedded database, one after the other).
 */

/** A search count as `countSearchMatches` answers it. */
export type SearchCount = { matches: number; deadlines: string[] };

type Entry = { count: SearchCount; generation: number; expires: number };
type Running = { count: Promise<SearchCount>; generation: number };
type Cache = { generation: number; entries: Map<string, Entry>; running: Map<string, Running> };

export const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/* One cache per database handle: tests and tools may run several apps in one process. */
const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, entries: new Map(), running: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every count of this database; call once a task write has committed (and, inside a transaction, before too). */
export function forgetSearchCounts(db: object): void {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.entries.clear();
  cache.running.clear();
}

/**
 * The count under `key`, or `count()` when there is none or it is older than TTL_MS; a caller that
 * comes while that count runs gets the same one, unless a write happened since it started. A count
 * that was running while a write happened is not kept: it may have read the rows from before it.
 */
export async function cachedSearchCount(
  db: object,
  key: string,
  count: () => Promise<SearchCount>,
  now = Date.now,
): Promise<SearchCount> {
  const cache = cacheOf(db);
  const kept = cache.entries.get(key);
  if (kept && kept.generation === cache.generation && kept.expires > now()) return kept.count;
  const running = cache.running.get(key);
  if (running && running.generation === cache.generation) return running.count;
  const generation = cache.generation;
  const fresh = count();
  cache.running.set(key, { count: fresh, generation });
  try {
    const counted = await fresh;
    if (generation === cache.generation) {
      cache.entries.delete(key);
      cache.entries.set(key, { count: counted, generation, expires: now() + TTL_MS });
      // Oldest first in a Map's order: drop the oldest beyond the limit.
      if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    }
    return counted;
  } finally {
    if (cache.running.get(key)?.count === fresh) cache.running.delete(key);
  }
}
