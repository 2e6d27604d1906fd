import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { NOTE_SORT_FIELDS } from '@workspace/shared/notes/notes.schemas';
import type { DbOrTx } from '../../db/client';
import { notes, type NewNoteRow, type NoteRow } from '../../db/schema/notes';
import { matches } from '../../lib/search';
import { textOrder, type ListSort } from '../../lib/text-order';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type NoteSort = ListSort<(typeof NOTE_SORT_FIELDS)[number]>;
export type NoteFilters = { q?: string | undefined; pinned?: boolean | undefined };

/** A record scope as SQL. Notes only ever come scoped to their owner; any other scope is a bug. */
function noteScopeCondition(scope: RecordScope): SQL {
  if (scope.kind === 'ownedBy') return eq(notes.ownerId, scope.userId);
  throw new Error(`notes are read by their owner only, not with scope ${scope.kind}`);
}

function whereNotes(scope: RecordScope, filters: NoteFilters): SQL {
  return and(
    noteScopeCondition(scope),
    filters.q ? or(matches(notes.name, filters.q), matches(notes.content, filters.q)) : undefined,
    filters.pinned === undefined ? undefined : eq(notes.isPinned, filters.pinned),
  )!;
}

/* Pinned notes first whatever the chosen order; ties broken by id so pages never overlap. */
function orderNotes(sort: NoteSort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const keys =
    sort.sort === 'name' ? textOrder(notes.name, sort.language, sort.order) : [direction(sort.sort === 'createdAt' ? notes.createdAt : notes.updatedAt)];
  return [desc(notes.isPinned), ...keys, direction(notes.id)];
}

/** The matching notes in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort) {
  return (limit: number, offset: number) =>
    db
      .select()
      .from(notes)
      .where(whereNotes(scope, filters))
      .orderBy(...orderNotes(sort))
      .limit(limit)
      .offset(offset);
}

export function listNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceNotes(db, scope, filters, sort), page, db.select({ total: count() }).from(notes).where(whereNotes(scope, filters)));
}

/** Every matching note for an export. */
export function iterateNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort) {
  return inChunks(sliceNotes(db, scope, filters, sort));
}

/** How many notes match, how many of them are pinned and how many were edited in the last 7 days. */
export async function countNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pinned: sql<number>`(count(*) filter (where ${notes.isPinned}))::int`,
      editedLastWeek: sql<number>`(count(*) filter (where ${notes.updatedAt} >= now() - interval '7 days'))::int`,
    })
    .from(notes)
    .where(whereNotes(scope, filters));
  return row!;
}

/** One note by id, whoever owns it: the service decides whether the caller may see it. */
export async function findNote(db: DbOrTx, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).limit(1);
  return row;
}

export async function insertNote(db: DbOrTx, values: NewNoteRow): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

export async function updateNote(db: DbOrTx, id: number, values: Pick<NewNoteRow, 'name' | 'content'>): Promise<NoteRow> {
  const [row] = await db.update(notes).set(values).where(eq(notes.id, id)).returning();
  return row!;
}

/** Pins or unpins a note. Not an edit: `updated_at` keeps the time of the last edit of its name or content. */
export async function setNotePinned(db: DbOrTx, id: number, isPinned: boolean): Promise<NoteRow> {
  const [row] = await db
    .update(notes)
    .set({ isPinned, updatedAt: sql`${notes.updatedAt}` })
    .where(eq(notes.id, id))
    .returning();
  return row!;
}

export async function deleteNote(db: DbOrTx, id: number): Promise<void> {
  await db.delete(notes).where(eq(notes.id, id));
}
