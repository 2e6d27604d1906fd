import { sql, type SQL } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
  TICKET_TYPES,
} from '@workspace/shared/tickets/tickets.constants';
import { id, timestamps } from './columns';
import { projects } from './projects';
import { ticketCategories } from './ticket-categories';
import { users } from './users';

/* Declaration order is sort order: statuses follow the flow, priorities go low to urgent. */
export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketPriorityEnum = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const ticketDepartmentEnum = pgEnum('ticket_department', TICKET_DEPARTMENTS);
export const ticketTypeEnum = pgEnum('ticket_type', TICKET_TYPES);

/**
 * Support tickets. `completed_at` is kept by the server: set when the status becomes completed,
 * cleared when it leaves completed. `created_by` is the customer (or master) who raised it.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    subject: varchar('subject', { length: TICKET_SUBJECT_MAX }).notNull(),
    description: text('description').notNull(),
    status: ticketStatusEnum('status').notNull().default('pending'),
    priority: ticketPriorityEnum('priority').notNull().default('medium'),
    department: ticketDepartmentEnum('department').notNull(),
    type: ticketTypeEnum('type').notNull(),
    categoryId: integer('category_id').references(() => ticketCategories.id),
    projectId: integer('project_id').references(() => projects.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    deadline: date('deadline', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /* What a search reads, folded by the database (search_fold, docs/decisions/005 and 013). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_fold(${tickets.subject} || ' ' || ${tickets.description})`),
    ...timestamps,
  },
  (table) => [
    // The list's default order is newest first; customers and employees filter by their column first.
    index('tickets_created_idx').on(table.createdAt, table.id),
    index('tickets_created_by_idx').on(table.createdBy, table.createdAt),
    index('tickets_assignee_idx').on(table.assigneeId, table.createdAt),
    index('tickets_status_created_idx').on(table.status, table.createdAt),
    index('tickets_category_idx').on(table.categoryId),
    index('tickets_project_idx').on(table.projectId),
    // Trigrams of the search text (docs/decisions/005), as for tasks: one index over every ticket
    // and one per status holding only that status's tickets, so a search within a status reads
    // short posting lists. fastupdate off: the embedded database has no autovacuum to drain them.
    index('tickets_search_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    ...TICKET_STATUSES.map((status) =>
      index(`tickets_search_${status.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}_idx`)
        .using('gin', sql`${table.searchText} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(sql.raw(`status = '${status}'`)),
    ),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = typeof tickets.$inferInsert;
