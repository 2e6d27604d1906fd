import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { workStatusEnum } from './enums';
import { ticketPriorityEnum, ticketStatusEnum } from './tickets';

/*
 * Counts the dashboard reads instead of counting every task and ticket on each request (100,000
 * of each take 15-40 ms to count on the embedded database). Kept by the statement-level triggers
 * of migration 0010, in the same transaction as every write on tasks and tickets, like
 * transaction_month_totals; nothing else writes them.
 */
export const taskDeadlineCounts = pgTable(
  'task_deadline_counts',
  {
    status: workStatusEnum('status').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'task_deadline_counts_pk', columns: [table.status, table.deadline] })],
);

export const ticketStatusCounts = pgTable(
  'ticket_status_counts',
  {
    status: ticketStatusEnum('status').notNull(),
    priority: ticketPriorityEnum('priority').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'ticket_status_counts_pk', columns: [table.status, table.priority] })],
);
