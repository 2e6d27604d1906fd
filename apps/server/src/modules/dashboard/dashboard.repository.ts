import { count, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { WorkStatus } from '@workspace/shared/common/work';
import { CLOSED_TICKET_STATUSES } from '@workspace/shared/tickets/tickets.constants';
import type { DbOrTx } from '../../db/client';
import { loginRecords } from '../../db/schema/login-records';
import { taskDeadlineCounts, ticketStatusCounts } from '../../db/schema/insight-counts';
import { projects } from '../../db/schema/projects';
import { overdueCondition } from '../tasks/tasks.query';

/*
 * The dashboard's figures: each one aggregate that an index answers (docs/decisions/011). No row
 * leaves the database, only counts and sums.
 */

/**
 * Per status: how many tasks, and how many of them are overdue: the task list's rule (open,
 * deadline before today) on the counts per status and deadline.
 */
export async function taskCounts(
  db: DbOrTx,
  today: string,
): Promise<{ status: WorkStatus; count: number; overdue: number }[]> {
  return db
    .select({
      status: taskDeadlineCounts.status,
      count: sql<number>`coalesce(sum(${taskDeadlineCounts.count}), 0)::int`,
      overdue: sql<number>`coalesce(sum(${taskDeadlineCounts.count}) filter (where ${overdueCondition(today, taskDeadlineCounts)}), 0)::int`,
    })
    .from(taskDeadlineCounts)
    .groupBy(taskDeadlineCounts.status);
}

/** Projects in progress. */
export async function activeProjectCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: count() }).from(projects).where(eq(projects.status, 'inProgress'));
  return row?.count ?? 0;
}

/** Tickets neither completed nor cancelled, and the urgent ones among them. */
export async function openTicketCounts(db: DbOrTx): Promise<{ open: number; urgent: number }> {
  const [row] = await db
    .select({
      open: sql<number>`coalesce(sum(${ticketStatusCounts.count}), 0)::int`,
      urgent: sql<number>`coalesce(sum(${ticketStatusCounts.count}) filter (where ${ticketStatusCounts.priority} = 'urgent'), 0)::int`,
    })
    .from(ticketStatusCounts)
    .where(notInArray(ticketStatusCounts.status, [...CLOSED_TICKET_STATUSES]));
  return row ?? { open: 0, urgent: 0 };
}

/**
 * Successful sign-ins since midnight `today` in `timeZone`, and failed attempts after `dayAgo` up
 * to `now`, as the login history's `since` and `until` filters count them: one range
 * of login_records_created_idx from the earlier of the two.
 */
export async function loginCounts(
  db: DbOrTx,
  today: string,
  timeZone: string,
  dayAgo: Date,
  now: Date,
): Promise<{ today: number; failed: number }> {
  const midnight = sql`(${today}::date)::timestamp at time zone ${timeZone}`;
  const since = dayAgo.toISOString();
  const until = now.toISOString();
  const [row] = await db
    .select({
      today: sql<number>`(count(*) filter (where ${loginRecords.status} = 'success' and ${loginRecords.createdAt} >= ${midnight}))::int`,
      failed: sql<number>`(count(*) filter (where ${loginRecords.status} = 'failed' and ${loginRecords.createdAt} > ${since}::timestamptz and ${loginRecords.createdAt} <= ${until}::timestamptz))::int`,
    })
    .from(loginRecords)
    .where(gte(loginRecords.createdAt, sql`least(${midnight}, ${since}::timestamptz)`));
  return row ?? { today: 0, failed: 0 };
}
