import type { Dashboard } from '@workspace/shared/insight/dashboard.schemas';
import { insightPolicy } from '@workspace/shared/auth/policies';
import { isoToday, WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type { ServiceContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { latestActivities } from '../activities/activities.service';
import { monthlyMoney } from '../wallet/wallet.service';
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
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [taskRows, activeProjects, ticketCounts, logins, monthly, latestActivity] = await Promise.all([
    repo.taskCounts(ctx.db, today),
    repo.activeProjectCount(ctx.db),
    repo.openTicketCounts(ctx.db),
    repo.loginCounts(ctx.db, today, ctx.timeZone, dayAgo, now),
    monthlyMoney(ctx.db, month),
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

  return {
    today,
    month,
    asOf: now.toISOString(),
    timeZone: ctx.timeZone,
    tasks: { total, byStatus, overdue },
    activeProjects,
    // The last of the twelve months is this one.
    money: monthly[monthly.length - 1]!.currencies,
    unfinishedTickets: ticketCounts.open,
    urgentUnfinishedTickets: ticketCounts.urgent,
    loginsToday: logins.today,
    failedLogins24h: logins.failed,
    // The card's list asks for exactly this span (the login history's `since` and `until`).
    failedLoginsSince: dayAgo.toISOString(),
    monthly,
    latestActivity,
  };
}
