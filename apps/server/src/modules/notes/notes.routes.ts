import type { FastifyInstance } from 'fastify';
import {
  noteList,
  notePinSchema,
  notePreviewRequestSchema,
  notePreviewSchema,
  noteRequestSchema,
  noteResponseSchema,
  noteSummarySchema,
} from '@workspace/shared/notes/notes.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './notes.service';

/** Personal notes: every route reads or writes the caller's own notes only. */
export async function notesRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/notes', tags: ['notes'], one: 'Note', many: 'Notes', record: 'note' })
    .list(noteList, {
      list: {
        description:
          "Answers one page of the caller's own notes, pinned first, searched and sorted. Any signed-in user, for their own notes only.",
        run: service.listNotes,
      },
      summary: {
        description:
          "Answers the cards above the caller's notes under the list's search and filters. Any signed-in user.",
        response: noteSummarySchema,
        run: service.summarizeNotes,
      },
      export: {
        description:
          "Downloads the caller's notes matching the search as CSV, XLSX or PDF; the export is recorded, its search term is not. Any signed-in user.",
        run: service.exportNotes,
      },
    })
    .get({
      description:
        "Answers one of the caller's notes. Any signed-in user; another person's note answers 404, the master's asking included.",
      response: noteResponseSchema,
      wrapped: true,
      run: service.getNote,
    })
    .create({
      description: 'Creates a note of the caller, unpinned. Any signed-in user.',
      errors: [429],
      body: noteRequestSchema,
      response: noteResponseSchema,
      run: service.createNote,
    })
    .action('POST', '/preview', 'previewNote', {
      description:
        "Answers a note's content as the list would show it, rendered from markdown to sanitised HTML, for the form's preview; stores nothing. Any signed-in user.",
      body: notePreviewRequestSchema,
      response: notePreviewSchema,
      run: (ctx, { body }) => service.previewNote(ctx, body),
    })
    .update({
      description:
        "Edits the name and content of one of the caller's notes. Any signed-in user; another person's note answers 404.",
      body: noteRequestSchema,
      response: noteResponseSchema,
      run: service.updateNote,
    })
    .set('pin', {
      operationId: 'setNotePinned',
      description:
        "Pins one of the caller's notes to the top of their list, or unpins it. Any signed-in user; another person's note answers 404.",
      body: notePinSchema,
      response: noteResponseSchema,
      run: (ctx, id, body) => service.setNotePinned(ctx, id, body.isPinned),
    })
    .remove({
      description: "Deletes one of the caller's notes. Any signed-in user; another person's note answers 404.",
      run: service.deleteNote,
    });
}
