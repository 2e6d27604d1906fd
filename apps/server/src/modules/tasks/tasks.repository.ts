import { and, eq, inArray } from 'drizzle-orm';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { tasks, type NewTaskRow, type TaskRow } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { anyRow } from '../../lib/sql';

/** The stored row, locked for the rest of the transaction when `lock` is set. */
export async function findTaskRow(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TaskRow | undefined> {
  const query = db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
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

/** "Name Surname" of any user, for timeline entries about a person who may since be inactive. */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.name} ${row.surname}` : undefined;
}

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  return anyRow(db, projects, eq(projects.id, id));
}

export async function insertTask(db: DbOrTx, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTask(db: DbOrTx, id: number, values: Partial<NewTaskRow>): Promise<TaskRow> {
  const [row] = await db.update(tasks).set(values).where(eq(tasks.id, id)).returning();
  return row!;
}

/** The stored rows of these ids (those that exist), locked for the rest of the transaction, in id order. */
export async function lockTaskRows(db: DbOrTx, ids: readonly number[]): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, [...ids]))
    .orderBy(tasks.id)
    .for('update');
}

/** "Name Surname" of each of these users, by id. */
export async function findUserNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.surname}`]));
}
