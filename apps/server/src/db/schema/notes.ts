import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';
import { users } from './users';

/**
 * Personal notes: each belongs to one person and only they read it (`notePolicy`), the master
 * included. Removed with their owner, since nobody else could ever see them.
 */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    ...timestamps,
  },
  // Every read is one owner's notes, pinned first, then most recently edited (the default order).
  (table) => [index('notes_owner_pinned_updated_idx').on(table.ownerId, table.isPinned, table.updatedAt)],
);

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
