import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';

/** Ticket categories; names are unique regardless of case. */
export const ticketCategories = pgTable(
  'ticket_categories',
  { id: id(), name: varchar('name', { length: NAME_MAX }).notNull(), description: text('description'), ...timestamps },
  (table) => [uniqueIndex('ticket_categories_name_unique').on(sql`lower(${table.name})`)],
);

export type TicketCategoryRow = typeof ticketCategories.$inferSelect;
export type NewTicketCategoryRow = typeof ticketCategories.$inferInsert;
