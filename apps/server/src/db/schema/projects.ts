import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';
import { companies } from './companies';
import { currencyEnum, workPriorityEnum, workStatusEnum } from './enums';
import { users } from './users';

/** Projects. Money is numeric(14,2) read as a string; dates are calendar dates. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    currency: currencyEnum('currency').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: workStatusEnum('status').notNull().default('pending'),
    priority: workPriorityEnum('priority').notNull().default('medium'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('projects_company_idx').on(table.companyId),
    index('projects_status_idx').on(table.status, table.endDate),
    index('projects_created_idx').on(table.createdAt),
    index('projects_name_idx').on(table.name),
    index('projects_name_trgm_idx').using('gin', sql`search_fold(${table.name}) gin_trgm_ops`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
