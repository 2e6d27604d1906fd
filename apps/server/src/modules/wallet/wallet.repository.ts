import { and, gte, lte, sql } from 'drizzle-orm';
import type { Currency } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { preparedRows, slot } from '../../db/prepared-queries';
import { transactionMonthTotals } from '../../db/schema/transactions';

export type MonthCurrencyTotals = {
  month: string;
  currency: Currency;
  income: string;
  expense: string;
  balance: string;
};

/* Read on every wallet and dashboard request: its five text columns are taken by position (db/prepared-queries, preparedRows). */
const monthTotalOf = (row: unknown[]): MonthCurrencyTotals => ({
  month: row[0] as string,
  currency: row[1] as Currency,
  income: row[2] as string,
  expense: row[3] as string,
  balance: row[4] as string,
});

const monthTotalsQuery = preparedRows(
  'wallet_month_totals',
  (db) =>
    db
      .select({
        month: sql<string>`to_char(${transactionMonthTotals.month}, 'YYYY-MM')`,
        currency: transactionMonthTotals.currency,
        income: sql<string>`coalesce(sum(${transactionMonthTotals.total}) filter (where ${transactionMonthTotals.type} = 'income'), 0)::numeric(18,2)::text`,
        expense: sql<string>`coalesce(sum(${transactionMonthTotals.total}) filter (where ${transactionMonthTotals.type} = 'expense'), 0)::numeric(18,2)::text`,
        balance: sql<string>`coalesce(sum(case when ${transactionMonthTotals.type} = 'income' then ${transactionMonthTotals.total} else -${transactionMonthTotals.total} end), 0)::numeric(18,2)::text`,
      })
      .from(transactionMonthTotals)
      .where(and(gte(transactionMonthTotals.month, slot('first')), lte(transactionMonthTotals.month, slot('last'))))
      .groupBy(transactionMonthTotals.month, transactionMonthTotals.currency),
  monthTotalOf,
);

/**
 * Income and expense per month and currency from `first` to `last` month start (YYYY-MM-DD),
 * read from the trigger-maintained month totals: at most 12 x 4 x 2 rows, summed in SQL.
 */
export async function monthTotals(db: DbOrTx, first: string, last: string): Promise<MonthCurrencyTotals[]> {
  return monthTotalsQuery.execute(db, undefined, { first, last });
}
