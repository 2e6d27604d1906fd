import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@workspace/shared/auth/roles';
import { EMAIL_MAX, LANGUAGES, NAME_MAX, PHONE_MAX } from '@workspace/shared/common/limits';
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
    phone: varchar('phone', { length: PHONE_MAX }),
    passwordHash: text('password_hash').notNull(),
    type: userTypeEnum('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    language: languageEnum('language').notNull().default('en'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_type_idx').on(table.type, table.name),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${table.name} || ' ' || ${table.surname} || ' ' || ${table.email} || ' ' || coalesce(${table.phone}, '')) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
