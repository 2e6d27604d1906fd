import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createDurablePglite } from './durable-pglite';
import { RemotePglite, type RemoteEvents } from './pglite-thread/remote';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The in-process embedded database (not set when it runs on a worker thread). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The embedded database's own client (in-process or on the worker thread), for a library that brings its SQL (pg-boss). */
  raw?: RawClient;
  /** Directory of attachment files (the embedded database's `DATA_DIR/files`); unset: bytes in the database. */
  filesDir?: string;
  close: () => Promise<void>;
};

/** Statements with bound values, and scripts of several statements with none. */
export type RawClient = {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
};

/** In-process PostgreSQL (WebAssembly); `dataDir` undefined means in memory. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await createDurablePglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, raw: client, close: () => client.close() };
}

/**
 * The embedded database on a worker thread (docs/decisions/006): what the server runs, so that
 * PostgreSQL's work and the HTTP work use a core each and requests are served in arrival order.
 */
export async function openPgliteWorker(options: { dataDir: string } & RemoteEvents): Promise<Database> {
  const client = await RemotePglite.open({ dataDir: options.dataDir }, { onFailure: options.onFailure });
  // The remote client answers the calls drizzle's PGlite driver makes (query, exec, transaction).
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', raw: client, close: () => client.close() };
}

/* How long a request waits for a new connection while PostgreSQL does not answer (a failover): then 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool on PostgreSQL that outlives its connections: a connection ended from the server side
 * (pg_terminate_backend, a restart, a failover, a network cut) fails the statement it was running,
 * if any, and leaves the pool, which opens a new one for the next query. node-postgres reports such
 * a loss as an `error` event, of the pool for an idle connection and of the client for one in use;
 * an `error` event nobody listens to ends the process, so both always have a listener (the app adds
 * one that logs the pool's).
 */
export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  // A client handed out (a transaction, a pooled query) has no pool listener until it is back: the
  // statement in flight gets the error, and the client, no longer queryable, leaves on its release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
