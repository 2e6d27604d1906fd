import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { restoreBackup, writeBackup } from './db/backup';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { filesDir, openConfiguredDatabase, pgliteDir } from './db/open';
import { describeError } from './lib/safe-error';
import { generateAppKey, Keyring } from './lib/secret-box';
import {
  KEY_FILE,
  keyringFromEnvironment,
  loadKeyring,
  NEXT_KEY_FILE,
  retiredKeyFile,
  writeKeyFile,
} from './lib/app-key';
import { resealAll, type RotationCounts } from './lib/sealed-values';
import { maintainTables } from './db/maintenance';
import { ensureInitialData, seedLarge } from './seed/seed';
import { enqueueMail } from './lib/mail/outbox';

/*
 * npm run seed [-- --size large [--users N] [--tasks N] [--transactions N]]   fill the configured database (demo, or benchmark-sized)
 * npm run backup [-- file]         dump the embedded database and its attachment files to a .tar.gz
 * npm run restore -- file          replace the embedded database and its files with a backup (the old ones are kept aside)
 * npm run rotate-key               re-seal every stored secret under a new key (server stopped)
 * npm run mail-test -- address [--count N] [--language tr]   queue a test mail (N of them) to check the mail settings
 */
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const positional = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1]?.startsWith('--') !== true);

async function seed() {
  const config = loadConfig();
  // The demo's shared passwords are sealed: with APP_KEY, or the embedded database's key file.
  const { keyring } = loadKeyring(config);
  const database = await openConfiguredDatabase(config);
  try {
    const initial = await ensureInitialData(database.db, config, keyring);
    console.log(
      initial.kind === 'existing' ? 'Database already has users; demo not added.' : `Seeded: ${initial.kind}.`,
    );
    if (option('size') === 'large') {
      const count = Number(option('users') ?? 10_000);
      const taskCount = Number(option('tasks') ?? 100_000);
      const transactionCount = Number(option('transactions') ?? 1_000_000);
      const added = await seedLarge(database.db, count, taskCount, config.APP_TIMEZONE, transactionCount);
      console.log(
        `Benchmark data: ${count} users (those missing added); added ${added.tasks} tasks, ${added.transactions} transactions and ${added.tickets} tickets` +
          ' (a table already holding as many as asked for is left as it is).',
      );
    }
    // What the server's upkeep would do a minute after its start, done now that the rows are in (docs/decisions/026).
    if (database.kind === 'pglite') {
      const done = await maintainTables(database.db);
      if (done.length > 0)
        console.log(
          `Vacuumed and analyzed ${done.length} tables (${done.reduce((sum, table) => sum + table.ms, 0)} ms).`,
        );
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
    const target = path.resolve(
      positional ?? `backups/workspace-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    const { files } = await writeBackup({ pgdata: pgliteDir(config), files: filesDir(config) }, target);
    console.log(`Backup written to ${target} (the database and ${files} attachment file${files === 1 ? '' : 's'})`);
    if (!config.APP_KEY) {
      console.log(
        `It does not hold the key of the stored secrets (${path.resolve(config.DATA_DIR, KEY_FILE)}): keep a copy of that apart.`,
      );
    }
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
    if (aside)
      console.log(
        `Previous database kept in ${aside.pgdata}${aside.files ? `, its attachment files in ${aside.files}` : ''}`,
      );
    console.log(
      `Restored ${path.resolve(positional)} (the database and ${files} attachment file${files === 1 ? '' : 's'})`,
    );
  } finally {
    release();
  }
}

/**
 * Re-seals every stored secret under a new key, in one transaction, with the server stopped.
 * With APP_KEY set: the new key is APP_KEY and the old one goes in APP_KEY_PREVIOUS. Without it
 * (the embedded database's own key file): a new key is made as app.key.next, the rows move to it,
 * and only then does it replace app.key; the old key is kept aside as app.key.retired-<time>, so a
 * backup taken before still opens. A stop half-way leaves both keys readable.
 */
async function rotateKey() {
  const config = loadConfig();
  if (config.APP_KEY) {
    const keyring = keyringFromEnvironment(config);
    const database = await openConfiguredDatabase(config);
    try {
      const counts = await resealAll(database.db, keyring);
      console.log(`Re-sealed ${describeCounts(counts)} under APP_KEY (key id ${keyring.currentKeyId}).`);
      console.log('Remove APP_KEY_PREVIOUS once every instance runs with the new APP_KEY.');
    } finally {
      await database.close();
    }
    return;
  }
  if (config.DATABASE_URL) loadKeyring(config); // stops with the message that APP_KEY is required
  const database = await openConfiguredDatabase(config);
  try {
    const { keyring: before, source } = loadKeyring(config);
    if (source.kind !== 'file') throw new Error('rotate-key: no key file to rotate');
    const dataDir = path.dirname(source.path);
    const nextFile = path.join(dataDir, NEXT_KEY_FILE);
    // A rotation stopped before its last step left its new key: finish with that one.
    if (!fs.existsSync(nextFile)) writeKeyFile(nextFile, generateAppKey());
    const next = new Keyring(fs.readFileSync(nextFile, 'utf8').trim(), [fs.readFileSync(source.path, 'utf8').trim()]);
    const counts = await resealAll(database.db, next);
    const retired = retiredKeyFile(dataDir, new Date());
    // Copy, then replace in one rename: there is never a moment without app.key.
    fs.copyFileSync(source.path, retired, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(retired, 0o600);
    fs.renameSync(nextFile, source.path);
    console.log(
      `Re-sealed ${describeCounts(counts)} under a new key (id ${next.currentKeyId}, was ${before.currentKeyId}).`,
    );
    console.log(`The new key is ${source.path}; the old one is kept as ${retired} for older backups.`);
  } finally {
    await database.close();
  }
}

/*
 * Queues a test mail to `address` through the delivery log, as every mail goes: the server's worker
 * sends it (at once when the server runs on PostgreSQL; on the embedded database, which one process
 * holds at a time, when the server starts next) (over SMTP_URL, or as an .eml file under DATA_DIR/mail), and the master sees it on
 * the Outgoing mail screen with its status and error. `--count` queues that many (the bench's drain).
 */
async function mailTest() {
  const address = positional;
  const count = Number(option('count') ?? 1);
  const language = option('language') === 'tr' ? 'tr' : 'en';
  if (!address || !/^[^\s@]+@[^\s@]+$/.test(address) || !Number.isInteger(count) || count < 1 || count > 100_000) {
    console.error('Usage: cli.js mail-test <address> [--count N (1-100000)] [--language en|tr]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const stamp = Date.now().toString(36);
    const words = TEST_MAIL[language];
    await database.db.transaction(async (tx) => {
      for (let index = 1; index <= count; index += 1)
        await enqueueMail(tx, {
          to: { email: address },
          kind: 'test',
          messageId: `test-${stamp}.${index}`,
          content: {
            language,
            subject: count === 1 ? words.subject : `${words.subject} ${index}/${count}`,
            greeting: words.greeting,
            paragraphs: [words.body],
          },
        });
    });
    console.log(
      `Queued ${count} test mail${count === 1 ? '' : 's'} to ${address}; the server sends ${count === 1 ? 'it' : 'them'} while it runs (Outgoing mail screen).`,
    );
  } finally {
    await database.close();
  }
}

const TEST_MAIL = {
  en: {
    subject: 'Workspace test mail',
    greeting: 'Hello,',
    body: 'This mail checks the mail settings of Workspace. If you can read it, mail works.',
  },
  tr: {
    subject: 'Workspace deneme e-postası',
    greeting: 'Merhaba,',
    body: 'Bu e-posta, Workspace’in e-posta ayarlarını denemek için gönderildi. Okuyabiliyorsanız e-posta çalışıyor.',
  },
} as const;

const describeCounts = (counts: RotationCounts) =>
  `${counts.sharedDataPasswords} shared password${counts.sharedDataPasswords === 1 ? '' : 's'} and ${counts.twoFactorSecrets} two-factor secret${counts.twoFactorSecrets === 1 ? '' : 's'}` +
  (counts.mailboxPasswords > 0
    ? ` (and ${counts.mailboxPasswords} mailbox password${counts.mailboxPasswords === 1 ? '' : 's'})`
    : '');

const commands: Record<string, () => Promise<void>> = {
  seed,
  backup,
  restore,
  'rotate-key': rotateKey,
  'mail-test': mailTest,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('Usage: cli.js seed|backup|restore|rotate-key|mail-test');
  process.exit(2);
}
run().catch((error: unknown) => {
  // describeError: a failed seed statement shows its SQL and code, not the values (password hashes) it carried.
  console.error(
    error instanceof DataDirLockedError || error instanceof Error ? `\n  ${describeError(error)}\n` : error,
  );
  process.exit(1);
});
