import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/** Bearer tokens: only the SHA-256 of the token is kept, so a stolen copy of the database opens no session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    ...timestamps,
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);
