import { z } from 'zod';
import { nameField, optionalText } from '../common/fields';
import { CURRENCIES, DESCRIPTION_MAX } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { categoryListShape } from './categories.constants';

/** Expense category: name and description. */
export const expenseCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  transactionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

export const categoryList = defineList(categoryListShape, { item: expenseCategorySchema, filters: {} });

/** Summary cards of the categories list under its search: used or not, and this month's expense per currency (all four). */
export const categorySummarySchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  unused: z.number().int(),
  month: z.string(),
  expense: z.array(z.object({ currency: z.enum(CURRENCIES), total: z.string() })),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const categoryRequestSchema = z.object({ name: nameField, description: optionalText(DESCRIPTION_MAX) });
export type CategoryRequest = z.input<typeof categoryRequestSchema>;
export const categoryResponseSchema = z.object({ category: expenseCategorySchema });

export const categoryLookupResponseSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
