import { z } from 'zod';
import { CURRENCIES } from '../common/limits';
import { noQuerySchema } from '../common/list.schemas';
import { WORK_STATUSES } from '../common/work';
import { activitySchema } from './activities.schemas';

export const dashboardQuerySchema = noQuerySchema;

const count = z.number().int();

/**
 * The master's home (`/dashboard`). "Today" and "this month" are the company's time zone; money
 * is per currency, all four always present, never added together.
 */
export const dashboardSchema = z.object({
  today: z.string(),
  month: z.string(),
  /** The instant the figures were taken (ISO 8601). */
  asOf: z.string(),
  timeZone: z.string(),
  tasks: z.object({ total: count, byStatus: z.record(z.enum(WORK_STATUSES), count), overdue: count }),
  /** Projects in progress. */
  activeProjects: count,
  /** This month's income and expense per currency. */
  money: z.array(z.object({ currency: z.enum(CURRENCIES), income: z.string(), expense: z.string() })),
  /** Tickets neither completed nor cancelled (the list's `unfinished` status), and of those, urgent ones. */
  unfinishedTickets: count,
  urgentUnfinishedTickets: count,
  /** Successful logins since midnight; failed attempts after `failedLoginsSince` up to `asOf` (24 hours). */
  loginsToday: count,
  failedLogins24h: count,
  failedLoginsSince: z.string(),
  /** The 12 months ending with this month, oldest first, each with all four currencies. */
  monthly: z.array(
    z.object({
      month: z.string(),
      currencies: z.array(z.object({ currency: z.enum(CURRENCIES), income: z.string(), expense: z.string() })),
    }),
  ),
  /** The latest 10 audit rows, newest first. */
  latestActivity: z.array(activitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
