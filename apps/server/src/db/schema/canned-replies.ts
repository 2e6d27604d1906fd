import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';
import { users } from './users';

/** Texts staff insert in a ticket's reply box by typing "/"; kept by master and manager. */
export const cannedReplies = pgTable('canned_replies', {
  id: id(),
  title: varchar('title', { length: NAME_MAX }).notNull(),
  body: text('body').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  ...timestamps,
});

export type CannedReplyRow = typeof cannedReplies.$inferSelect;
