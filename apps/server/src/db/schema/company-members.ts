import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Which customers (users of type `user`) belong to which companies: a customer's ticket may name a
 * project of one of their companies. A link, so only its creation time; removed with either side.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'company_members_pk', columns: [table.companyId, table.userId] }),
    index('company_members_user_idx').on(table.userId),
  ],
);
