import type { Currency } from '@workspace/shared/common/limits';
import type { WorkStatus } from '@workspace/shared/common/work';

/*
 * The filtered list behind each dashboard figure. Every key is a filter of the list it opens
 * (taskList, projectList, transactionList, ticketList, loginRecordList), which that screen reads
 * from the URL, so the list shows exactly the rows the card counts.
 */

const to = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** The first and last day (YYYY-MM-DD) of a YYYY-MM month. */
function monthRange(month: string): { from: string; to: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export const dashboardLinks = {
  tasksByStatus: (status: WorkStatus) => to('/task', { status }),
  overdueTasks: () => to('/task', { overdue: 'true' }),
  activeProjects: () => to('/project', { status: 'inProgress' }),
  /** Income or expense of one currency over the month's days. */
  money: (kind: 'income' | 'expense', currency: Currency, month: string) => {
    const { from, to: last } = monthRange(month);
    return to(`/${kind}`, { currency, dateFrom: from, dateTo: last });
  },
  unfinishedTickets: () => to('/ticket', { status: 'unfinished' }),
  urgentUnfinishedTickets: () => to('/ticket', { status: 'unfinished', priority: 'urgent' }),
  loginsToday: (today: string) => to('/users-login', { status: 'success', dateFrom: today, dateTo: today }),
  /** The same span as the card, to the instant: after `since`, up to `until` (the dashboard's answer). */
  failedLogins: (since: string, until: string) => to('/users-login', { status: 'failed', since, until }),
};
