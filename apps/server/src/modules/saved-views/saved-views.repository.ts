import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { UserType } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { listPreferences, savedViews, type SavedViewRow } from '../../db/schema/saved-views';

type ViewValues = Pick<SavedViewRow, 'name' | 'state' | 'isDefault' | 'sharedWith'>;

/** The caller's own views of a list and those shared with their role, by name. */
export async function listViews(db: DbOrTx, ownerId: number, role: UserType, list: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, ownerId), eq(savedViews.sharedWith, role))))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
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

/** The owner's default view of the list is no longer default (another becomes it). */
export async function clearDefault(db: DbOrTx, ownerId: number, list: string): Promise<void> {
  await db
    .update(savedViews)
    .set({ isDefault: false })
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.list, list), eq(savedViews.isDefault, true)));
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
