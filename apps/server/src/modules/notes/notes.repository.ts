import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { NOTE_SORT_FIELDS } from '@workspace/shared/notes/notes.constants';
import type { DbOrTx } from '../../db/client';
import { notes, type NewNoteRow, type NoteRow } from '../../db/schema/notes';
import { likePattern, matches } from '../../lib/search';
import { setFilters, type SetFilters } from '../../lib/sql';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { inChunks, pageWithTotal } from '../../lib/chunks';

export type NoteSort = ListSort<(typeof NOTE_SORT_FIELDS)[number]>;
export type NoteFilters = { q?: string | undefined; pinned?: boolean | undefined };

/* The statement's shape: the scope's kind and which filters are set; the owner and values are slots. */
type NoteShape = { scope: RecordScope['kind'] } & SetFilters<NoteFilters>;

const shapeOf = (scope: RecordScope, filters: NoteFilters): NoteShape => ({ scope: scope.kind, ...setFilters(filters) });
const valuesOf = (scope: RecordScope, filters: NoteFilters) => ({
  ownerId: scope.kind === 'all' ? undefined : scope.userId,
  q: filters.q ? likePattern(filters.q) : undefined,
  pinned: filters.pinned,
});

/** A record scope as SQL. Notes only ever come scoped to their owner; any other scope is a bug. */
function noteScopeCondition(scope: RecordScope['kind']): SQL {
  if (scope === 'ownedBy') return eq(notes.ownerId, slot('ownerId'));
  throw new Error(`notes are read by their owner only, not with scope ${scope}`);
}

function whereNotes(filters: NoteShape): SQL {
  return and(
    noteScopeCondition(filters.scope),
    filters.q ? or(matches(notes.name, slot('q')), matches(notes.content, slot('q'))) : undefined,
    filters.pinned ? eq(notes.isPinned, slot('pinned')) : undefined,
  )!;
}

/* Pinned notes first whatever the chosen order; ties broken by id so pages never overlap. */
function orderNotes(sort: NoteSort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const keys =
    sort.sort === 'name' ? textOrder(notes.name, sort.language, sort.order) : [direction(sort.sort === 'createdAt' ? notes.createdAt : notes.updatedAt)];
  return [desc(notes.isPinned), ...keys, direction(notes.id)];
}

const pageQuery = preparedQuery('notes_page', (db, { filters, sort }: { filters: NoteShape; sort: NoteSort }) =>
  db
    .select()
    .from(notes)
    .where(whereNotes(filters))
    .orderBy(...orderNotes(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('notes_count', (db, filters: NoteShape) => db.select({ total: count() }).from(notes).where(whereNotes(filters)));
const summaryQuery = preparedQuery('notes_summary', (db, filters: NoteShape) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      pinned: sql<number>`(count(*) filter (where ${notes.isPinned}))::int`,
      editedLastWeek: sql<number>`(count(*) filter (where ${notes.updatedAt} >= now() - interval '7 days'))::int`,
    })
    .from(notes)
    .where(whereNotes(filters)),
);

/** The matching notes in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort) {
  const shape = { filters: shapeOf(scope, filters), sort };
  const values = valuesOf(scope, filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export function listNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceNotes(db, scope, filters, sort), page, countQuery.execute(db, shapeOf(scope, filters), valuesOf(scope, filters)));
}

/** Every matching note for an export. */
export function iterateNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters, sort: NoteSort) {
  return inChunks(sliceNotes(db, scope, filters, sort));
}

/** How many notes match, how many of them are pinned and how many were edited in the last 7 days. */
export async function countNotes(db: DbOrTx, scope: RecordScope, filters: NoteFilters) {
  const [row] = await summaryQuery.execute(db, shapeOf(scope, filters), valuesOf(scope, filters));
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
