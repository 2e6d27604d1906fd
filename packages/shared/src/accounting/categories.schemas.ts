import { z } from 'zod';
import { categoryFieldsSchema, categoryNamesSchema, categorySchema } from '../common/categories';
import { CURRENCIES } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { categoryListShape } from './categories.constants';

/** Expense category: name and description, and how many transactions use it. */
export const expenseCategorySchema = categorySchema('transactionCount');
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

export const categoryRequestSchema = categoryFieldsSchema;
export type CategoryRequest = z.input<typeof categoryRequestSchema>;
export const categoryResponseSchema = z.object({ category: expenseCategorySchema });

export const categoryLookupResponseSchema = categoryNamesSchema;
