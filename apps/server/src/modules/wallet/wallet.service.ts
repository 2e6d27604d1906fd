import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { addDays, isoToday } from '@workspace/shared/common/work';
import { recordActivity } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { monthRange, monthsEndingWith } from '../transactions/months';
import { recentTransactions } from '../transactions/transactions.repository';
import { toTransaction } from '../transactions/transactions.service';
import * as repo from './wallet.repository';

const RECENT_DAYS = 30;
const RECENT_LIMIT = 50;
const ZERO = { income: '0.00', expense: '0.00', balance: '0.00' };

const cellOf = (rows: repo.MonthCurrencyTotals[], month: string, currency: string) =>
  rows.find((row) => row.month === month && row.currency === currency) ?? ZERO;

const totalsOf = (rows: repo.MonthCurrencyTotals[], month: string) =>
  CURRENCIES.map((currency) => {
    const { income, expense, balance } = cellOf(rows, month, currency);
    return { currency, income, expense, balance };
  });

/** One month's income, expense and balance per currency (all four), for the PDF report. */
export async function getMonthTotals(ctx: ServiceContext, month: string) {
  return totalsOf(await repo.monthTotals(ctx.db, `${month}-01`, `${month}-01`), month);
}

/**
 * The wallet of one month (default: the current month in the company's time zone): per-currency
 * totals, the 12 months ending with it, and the last 30 days' transactions. Currencies are never
 * added together; every figure comes from SQL on numeric values.
 */
export async function getWallet(ctx: ServiceContext, requestedMonth?: string): Promise<WalletResponse> {
  const today = isoToday(ctx.timeZone);
  const month = requestedMonth ?? today.slice(0, 7);
  const months = monthsEndingWith(month, 12);
  const rows = await repo.monthTotals(ctx.db, `${months[0]}-01`, `${month}-01`);
  const cell = (m: string, currency: string) => cellOf(rows, m, currency);
  const recent = await recentTransactions(ctx.db, addDays(today, -(RECENT_DAYS - 1)), today, RECENT_LIMIT);
  return {
    month,
    timeZone: ctx.timeZone,
    totals: totalsOf(rows, month),
    monthly: months.map((m) => ({
      month: m,
      currencies: CURRENCIES.map((currency) => {
        const { income, expense } = cell(m, currency);
        return { currency, income, expense };
      }),
    })),
    recent: recent.map(toTransaction),
  };
}

/** The month's range, for the export's transaction list. */
export function walletMonthRange(ctx: ServiceContext, requestedMonth?: string) {
  const month = requestedMonth ?? isoToday(ctx.timeZone).slice(0, 7);
  return { month, ...monthRange(month) };
}

export async function recordWalletExport(ctx: ServiceContext, month: string, format: string) {
  await recordActivity(ctx.db, {
    actorId: ctx.actor.id,
    action: 'wallet.export',
    entityType: 'wallet',
    changes: { filters: { after: { month, format } } },
    ip: ctx.ip,
  });
}
