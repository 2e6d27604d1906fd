import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CREDENTIAL_USERNAME_MAX, DOMAIN_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';
import { users } from './users';

/**
 * Shared data: customer credentials a member of staff keeps and shares with colleagues
 * (`sharedDataPolicy`). The password is sealed (AES-256-GCM, `lib/secret-box.ts`) and stored with
 * the id of the key that sealed it; no read but the reveal call ever opens it. Removed with its
 * owner, like notes: the owner is the only one who could edit or share it.
 */
export const customerDetails = pgTable(
  'customer_details',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: varchar('username', { length: CREDENTIAL_USERNAME_MAX }).notNull(),
    passwordCiphertext: text('password_ciphertext').notNull(),
    passwordKeyId: varchar('password_key_id', { length: 32 }).notNull(),
    domain: varchar('domain', { length: DOMAIN_MAX }).notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [index('customer_details_owner_idx').on(table.ownerId, table.updatedAt), index('customer_details_key_idx').on(table.passwordKeyId)],
);

/** Who a customer detail is shared with (internal users); they may view and reveal it, not change it. */
export const customerDetailShares = pgTable(
  'customer_detail_shares',
  {
    customerDetailId: integer('customer_detail_id')
      .notNull()
      .references(() => customerDetails.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'customer_detail_shares_pk', columns: [table.customerDetailId, table.userId] }),
    index('customer_detail_shares_user_idx').on(table.userId),
  ],
);

export type CustomerDetailRow = typeof customerDetails.$inferSelect;
export type NewCustomerDetailRow = typeof customerDetails.$inferInsert;
