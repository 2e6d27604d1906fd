import { defineConfig } from 'vitest/config';

/*
 * On PostgreSQL (DATABASE_URL set) the suite runs again only where the engine can change the
 * answer: the integration tests under test/. The unit tests under src/ touch no database or only
 * the embedded one, and the files below test the HTTP layer or the embedded engine itself; all of
 * them run once, in `npm test`, on PGlite.
 */
const ENGINE_INDEPENDENT = [
  'test/csrf.test.ts', // the anti-forgery check, before any query
  'test/security-headers.test.ts', // response headers
  'test/static-assets.test.ts', // the built web app's files
  'test/openapi.test.ts', // the route schemas
  'test/request-logging.test.ts', // log lines
  'test/totp.test.ts', // RFC 6238 arithmetic
  'test/key-rotation.test.ts', // runs the CLI on an embedded database of its own
  'test/mail-test-command.test.ts', // the same
  'test/maintenance.test.ts', // the embedded database's vacuum pass
  'test/mail-intake-imap.test.ts', // the IMAP path of mail-intake.test.ts's cases, which run on both
  'test/mailboxes.test.ts', // the mailbox settings and Test connection (the reader's own test runs on both)
  'test/pdf-exports.test.ts', // the PDFs' layout, read back as text (the reports' figures are tested on both)
];

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '';

export default defineConfig({
  test: {
    name: 'server',
    include: onPostgres ? ['test/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres ? ['**/node_modules/**', ...ENGINE_INDEPENDENT] : ['**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    // A worker imports the server's modules once for all its files instead of once per file (about
    // 2 s of a 2-core machine's time each, more than most files' tests take). CI's 14-minute budget
    // needs it; every file builds its own app and database, so no state is shared through a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
