import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { acquireDataDirLock } from './lock';
import { runMigrations } from './migrate';

export const pgliteDir = (config: Config) => path.resolve(config.DATA_DIR, 'pgdata');

/** Opens the configured database (PostgreSQL, or PGlite under its lock) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await runMigrations(database);
    return database;
  }
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const database = await openPglite({ dataDir: pgliteDir(config) });
    await runMigrations(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
