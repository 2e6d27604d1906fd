import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPgliteWorker, openPostgres, type Database } from './client';
import { acquireDataDirLock } from './lock';
import { runMigrations } from './migrate';

export const pgliteDir = (config: Config) => path.resolve(config.DATA_DIR, 'pgdata');
/** Attachment files of the embedded database (docs/decisions/007); backed up and restored with it. */
export const filesDir = (config: Config) => path.resolve(config.DATA_DIR, 'files');

/**
 * Opens the configured database (PostgreSQL, or PGlite under its lock) and migrates it. The server
 * runs PGlite on a worker thread (`thread: 'worker'`); one-off commands keep it in-process.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { thread?: 'worker' | 'main'; onFailure?: (error: Error) => void } = {},
): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await runMigrations(database);
    return database;
  }
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const database =
      options.thread === 'worker'
        ? await openPgliteWorker({ dataDir: pgliteDir(config), onFailure: options.onFailure })
        : await openPglite({ dataDir: pgliteDir(config) });
    await runMigrations(database);
    return {
      ...database,
      filesDir: filesDir(config),
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
