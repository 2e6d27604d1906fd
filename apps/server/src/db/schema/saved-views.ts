import { boolean, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { UserType } from '@workspace/shared/auth/roles';
import type { SavedViewState } from '@workspace/shared/views/saved-views.schemas';
import { id, timestamps } from './columns';
import { users } from './users';

/*
 * Saved views of the lists (docs/decisions/043): a person's named list state, one default per
 * person and list, and a person's choice of columns per list.
 */

export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list's name (its resource under /api/). */
    list: varchar('list', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The role the master shared it with. */
    sharedWith: varchar('shared_with', { length: 20 }).$type<UserType>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('saved_views_owner_list_name_idx').on(table.ownerId, table.list, table.name),
    // One default per person and list.
    uniqueIndex('saved_views_default_idx')
      .on(table.ownerId, table.list)
      .where(sql`${table.isDefault}`),
    index('saved_views_shared_idx')
      .on(table.list, table.sharedWith)
      .where(sql`${table.sharedWith} is not null`),
  ],
);

export const listPreferences = pgTable(
  'list_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 40 }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.list] })],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
