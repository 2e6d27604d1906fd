import { z } from 'zod';
import {
  choiceField,
  dateField,
  idField,
  moneyField,
  nameField,
  nullableIdField,
  optionalDateField,
  optionalIdField,
  optionalText,
} from '../common/fields';
import { CURRENCIES, DESCRIPTION_MAX } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { TRANSACTION_TYPES, transactionListShape } from './transactions.constants';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** An income or expense. `amount` is a decimal string ("1250.50"), never a float. */
export const transactionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  currency: z.enum(CURRENCIES),
  category: ref.nullable(),
  assignedUser: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }),
  company: ref,
  project: ref.nullable(),
  transactionDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const optionalMoney = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  moneyField.optional(),
);

const filterShape = {
  type: z.enum(TRANSACTION_TYPES).optional(),
  currency: z.enum(CURRENCIES).optional(),
  categoryId: optionalIdField,
  companyId: optionalIdField,
  projectId: optionalIdField,
  userId: optionalIdField,
  dateFrom: optionalDateField,
  dateTo: optionalDateField,
  amountMin: optionalMoney,
  amountMax: optionalMoney,
};

function checkRanges(
  value: { dateFrom?: string; dateTo?: string; amountMin?: string; amountMax?: string },
  ctx: z.RefinementCtx,
) {
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
  }
  // Normalised two-decimal strings compare as numbers of cents without floats. This check also
  // runs when an amount has already failed its own rule, with the raw input: compare only valid ones.
  const isCents = (amount: string | undefined): amount is string =>
    amount !== undefined && /^\d{1,12}\.\d{2}$/.test(amount);
  if (
    isCents(value.amountMin) &&
    isCents(value.amountMax) &&
    BigInt(value.amountMin.replace('.', '')) > BigInt(value.amountMax.replace('.', ''))
  ) {
    ctx.addIssue({ code: 'custom', path: ['amountMax'], message: 'amountRangeInvalid' });
  }
}

/** Income, expense and both together are one list (`type`): filters shared by the lists, their summaries and exports. */
export const transactionList = defineList(transactionListShape, {
  item: transactionSchema,
  filters: filterShape,
  refine: checkRanges,
});
export type TransactionFilters = z.infer<typeof transactionList.filtersSchema>;

const transactionBody = z.object({
  name: nameField,
  description: optionalText(DESCRIPTION_MAX),
  amount: moneyField,
  type: choiceField(TRANSACTION_TYPES),
  currency: z.enum(CURRENCIES, { error: 'required' }),
  categoryId: nullableIdField,
  assignedUserId: idField,
  companyId: idField,
  projectId: nullableIdField,
  transactionDate: dateField,
});

/** Create and edit: an expense needs a category; income may have one. */
export const transactionRequestSchema = transactionBody.superRefine((value, ctx) => {
  if (value.type === 'expense' && value.categoryId === null) {
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'categoryRequired' });
  }
});
export type TransactionRequest = z.input<typeof transactionRequestSchema>;
export const transactionResponseSchema = z.object({ transaction: transactionSchema });

/** Summary cards: this month's totals per currency (company time zone), under the list's filters. */
export const transactionSummarySchema = z.object({
  month: z.string(),
  totals: z.array(
    z.object({ currency: z.enum(CURRENCIES), income: z.string(), expense: z.string(), count: z.number().int() }),
  ),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
