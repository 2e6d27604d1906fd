import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { userTypeEnum, users } from './users';

/**
 * Two-factor recovery codes: ten per user, shown once when two-factor is turned on, stored as
 * argon2id hashes. Each works once (`used_at`); turning two-factor off or making new ones removes them.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/**
 * A sign-in half done: the password was right and the account has two-factor, so instead of a token
 * the caller gets a challenge (random, stored only as its SHA-256) to complete with a code within
 * a few minutes. Used once; wrong codes count against the sign-in limits like wrong passwords.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('login_challenges_token_unique').on(table.tokenHash),
    index('login_challenges_user_idx').on(table.userId),
  ],
);

/** Rules the master sets per role; today one: two-factor required. A role without a row requires nothing. */
export const roleSettings = pgTable('role_settings', {
  type: userTypeEnum('type').primaryKey(),
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type RecoveryCodeRow = typeof twoFactorRecoveryCodes.$inferSelect;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
