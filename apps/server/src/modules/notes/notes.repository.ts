import { eq, or, sql } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { NOTE_SORT_FIELDS } from '@workspace/shared/notes/notes.constants';
import type { DbOrTx } from '../../db/client';
import { notes, type NewNoteRow, type NoteRow } from '../../db/schema/notes';
import type { NoteSource } from '@workspace/shared/notes/notes.schemas';
import { bound, defineServerList, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import type { ListSort } from '../../lib/text-order';

export type NoteSort = ListSort<(typeof NOTE_SORT_FIELDS)[number]>;
export type NoteFilters = { q?: string | undefined; pinned?: boolean | undefined };

/**
 * The caller's notes (db/list-engine.ts): always scoped to their owner, pinned first whatever the
 * order. The rows are the stored note; the service adds the content's HTML (note-html.ts).
 */
export const noteListQuery = defineServerList<NoteSource, NoteFilters & { scope: RecordScope }, NoteSort['sort']>({
  name: 'notes',
  table: notes,
  select: {
    id: notes.id,
    name: notes.name,
    content: notes.content,
    isPinned: notes.isPinned,
    createdAt: notes.createdAt,
    updatedAt: notes.updatedAt,
  },
  filters: {
    q: searchFilter((pattern) => or(matches(notes.name, pattern), matches(notes.content, pattern))!),
    pinned: bound((value) => eq(notes.isPinned, value)),
  },
  // Notes are read by their owner only: any other scope is a bug.
  scope: { ownedBy: notes.ownerId, all: false },
  sorts: {
    name: { keys: [notes.name], text: true },
    createdAt: { keys: [notes.createdAt] },
    updatedAt: { keys: [notes.updatedAt] },
  },
  leadingKey: { key: notes.isPinned, order: 'desc' },
  indexOrders: 'every',
});

/** How many notes match, how many of them are pinned and how many were edited in the last 7 days. */
export const countNotes = noteListQuery.aggregate('summary', {
  rows: (db, where) =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        pinned: sql<number>`(count(*) filter (where ${notes.isPinned}))::int`,
        editedLastWeek: sql<number>`(count(*) filter (where ${notes.updatedAt} >= now() - interval '7 days'))::int`,
      })
      .from(notes)
      .where(where),
});

/** One note by id, whoever owns it: the service decides whether the caller may see it. */
export async function findNote(db: DbOrTx, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).limit(1);
  return row;
}

export async function insertNote(db: DbOrTx, values: NewNoteRow): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

export async function updateNote(
  db: DbOrTx,
  id: number,
  values: Pick<NewNoteRow, 'name' | 'content'>,
): Promise<NoteRow> {
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
