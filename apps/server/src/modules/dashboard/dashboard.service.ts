import type { Dashboard } from '@workspace/shared/insight/dashboard.schemas';
import { insightPolicy } from '@workspace/shared/auth/policies';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { isoToday, WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type { ServiceContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { latestActivities } from '../activities/activities.service';
import { monthsEndingWith } from '../transactions/months';
import * as repo from './dashboard.repository';

const LATEST_ACTIVITY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The master's dashboard as of `now` (figures of docs/decisions/011): "today" and "this month"
 * are the company's time zone; money is per currency, all four always present, never added. The
 * figures are independent aggregates, asked for together (a pool runs them side by side).
 */
export async function getDashboard(ctx: ServiceContext, now: Date = new Date()): Promise<Dashboard> {
  if (!insightPolicy.read(ctx.actor)) throw forbidden();
  const today = isoToday(ctx.timeZone, now);
  const month = today.slice(0, 7);
  const months = monthsEndingWith(month, 12);
  const [taskRows, activeProjects, ticketCounts, logins, moneyRows, latestActivity] = await Promise.all([
    repo.taskCounts(ctx.db, today),
    repo.activeProjectCount(ctx.db),
    repo.openTicketCounts(ctx.db),
    repo.loginCounts(ctx.db, today, ctx.timeZone, new Date(now.getTime() - DAY_MS)),
    repo.monthTotals(ctx.db, `${months[0]}-01`, `${month}-01`),
    latestActivities(ctx.db, LATEST_ACTIVITY),
  ]);

  const byStatus = Object.fromEntries(WORK_STATUSES.map((status) => [status, 0])) as Record<WorkStatus, number>;
  let total = 0;
  let overdue = 0;
  for (const row of taskRows) {
    byStatus[row.status] = row.count;
    total += row.count;
    overdue += row.overdue;
  }
  const cell = (m: string, currency: string) => moneyRows.find((row) => row.month === m && row.currency === currency);
  const currenciesOf = (m: string) =>
    CURRENCIES.map((currency) => ({ currency, income: cell(m, currency)?.income ?? '0.00', expense: cell(m, currency)?.expense ?? '0.00' }));

  return {
    today,
    month,
    timeZone: ctx.timeZone,
    tasks: { total, byStatus, overdue },
    activeProjects,
    money: currenciesOf(month),
    openTickets: ticketCounts.open,
    urgentOpenTickets: ticketCounts.urgent,
    loginsToday: logins.today,
    failedLogins24h: logins.failed,
    monthly: months.map((m) => ({ month: m, currencies: currenciesOf(m) })),
    latestActivity,
  };
}
