import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startMaintenance } from './db/maintenance';
import { openConfiguredDatabase } from './db/open';
import { loadKeyring, MissingAppKeyError } from './lib/app-key';
import { mailDir, startMailWorker } from './lib/mail/worker';
import { assertPortFree, isPortInUse, PortInUseError } from './lib/port';
import { serializeError } from './lib/safe-error';
import { startScheduledJobs } from './modules/notifications/daily-jobs';
import { startMailboxReaders } from './modules/mail-intake/mailbox-reader';
import { syncEnvironmentMailbox } from './modules/mail-intake/mailboxes.service';
import { findUserByEmail } from './modules/users/users.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureInitialData } from './seed/seed';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app; `WEB_DIST` points a bench or a side-by-side build at another one. */
const webDist = path.resolve(process.env.WEB_DIST || path.join(here, '../../web/dist'));

async function main() {
  const config = loadConfig();
  // First: a taken port is one line, not a key or a database made for nothing.
  await assertPortFree(config.PORT, config.HOST);
  // Before the database: on PostgreSQL a missing APP_KEY stops the start here, with its message.
  const { keyring, source } = loadKeyring(config);
  const database = await openConfiguredDatabase(config, {
    thread: 'worker',
    // Without its database the server can only fail every request: stop, so that whatever runs
    // it (a terminal, systemd, a container) sees it and can start it again.
    onFailure: (error) => {
      console.error(`\n  The embedded database stopped (${error.message}); the server stops too.\n`);
      process.exit(1);
    },
  });
  const initial = await ensureInitialData(database.db, config, keyring);
  const app = await buildApp({ database, config, keyring, webDist });
  // PostgreSQL vacuums and analyzes its tables itself; the embedded database needs the server to.
  const maintenance = database.kind === 'pglite' ? startMaintenance(database.db, app.log) : undefined;
  // Sends queued mail over SMTP_URL, or keeps it as .eml files under DATA_DIR/mail (docs/decisions/038).
  const mail = await startMailWorker({ database, config, log: app.log });
  // Once a day in APP_TIMEZONE, across instances: deadline reminders and digests (decision 038's addendum).
  const scheduled = await startScheduledJobs({ database, config, keyring, log: app.log, live: app.live });
  // The support mailboxes: IMAP_URL's, and those of the Mailboxes screen (docs/decisions/039).
  const environmentMailbox = await syncEnvironmentMailbox(database.db, config);
  const readers = startMailboxReaders({
    database,
    keyring,
    config,
    log: app.log,
    intake: { live: app.live, timeZone: config.APP_TIMEZONE },
  });

  // Ctrl-C reaches the server more than once (the terminal signals the whole process group and
  // `npm start` passes it on too): the first signal stops it, a repeat must not kill it mid-close.
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await readers.stop();
    await mail.stop();
    await scheduled.stop();
    await maintenance?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Taken between the check and now: the same one line.
  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    throw isPortInUse(error) ? new PortInUseError(config.PORT) : error;
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const lines = [
    '',
    `  Workspace is running at http://localhost:${port}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${path.resolve(config.DATA_DIR)})` : 'PostgreSQL'}`,
    `  Mail: ${config.SMTP_URL ? `SMTP (${new URL(config.SMTP_URL).host})` : `kept as .eml files in ${mailDir(config)}`}`,
  ];
  if (environmentMailbox)
    lines.push(`  Support mailbox: ${environmentMailbox.address} (IMAP ${environmentMailbox.host})`);
  const hasDemo = initial.kind === 'demo' || (await findUserByEmail(database.db, DEMO_ACCOUNTS[0].email)) !== undefined;
  if (hasDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}, demo data only):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.type.padEnd(9)} ${account.email}`);
  }
  if (initial.kind === 'admin') lines.push(`  Created the first administrator: ${initial.email}`);
  if (source.kind === 'file' && source.created) {
    lines.push(`  Made an encryption key for stored secrets: ${source.path} (mode 0600).`);
    lines.push('  Back it up with the data, apart from database backups; set APP_KEY to use your own.');
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof MissingAppKeyError ||
    error instanceof PortInUseError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'))
  ) {
    console.error(`\n  ${error.message}\n`);
  } else {
    // A failed statement during start (seeding the first administrator) keeps its values out of the output.
    console.error(serializeError(error));
  }
  process.exit(1);
});
