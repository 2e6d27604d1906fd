import { index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { UserType } from '@workspace/shared/auth/roles';
import type { SavedViewState } from '@workspace/shared/views/saved-views.schemas';
import { id, timestamps } from './columns';
import { users } from './users';

/*
 * Saved views of the lists (docs/decisions/043): a person's named list state, each person's
 * default view per list (one of their own or one shared with their role), and a person's choice
 * of columns per list.
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
    /** The role the master shared it with. */
    sharedWith: varchar('shared_with', { length: 20 }).$type<UserType>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('saved_views_owner_list_name_idx').on(table.ownerId, table.list, table.name),
    index('saved_views_shared_idx')
      .on(table.list, table.sharedWith)
      .where(sql`${table.sharedWith} is not null`),
  ],
);

/**
 * The view a person's list opens with: one per person and list, their own view or one the master
 * shared with their role. It goes with the view (deleted) and with the sharing (unshared).
 */
export const listDefaults = pgTable(
  'list_defaults',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 40 }).notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.list] }), index('list_defaults_view_idx').on(table.viewId)],
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
