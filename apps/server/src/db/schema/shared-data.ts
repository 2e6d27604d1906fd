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
export const sharedData = pgTable(
  'shared_data',
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
  (table) => [
    index('shared_data_owner_idx').on(table.ownerId, table.updatedAt),
    index('shared_data_key_idx').on(table.passwordKeyId),
  ],
);

/** Who a shared data record is shared with (internal users); they may view and reveal it, not change it. */
export const sharedDataShares = pgTable(
  'shared_data_shares',
  {
    sharedDataId: integer('shared_data_id')
      .notNull()
      .references(() => sharedData.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'shared_data_shares_pk', columns: [table.sharedDataId, table.userId] }),
    index('shared_data_shares_user_idx').on(table.userId),
  ],
);

export type SharedDataRow = typeof sharedData.$inferSelect;
export type NewSharedDataRow = typeof sharedData.$inferInsert;
