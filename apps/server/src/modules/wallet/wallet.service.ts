import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { addDays, isoToday } from '@workspace/shared/common/work';
import type { z } from 'zod';
import type { walletExportQuerySchema } from '@workspace/shared/accounting/wallet.schemas';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { monthRange, monthsEndingWith } from '../transactions/months';
import { transactionExportColumns } from '../transactions/transactions.export';
import { iterateTransactionsBetween, listRecentTransactions } from '../transactions/transactions.service';
import * as repo from './wallet.repository';
import { walletExportTitle, walletPdf } from './wallet.export';

type ExportQuery = z.output<typeof walletExportQuerySchema>;

const RECENT_DAYS = 30;
const RECENT_LIMIT = 50;
const ZERO = { income: '0.00', expense: '0.00', balance: '0.00' };

type Cells = Map<string, repo.MonthCurrencyTotals>;

/* The rows by month and currency (one row each: the statement groups by both), so each cell is one lookup. */
const cellsOf = (rows: repo.MonthCurrencyTotals[]): Cells =>
  new Map(rows.map((row) => [`${row.month} ${row.currency}`, row]));

const cellOf = (cells: Cells, month: string, currency: string) => cells.get(`${month} ${currency}`) ?? ZERO;

const totalsOf = (cells: Cells, month: string) =>
  CURRENCIES.map((currency) => {
    const { income, expense, balance } = cellOf(cells, month, currency);
    return { currency, income, expense, balance };
  });

/**
 * The wallet of one month (default: the current month in the company's time zone): per-currency
 * totals, the 12 months ending with it, and its latest transactions: a past month's from its 1st
 * to its last day; while the month runs (or is still to come), those of the 30 days up to today.
 * Currencies are never added together; every figure comes from SQL on numeric values.
 */
export async function getWallet(ctx: ServiceContext, requestedMonth?: string): Promise<WalletResponse> {
  const today = isoToday(ctx.timeZone);
  const month = requestedMonth ?? today.slice(0, 7);
  const { first, last } = monthRange(month);
  const isPast = last < today;
  const recentTo = isPast ? last : today;
  const recentFrom = isPast ? first : addDays(today, -(RECENT_DAYS - 1));
  const [{ cells, monthly }, recent] = await Promise.all([
    twelveMonths(ctx.db, month),
    listRecentTransactions(ctx, recentFrom, recentTo, RECENT_LIMIT),
  ]);
  return { month, timeZone: ctx.timeZone, totals: totalsOf(cells, month), monthly, recent, recentFrom, recentTo };
}

async function twelveMonths(db: DbOrTx, month: string) {
  const months = monthsEndingWith(month, 12);
  const cells = cellsOf(await repo.monthTotals(db, `${months[0]}-01`, `${month}-01`));
  const monthly = months.map((m) => ({
    month: m,
    currencies: CURRENCIES.map((currency) => {
      const { income, expense } = cellOf(cells, m, currency);
      return { currency, income, expense };
    }),
  }));
  return { cells, monthly };
}

/**
 * Income and expense of the 12 months ending with `month` (YYYY-MM), oldest first, all four
 * currencies in each: the wallet's chart, which the dashboard shows too.
 */
export async function monthlyMoney(db: DbOrTx, month: string): Promise<WalletResponse['monthly']> {
  return (await twelveMonths(db, month)).monthly;
}

/**
 * One month's transactions for a download, recorded in the audit trail: as CSV the transaction
 * list, as PDF a report of the month's per-currency totals followed by its transactions.
 */
export async function exportWallet(ctx: ServiceContext, query: ExportQuery): Promise<ExportRequest<Transaction>> {
  const month = query.month ?? isoToday(ctx.timeZone).slice(0, 7);
  const { first, last } = monthRange(month);
  const rows = iterateTransactionsBetween(ctx, first, last);
  const title = walletExportTitle(ctx.language, month);
  const totals =
    query.format === 'pdf'
      ? totalsOf(cellsOf(await repo.monthTotals(ctx.db, `${month}-01`, `${month}-01`)), month)
      : [];
  return auditedExport(
    ctx,
    { action: 'wallet.export', entityType: 'wallet', filters: { month } },
    {
      format: query.format,
      filename: `wallet-${month}`,
      title,
      columns: transactionExportColumns(ctx.language),
      rows,
      pdf: () => walletPdf(ctx.language, { month, timeZone: ctx.timeZone, totals }, rows),
    },
  );
}
