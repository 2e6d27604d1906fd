import { z } from 'zod';
import {
  nameField,
  optionalDomainField,
  optionalEmailField,
  optionalIbanField,
  optionalText,
  phoneField,
} from '../common/fields';
import { CURRENCIES, DESCRIPTION_MAX } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { companyListShape } from './companies.constants';

/** Minimal shape for selectors (managers read companies for selectors). */
export const companyLookupSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyLookup = z.infer<typeof companyLookupSchema>;
export const companyLookupResponseSchema = z.object({ data: z.array(companyLookupSchema) });
export type CompanyLookupResponse = z.infer<typeof companyLookupResponseSchema>;

/** A company (customer) as every answer shows it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  websiteDomain: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  iban: z.string().nullable(),
  projectCount: z.number().int(),
  transactionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyList = defineList(companyListShape, { item: companySchema, filters: {} });

/**
 * Summary cards of the companies list under its search: how many, how many with a project in
 * progress and with customer accounts, and this month's income and expense over those companies
 * per currency (company time zone; all four currencies, never added together).
 */
export const companySummarySchema = z.object({
  total: z.number().int(),
  withActiveProjects: z.number().int(),
  withCustomers: z.number().int(),
  month: z.string(),
  money: z.array(z.object({ currency: z.enum(CURRENCIES), income: z.string(), expense: z.string() })),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyRequestSchema = z.object({
  name: nameField,
  websiteDomain: optionalDomainField,
  description: optionalText(DESCRIPTION_MAX),
  address: optionalText(300),
  phone: phoneField,
  email: optionalEmailField,
  taxNumber: optionalText(20).refine((value) => value === null || /^[0-9A-Za-z-]+$/.test(value), 'invalid'),
  taxOffice: optionalText(60),
  iban: optionalIbanField,
});
export type CompanyRequest = z.input<typeof companyRequestSchema>;
export const companyResponseSchema = z.object({ company: companySchema });

/** Income, expense and balance of one currency; amounts are decimal strings, exact to the cent. */
export const currencyTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  income: z.string(),
  expense: z.string(),
  balance: z.string(),
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

/** The detail page: the card, and its totals per currency (projects and transactions come from their lists). */
export const companyDetailResponseSchema = z.object({ company: companySchema, totals: z.array(currencyTotalsSchema) });
export type CompanyDetailResponse = z.infer<typeof companyDetailResponseSchema>;
