import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Attempts counted by the rate limits (sign-in, the current-password check, registration): one
 * row per attempt that was let through, written before the attempt is evaluated, so parallel
 * requests cannot all pass the count (lib/rate-limit.ts, docs/decisions/003). A successful
 * sign-in takes its row back; rows older than the longest window are removed as keys are used.
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    id: id(),
    /** What is limited and by what, e.g. `login:account`, `credentials:ip`, `register:ip`. */
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_attempts_key_idx').on(table.scope, table.key, table.createdAt)],
);
