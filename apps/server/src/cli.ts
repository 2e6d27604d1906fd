import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { restoreBackup, writeBackup } from './db/backup';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { filesDir, openConfiguredDatabase, pgliteDir } from './db/open';
import { describeError } from './lib/safe-error';
import { ensureInitialData, seedLarge } from './seed/seed';

/*
 * npm run seed [-- --size large [--users N] [--tasks N] [--transactions N]]   fill the configured database (demo, or benchmark-sized)
 * npm run backup [-- file]         dump the embedded database and its attachment files to a .tar.gz
 * npm run restore -- file          replace the embedded database and its files with a backup (the old ones are kept aside)
 */
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const positional = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1]?.startsWith('--') !== true);

async function seed() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const initial = await ensureInitialData(database.db, config);
    console.log(initial.kind === 'existing' ? 'Database already has users; demo not added.' : `Seeded: ${initial.kind}.`);
    if (option('size') === 'large') {
      const count = Number(option('users') ?? 10_000);
      const taskCount = Number(option('tasks') ?? 100_000);
      const transactionCount = Number(option('transactions') ?? 1_000_000);
      await seedLarge(database.db, count, taskCount, config.APP_TIMEZONE, transactionCount);
      console.log(`Added ${count} benchmark users, ${taskCount} tasks and ${transactionCount} transactions.`);
    }
  } finally {
    await database.close();
  }
}

function requireEmbedded() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Error('backup/restore handle the embedded database; for PostgreSQL use pg_dump and pg_restore.');
  }
  return config;
}

async function backup() {
  const config = requireEmbedded();
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const target = path.resolve(positional ?? `backups/workspace-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { files } = await writeBackup({ pgdata: pgliteDir(config), files: filesDir(config) }, target);
    console.log(`Backup written to ${target} (the database and ${files} attachment file${files === 1 ? '' : 's'})`);
  } finally {
    release();
  }
}

async function restore() {
  const config = requireEmbedded();
  if (!positional || !fs.existsSync(positional)) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const { files, aside } = await restoreBackup({ pgdata: pgliteDir(config), files: filesDir(config) }, positional);
    if (aside) console.log(`Previous database kept in ${aside.pgdata}${aside.files ? `, its attachment files in ${aside.files}` : ''}`);
    console.log(`Restored ${path.resolve(positional)} (the database and ${files} attachment file${files === 1 ? '' : 's'})`);
  } finally {
    release();
  }
}

const commands: Record<string, () => Promise<void>> = { seed, backup, restore };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('Usage: cli.js seed|backup|restore');
  process.exit(2);
}
run().catch((error: unknown) => {
  // describeError: a failed seed statement shows its SQL and code, not the values (password hashes) it carried.
  console.error(error instanceof DataDirLockedError || error instanceof Error ? `\n  ${describeError(error)}\n` : error);
  process.exit(1);
});
