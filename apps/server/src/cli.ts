import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { createDurablePglite } from './db/durable-pglite';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { openConfiguredDatabase, pgliteDir } from './db/open';
import { ensureInitialData, seedLarge } from './seed/seed';

/*
 * npm run seed [-- --size large [--users N] [--tasks N] [--transactions N]]   fill the configured database (demo, or benchmark-sized)
 * npm run backup [-- file]         dump the embedded database to a .tar.gz
 * npm run restore -- file          replace the embedded database with a dump (the old one is kept aside)
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
  const dir = pgliteDir(config);
  if (!fs.existsSync(dir)) throw new Error(`No embedded database in ${dir}`);
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const pglite = await createDurablePglite({ dataDir: dir });
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const target = path.resolve(positional ?? `backups/workspace-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup written to ${target}`);
  } finally {
    release();
  }
}

async function restore() {
  const config = requireEmbedded();
  if (!positional || !fs.existsSync(positional)) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  const release = acquireDataDirLock(config.DATA_DIR);
  try {
    const dir = pgliteDir(config);
    const staging = `${dir}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    const blob = new Blob([fs.readFileSync(positional)]);
    const pglite = await createDurablePglite({ dataDir: staging, loadDataDir: blob });
    await pglite.query('select 1');
    await pglite.close();
    if (fs.existsSync(dir)) {
      const aside = `${dir}.before-restore-${Date.now()}`;
      fs.renameSync(dir, aside);
      console.log(`Previous database kept in ${aside}`);
    }
    fs.renameSync(staging, dir);
    console.log(`Restored ${path.resolve(positional)}`);
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
  console.error(error instanceof DataDirLockedError || error instanceof Error ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
