/*
 * PostgreSQL advisory lock keys, one per start-up step that instances started together must take
 * in turn. On the embedded database (one process, one connection) taking them is harmless.
 *
 * - migrations: session lock held by runMigrations while it applies the committed migrations.
 * - initialData: transaction lock taken by ensureInitialData before it looks for users, so that a
 *   second instance waits for the first one's seed to commit, then finds users and seeds nothing.
 * - mailboxReader: with a mailbox's id as the second key, a session lock held by the one instance
 *   that reads that mailbox (modules/mail-intake/mailbox-reader.ts).
 */
export const ADVISORY_LOCKS = {
  migrations: 727_274_001,
  initialData: 727_274_002,
  mailboxReader: 727_274_003,
} as const;
