import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@workspace/shared/auth/roles';
import { EMAIL_MAX, LANGUAGES, NAME_MAX, PHONE_TEXT_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const languageEnum = pgEnum('language', LANGUAGES);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    surname: varchar('surname', { length: NAME_MAX }).notNull(),
    email: varchar('email', { length: EMAIL_MAX }).notNull(),
    phone: varchar('phone', { length: PHONE_TEXT_MAX }),
    passwordHash: text('password_hash').notNull(),
    type: userTypeEnum('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    language: languageEnum('language').notNull().default('en'),
    /*
     * Two-factor: the TOTP secret, sealed like shared passwords (`lib/secret-box.ts`), with the id
     * of its key. Set by setup, live only once `two_factor_enabled` (after a valid code); a setup
     * not confirmed within its time (`two_factor_setup_at`) must be started again.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorKeyId: varchar('two_factor_key_id', { length: 32 }),
    twoFactorSetupAt: timestamp('two_factor_setup_at', { withTimezone: true, mode: 'date' }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The 30-second step of the last code accepted: a code works once, and never an older one after it. */
    twoFactorLastStep: integer('two_factor_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** The account's own quotas, set by the master; null keeps the role's default (docs/decisions/032). */
    quotaCreationsPerHour: integer('quota_creations_per_hour'),
    quotaUploadMbPerHour: integer('quota_upload_mb_per_hour'),
    quotaUploadMbTotal: integer('quota_upload_mb_total'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_type_idx').on(table.type, table.name),
    index('users_search_trgm_idx').using(
      'gin',
      sql`search_fold(${table.name} || ' ' || ${table.surname} || ' ' || ${table.email} || ' ' || coalesce(${table.phone}, '')) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
