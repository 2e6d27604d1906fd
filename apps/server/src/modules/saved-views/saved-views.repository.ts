import { and, asc, eq, ne, notInArray, or } from 'drizzle-orm';
import type { UserType } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { listDefaults, listPreferences, savedViews, type SavedViewRow } from '../../db/schema/saved-views';
import { users } from '../../db/schema/users';

type ViewValues = Pick<SavedViewRow, 'name' | 'state' | 'sharedWith'>;

/** The caller's own views of a list and those shared with their role, by name; `isDefault`: the caller's. */
export async function listViews(
  db: DbOrTx,
  userId: number,
  role: UserType,
  list: string,
): Promise<(SavedViewRow & { isDefault: boolean })[]> {
  const rows = await db
    .select({ view: savedViews, defaultOf: listDefaults.userId })
    .from(savedViews)
    .leftJoin(listDefaults, and(eq(listDefaults.viewId, savedViews.id), eq(listDefaults.userId, userId)))
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, userId), eq(savedViews.sharedWith, role))))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(({ view, defaultOf }) => ({ ...view, isDefault: defaultOf !== null }));
}

export async function countViews(db: DbOrTx, ownerId: number, list: string): Promise<number> {
  const rows = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.list, list)));
  return rows.length;
}

export async function findView(db: DbOrTx, id: number): Promise<SavedViewRow | undefined> {
  const [row] = await db.select().from(savedViews).where(eq(savedViews.id, id)).limit(1);
  return row;
}

/** Another of the owner's views of the list already named so. */
export async function nameTaken(db: DbOrTx, ownerId: number, list: string, name: string, exceptId = 0) {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, ownerId),
        eq(savedViews.list, list),
        eq(savedViews.name, name),
        ne(savedViews.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The view the person's list opens with, if any. */
export async function findDefault(db: DbOrTx, userId: number, list: string): Promise<number | null> {
  const [row] = await db
    .select({ viewId: listDefaults.viewId })
    .from(listDefaults)
    .where(and(eq(listDefaults.userId, userId), eq(listDefaults.list, list)))
    .limit(1);
  return row?.viewId ?? null;
}

/** The person's list opens with this view (instead of the one it opened with). */
export async function setDefault(db: DbOrTx, userId: number, list: string, viewId: number): Promise<void> {
  await db
    .insert(listDefaults)
    .values({ userId, list, viewId })
    .onConflictDoUpdate({ target: [listDefaults.userId, listDefaults.list], set: { viewId } });
}

/** The person's list no longer opens with this view. */
export async function clearDefault(db: DbOrTx, userId: number, viewId: number): Promise<void> {
  await db.delete(listDefaults).where(and(eq(listDefaults.userId, userId), eq(listDefaults.viewId, viewId)));
}

/**
 * Those who no longer see the view (its sharing changed) no longer open their list with it: all
 * but its owner and, while it is shared, the people of that role.
 */
export async function dropUnseenDefaults(db: DbOrTx, view: Pick<SavedViewRow, 'id' | 'ownerId' | 'sharedWith'>) {
  await db
    .delete(listDefaults)
    .where(
      and(
        eq(listDefaults.viewId, view.id),
        ne(listDefaults.userId, view.ownerId),
        view.sharedWith === null
          ? undefined
          : notInArray(
              listDefaults.userId,
              db.select({ id: users.id }).from(users).where(eq(users.type, view.sharedWith)),
            ),
      ),
    );
}

export async function insertView(
  db: DbOrTx,
  values: ViewValues & { ownerId: number; list: string },
): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values(values).returning();
  return row!;
}

export async function updateView(db: DbOrTx, id: number, values: Partial<ViewValues>): Promise<SavedViewRow> {
  const [row] = await db.update(savedViews).set(values).where(eq(savedViews.id, id)).returning();
  return row!;
}

export async function deleteView(db: DbOrTx, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}

export async function findColumns(db: DbOrTx, userId: number, list: string): Promise<string[] | null> {
  const [row] = await db
    .select({ columns: listPreferences.columns })
    .from(listPreferences)
    .where(and(eq(listPreferences.userId, userId), eq(listPreferences.list, list)))
    .limit(1);
  return row?.columns ?? null;
}

export async function saveColumns(db: DbOrTx, userId: number, list: string, columns: string[] | null): Promise<void> {
  if (columns === null) {
    await db.delete(listPreferences).where(and(eq(listPreferences.userId, userId), eq(listPreferences.list, list)));
    return;
  }
  await db
    .insert(listPreferences)
    .values({ userId, list, columns })
    .onConflictDoUpdate({ target: [listPreferences.userId, listPreferences.list], set: { columns } });
}
