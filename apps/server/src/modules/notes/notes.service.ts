import type { z } from 'zod';
import { notePolicy } from '@workspace/shared/auth/policies';
import type {
  Note,
  noteList,
  NotePreview,
  notePreviewRequestSchema,
  noteRequestSchema,
  NoteSource,
  NoteSummary,
} from '@workspace/shared/notes/notes.schemas';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import type { DbOrTx } from '../../db/client';
import type { NoteRow } from '../../db/schema/notes';
import { diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { listSort } from '../../lib/text-order';
import { chargeQuota } from '../users/users.service';
import * as repo from './notes.repository';
import { noteExportColumns, noteExportTitle } from './notes.export';
import { noteHtml } from './note-html';

type NoteInput = z.output<typeof noteRequestSchema>;
type NotePreviewInput = z.output<typeof notePreviewRequestSchema>;
type NoteFilterQuery = z.output<typeof noteList.filtersSchema>;

/*
 * Notes are private even from the master, who reads the audit trail: their rows name the action and
 * the note's id, and mark a changed name or content "(changed)" without ever copying it.
 */
const PRIVATE_FIELDS = ['name', 'content'] as const;

/** A note as the web shows it: its content also as sanitised HTML (note-html.ts). */
const withHtml = (note: NoteSource): Note => ({ ...note, html: noteHtml(note.content) });

/** The public shape of a note: no owner (always the caller), timestamps as ISO strings, the content's HTML. */
function toNote(row: NoteRow): Note {
  return withHtml({
    id: row.id,
    name: row.name,
    content: row.content,
    isPinned: row.isPinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

const filtersOf = (ctx: ServiceContext, query: NoteFilterQuery) => ({
  q: query.q || undefined,
  pinned: query.pinned,
  scope: notePolicy.scope(ctx.actor),
});

/** The caller's own note, or 404: another person's note answers exactly as a missing one, for every role. */
async function ownNote(ctx: ServiceContext, db: DbOrTx, id: number): Promise<NoteRow> {
  const row = await repo.findNote(db, id);
  if (!row || !notePolicy.manage(ctx.actor, row)) throw notFound();
  return row;
}

/** One page of the caller's notes, pinned first; the HTML of each is rendered after the rows are read. */
export async function listNotes(ctx: ServiceContext, query: ListQuery<typeof noteList>) {
  const { rows, total } = await repo.noteListQuery.list(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows.map(withHtml), meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** The cards above the list, under its search and filters. */
export async function summarizeNotes(ctx: ServiceContext, query: NoteFilterQuery): Promise<NoteSummary> {
  const [row] = await repo.countNotes(ctx.db, filtersOf(ctx, query));
  return row!;
}

/**
 * The caller's matching notes for a download; the export is recorded, but its search term is not
 * (it would tell the reader of the audit trail what the notes hold).
 */
export async function exportNotes(
  ctx: ServiceContext,
  query: ListExportQuery<typeof noteList>,
): Promise<ExportRequest<NoteSource>> {
  return auditedExport(
    ctx,
    {
      action: 'notes.export',
      entityType: 'note',
      filters: { q: query.q ? '(private)' : null, pinned: query.pinned ?? null },
    },
    {
      format: query.format,
      filename: `notes-${new Date().toISOString().slice(0, 10)}`,
      title: noteExportTitle(ctx.language),
      columns: noteExportColumns(ctx.language),
      rows: repo.noteListQuery.iterate(ctx.db, filtersOf(ctx, query), listSort(ctx.language, query)),
    },
  );
}

/** A content as the list would show it, for the form's preview; nothing is stored. */
export async function previewNote(_ctx: ServiceContext, input: NotePreviewInput): Promise<NotePreview> {
  return { html: noteHtml(input.content) };
}

export async function getNote(ctx: ServiceContext, id: number): Promise<Note> {
  return toNote(await ownNote(ctx, ctx.db, id));
}

/** Creates a note of the caller's, unpinned. */
export async function createNote(ctx: ServiceContext, input: NoteInput): Promise<Note> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    await chargeQuota(tx, ctx.actor.id, { creations: 1 });
    const row = await repo.insertNote(tx, { ownerId: ctx.actor.id, name: input.name, content: input.content });
    await audit({
      action: 'note.create',
      entityType: 'note',
      entityId: row.id,
      changes: diffChanges(
        { name: null, content: null } as Record<string, unknown>,
        input,
        PRIVATE_FIELDS,
        PRIVATE_FIELDS,
      ),
    });
    return toNote(row);
  });
}

/** Edits the name and content of one of the caller's notes. */
export async function updateNote(ctx: ServiceContext, id: number, input: NoteInput): Promise<Note> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await ownNote(ctx, tx, id);
    const row = await repo.updateNote(tx, id, { name: input.name, content: input.content });
    await audit({
      action: 'note.update',
      entityType: 'note',
      entityId: id,
      changes: diffChanges(before, input, PRIVATE_FIELDS, PRIVATE_FIELDS),
    });
    return toNote(row);
  });
}

/** Pins one of the caller's notes to the top of their list, or unpins it. */
export async function setNotePinned(ctx: ServiceContext, id: number, isPinned: boolean): Promise<Note> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await ownNote(ctx, tx, id);
    const row = await repo.setNotePinned(tx, id, isPinned);
    await audit({
      action: 'note.pin',
      entityType: 'note',
      entityId: id,
      changes: diffChanges(before, { isPinned }, ['isPinned']),
    });
    return toNote(row);
  });
}

/** Deletes one of the caller's notes; the audit row keeps its id only. */
export async function deleteNote(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ tx, audit }) => {
    await ownNote(ctx, tx, id);
    await repo.deleteNote(tx, id);
    await audit({ action: 'note.delete', entityType: 'note', entityId: id });
  });
}
