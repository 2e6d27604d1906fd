import { sql } from 'drizzle-orm';
import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX, NAME_MAX, PHONE_TEXT_MAX } from '@workspace/shared/common/limits';
import { id, timestamps } from './columns';

/** Companies (customers), with every field the accounting issue needs. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    websiteDomain: varchar('website_domain', { length: 253 }),
    description: text('description'),
    address: varchar('address', { length: 500 }),
    phone: varchar('phone', { length: PHONE_TEXT_MAX }),
    email: varchar('email', { length: EMAIL_MAX }),
    taxNumber: varchar('tax_number', { length: 20 }),
    taxOffice: varchar('tax_office', { length: 100 }),
    iban: varchar('iban', { length: 34 }),
    ...timestamps,
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    index('companies_name_trgm_idx').using('gin', sql`search_fold(${table.name}) gin_trgm_ops`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
