import { and, asc, eq, inArray } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { companyMembers } from '../../db/schema/company-members';
import { projects } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { tickets, type NewTicketRow, type TicketRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { anyRow } from '../../lib/sql';
import { textOrder } from '../../lib/text-order';

/** The stored row, locked for the rest of the transaction when `lock` is set. */
export async function findTicketRow(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const query = db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The tasks made from a ticket, oldest first. */
export function listTicketTasks(db: DbOrTx, ticketId: number) {
  return db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.ticketId, ticketId))
    .orderBy(asc(tasks.id));
}

/** "Name Surname" of an active internal user, or undefined when the id is anyone else. */
export async function findActiveInternalName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.type, [...INTERNAL_USER_TYPES])))
    .limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

/** "Name Surname" of any user (a former assignee may since be inactive). */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

export async function findCategoryName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: ticketCategories.name })
    .from(ticketCategories)
    .where(eq(ticketCategories.id, id))
    .limit(1);
  return row?.name;
}

/** Projects a ticket may name, by name: all of them, or those of the companies a customer belongs to. */
export function listProjectOptions(db: DbOrTx, memberId: number | undefined, language: Language) {
  const query = db.select({ id: projects.id, name: projects.name }).from(projects).$dynamic();
  const scoped =
    memberId === undefined
      ? query
      : query.where(
          inArray(
            projects.companyId,
            db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, memberId)),
          ),
        );
  return scoped.orderBy(...textOrder(projects.name, language), asc(projects.id));
}

/** Whether the project exists and, for a customer (`memberId`), belongs to one of their companies. */
export async function projectAllowed(db: DbOrTx, projectId: number, memberId: number | undefined): Promise<boolean> {
  if (memberId === undefined) return anyRow(db, projects, eq(projects.id, projectId));
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, projects.companyId), eq(companyMembers.userId, memberId)),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  return row !== undefined;
}

export async function insertTicket(db: DbOrTx, values: NewTicketRow): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: DbOrTx, id: number, values: Partial<NewTicketRow>): Promise<TicketRow> {
  const [row] = await db.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}

/** The stored rows of these ids (those that exist), locked for the rest of the transaction, in id order. */
export async function lockTicketRows(db: DbOrTx, ids: readonly number[]): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.id, [...ids]))
    .orderBy(tickets.id)
    .for('update');
}
