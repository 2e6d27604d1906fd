import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';

/** Expense categories; names are unique regardless of case. */
export const expenseCategories = pgTable(
  'expense_categories',
  { id: id(), name: varchar('name', { length: NAME_MAX }).notNull(), description: text('description'), ...timestamps },
  (table) => [uniqueIndex('expense_categories_name_unique').on(sql`lower(${table.name})`)],
);

export type ExpenseCategoryRow = typeof expenseCategories.$inferSelect;
export type NewExpenseCategoryRow = typeof expenseCategories.$inferInsert;
