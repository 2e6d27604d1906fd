import { index, integer, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

export const LOGIN_STATUSES = ['success', 'failed'] as const;
export const loginStatusEnum = pgEnum('login_status', LOGIN_STATUSES);

/** One row per login attempt, failed or not, with where it came from. */
export const loginRecords = pgTable(
  'login_records',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id),
    email: varchar('email', { length: 254 }).notNull(),
    status: loginStatusEnum('status').notNull(),
    reason: varchar('reason', { length: 40 }),
    ip: varchar('ip', { length: 45 }).notNull(),
    country: varchar('country', { length: 64 }),
    region: varchar('region', { length: 128 }),
    city: varchar('city', { length: 128 }),
    userAgent: varchar('user_agent', { length: 300 }),
    ...timestamps,
  },
  (table) => [
    index('login_records_created_idx').on(table.createdAt),
    index('login_records_user_idx').on(table.userId, table.createdAt),
    index('login_records_email_idx').on(table.email, table.createdAt),
    index('login_records_ip_idx').on(table.ip, table.createdAt),
  ],
);
