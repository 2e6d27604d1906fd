import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { keepListening } from '../../db/kept-listen';
import { dropLocally, type SessionCache, type SessionChange } from './session-cache';

/*
 * How every instance's session cache hears of a write that ends or changes a session
 * (docs/decisions/016). The write sends NOTIFY in its own transaction, so PostgreSQL delivers it
 * on commit and never for a rollback; each instance holds a connection in LISTEN and drops what it
 * names. The embedded database has one instance and nobody listens: the NOTIFY costs a statement
 * and the local drop does the work.
 */

const CHANNEL = 'workspace_sessions';

const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

/** The change a notification names; undefined when it cannot be read. */
export function readSessionChange(payload: string | undefined): SessionChange | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return undefined;
    if (isId(value.tokenId)) return { tokenId: value.tokenId as number };
    if (isId(value.userId)) return { userId: value.userId as number };
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * Says that a write ended or changed sessions: drops them here at once and tells the other
 * instances when the write commits. Call it with the write's transaction, after the write.
 */
export async function sessionsChanged(db: DbOrTx, change: SessionChange): Promise<void> {
  dropLocally(change);
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

/**
 * Keeps `cache` in sync with the other instances on PostgreSQL: one connection in LISTEN, of its
 * own beside the pool (held for LISTEN, it would take a pooled connection from the queries for
 * good). The cache is used only while that connection listens: from the moment it is lost until
 * LISTEN runs again (retried every second), a notification could be missed, so every session is
 * read from the database meanwhile, and the cache starts empty again.
 */
export async function keepSessionCacheInSync(
  pool: pg.Pool,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<{ close: () => Promise<void> }> {
  const listening = await keepListening(pool, {
    channel: CHANNEL,
    onNotification: (payload) => {
      const change = readSessionChange(payload);
      if (change) cache.drop(change);
      else {
        // Something this instance cannot read may still have ended a session.
        log.warn('session cache: unreadable notification, emptied the cache');
        cache.clear();
      }
    },
    // Whatever was written while nobody listened is unknown here: start from an empty cache.
    onListening: () => cache.setInSync(true),
    onLost: (error) => {
      cache.setInSync(false);
      log.warn(
        { err: error },
        'session cache: LISTEN connection lost; sessions are read from the database until it is back',
      );
    },
  });
  return {
    close: async () => {
      cache.setInSync(false);
      await listening.close();
    },
  };
}
