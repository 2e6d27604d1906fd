import { z } from 'zod';
import { nameField, requiredText } from '../common/fields';
import { defineList } from '../common/list.schemas';
import { noteListShape } from './notes.constants';

/** The longest note, in characters (markdown source). */
export const NOTE_CONTENT_MAX = 20_000;

/**
 * A personal note (`/user-note`): a name (at most 35) and markdown content, optionally pinned to
 * the top of the list. Only its owner ever reads it, the master included (`notePolicy`). `html` is
 * the content as the server renders and sanitises it, what the web shows as it is.
 */
export const noteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  html: z.string(),
  isPinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
/** A note as stored, before the server renders its content (what the list and the exports read). */
export type NoteSource = Omit<Note, 'html'>;

/** Search: name and content. Pinned notes always come first, then the chosen order. */
export const noteList = defineList(noteListShape, {
  item: noteSchema,
  filters: {
    pinned: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
});

export const noteRequestSchema = z.object({ name: nameField, content: requiredText(NOTE_CONTENT_MAX) });
export type NoteRequest = z.input<typeof noteRequestSchema>;
export const noteResponseSchema = z.object({ note: noteSchema });

/** `POST /api/notes/preview`: a content as a note would hold it, and the HTML the list would show for it. */
export const notePreviewRequestSchema = noteRequestSchema.pick({ content: true });
export type NotePreviewRequest = z.input<typeof notePreviewRequestSchema>;
export const notePreviewSchema = z.object({ html: z.string() });
export type NotePreview = z.infer<typeof notePreviewSchema>;

/** `PATCH /api/notes/:id/pin`. */
export const notePinSchema = z.strictObject({ isPinned: z.boolean({ error: 'required' }) });
export type NotePinRequest = z.input<typeof notePinSchema>;

/** Summary cards of the caller's own notes under the search: how many, pinned, and edited in the last 7 days. */
export const noteSummarySchema = z.object({
  total: z.number().int(),
  pinned: z.number().int(),
  editedLastWeek: z.number().int(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;
