import { z } from 'zod';
import { nameField, requiredText } from '../common/fields';
import { defineList } from '../common/list.schemas';
import { noteListShape } from './notes.constants';

/** The longest note, in characters (markdown source). */
export const NOTE_CONTENT_MAX = 20_000;

/**
 * A personal note (`/user-note`): a name (at most 35) and markdown content, optionally pinned to
 * the top of the list. Only its owner ever reads it, the master included (`notePolicy`).
 */
export const noteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  isPinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

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
