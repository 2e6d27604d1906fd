import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ADVISORY_LOCKS } from './advisory-locks';
import { installJobQueue } from '../lib/job-queue';
import type { Database } from './client';

/* The SQL lives in src/db/migrations both for the sources and for the bundled dist/. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = here.endsWith(`${path.sep}dist`)
  ? path.resolve(here, '../src/db/migrations')
  : path.resolve(here, 'migrations');

/** Applies the committed migrations and the job queue's schema (lib/job-queue.ts); on PostgreSQL under an advisory lock so instances do not race. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await installJobQueue(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    await installJobQueue(database);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => undefined);
    client.release();
  }
}
