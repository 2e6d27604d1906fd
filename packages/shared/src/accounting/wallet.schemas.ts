import { z } from 'zod';
import { monthField } from '../common/fields';
import { CURRENCIES } from '../common/limits';
import { currencyTotalsSchema } from '../companies/companies.schemas';
import { transactionSchema } from './transactions.schemas';

/** `?month=YYYY-MM`; the current month in the company's time zone when absent. Like a list's, refuses any other key. */
export const walletQuerySchema = z.strictObject({ month: monthField.optional() });
export const walletExportQuerySchema = z.strictObject({ month: monthField.optional(), format: z.enum(['csv', 'pdf']) });

/**
 * The wallet of one month. Every figure is per currency and computed in SQL on numeric values;
 * currencies are never added together or converted.
 */
export const walletResponseSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  /** One entry per currency, all four always present (zeros when nothing moved). */
  totals: z.array(currencyTotalsSchema),
  /** The 12 months ending with `month`, oldest first, each with all four currencies. */
  monthly: z.array(
    z.object({
      month: z.string(),
      currencies: z.array(z.object({ currency: z.enum(CURRENCIES), income: z.string(), expense: z.string() })),
    }),
  ),
  /**
   * Transactions of the days `recentFrom`..`recentTo` (inclusive), newest first, at most 50: the
   * whole of a past month (from its 1st), or the 30 days up to today while it is still running.
   */
  recent: z.array(transactionSchema),
  recentFrom: z.string(),
  recentTo: z.string(),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;
