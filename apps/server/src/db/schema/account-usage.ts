import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What each account used of its quotas (docs/decisions/032): records created and bytes uploaded
 * in the clock hour that began at `hour_start` (both start again at zero in the next hour), and
 * bytes uploaded in all. One row per account, changed in the transaction of the creation, so
 * parallel requests of one account queue on its row.
 */
export const accountUsage = pgTable('account_usage', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hourStart: timestamp('hour_start', { withTimezone: true, mode: 'date' }).notNull(),
  creationsThisHour: integer('creations_this_hour').notNull().default(0),
  bytesThisHour: bigint('bytes_this_hour', { mode: 'number' }).notNull().default(0),
  bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
});

export type AccountUsageRow = typeof accountUsage.$inferSelect;
