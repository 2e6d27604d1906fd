import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '@workspace/shared/accounting/transactions.constants';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';
import { companies } from './companies';
import { currencyEnum } from './enums';
import { expenseCategories } from './expense-categories';
import { projects } from './projects';
import { users } from './users';

export const transactionTypeEnum = pgEnum('transaction_type', TRANSACTION_TYPES);

/**
 * Income and expense. The amount is numeric(14,2), read as a string: it never
 * becomes a JavaScript number. The transaction date is a calendar date, so a month is exact.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    type: transactionTypeEnum('type').notNull(),
    currency: currencyEnum('currency').notNull(),
    categoryId: integer('category_id').references(() => expenseCategories.id),
    assignedUserId: integer('assigned_user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: integer('project_id').references(() => projects.id),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('transactions_date_idx').on(table.transactionDate, table.id),
    index('transactions_type_date_idx').on(table.type, table.transactionDate),
    index('transactions_currency_date_idx').on(table.currency, table.transactionDate),
    // Type and currency together: the income/expense lists filtered by currency, page and count.
    index('transactions_type_currency_date_idx').on(table.type, table.currency, table.transactionDate, table.id),
    index('transactions_company_date_idx').on(table.companyId, table.transactionDate),
    index('transactions_project_idx').on(table.projectId, table.type, table.currency),
    index('transactions_category_idx').on(table.categoryId),
    index('transactions_user_idx').on(table.assignedUserId),
    index('transactions_name_trgm_idx').using('gin', sql`search_fold(${table.name}) gin_trgm_ops`),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

/**
 * Per month, currency and type: the sum and count of transactions. Kept by database triggers in
 * the same transaction as every insert, update and delete on `transactions` (migration 0003), so
 * the wallet's 12-month view reads 96 rows at most instead of a year of transactions.
 */
export const transactionMonthTotals = pgTable(
  'transaction_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: currencyEnum('currency').notNull(),
    type: transactionTypeEnum('type').notNull(),
    total: numeric('total', { precision: 18, scale: 2, mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'transaction_month_totals_pk', columns: [table.month, table.currency, table.type] })],
);
