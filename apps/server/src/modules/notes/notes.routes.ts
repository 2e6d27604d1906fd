import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteList, notePinSchema, noteRequestSchema, noteResponseSchema, noteSummarySchema } from '@workspace/shared/notes/notes.schemas';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './notes.service';

/** Personal notes: every route reads or writes the caller's own notes only. */
export async function notesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];

  api.get(
    '/api/notes',
    {
      schema: {
        tags,
        operationId: 'listNotes',
        description: "Answers one page of the caller's own notes, pinned first, searched and sorted. Any signed-in user, for their own notes only.",
        querystring: noteList.querySchema,
        response: { 200: noteList.responseSchema },
      },
    },
    (request) => service.listNotes(serviceContext(request), request.query),
  );
  api.get(
    '/api/notes/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeNotes',
        description: "Answers the cards above the caller's notes under the list's search and filters. Any signed-in user.",
        querystring: noteList.filtersSchema,
        response: { 200: noteSummarySchema },
      },
    },
    (request) => service.summarizeNotes(serviceContext(request), request.query),
  );
  api.get(
    '/api/notes/export',
    {
      schema: {
        tags,
        operationId: 'exportNotes',
        description:
          "Downloads the caller's notes matching the search as CSV, XLSX or PDF; the export is recorded, its search term is not. Any signed-in user.",
        response: { 200: exportResponse() },
        querystring: noteList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportNotes(serviceContext(request), request.query)),
  );
  api.get(
    '/api/notes/:id',
    {
      schema: {
        tags,
        operationId: 'getNote',
        description: "Answers one of the caller's notes. Any signed-in user; another person's note answers 404, the master's asking included.",
        params: idParamsSchema,
        response: { 200: noteResponseSchema },
      },
    },
    async (request) => ({ note: await service.getNote(serviceContext(request), request.params.id) }),
  );
  api.post(
    '/api/notes',
    {
      schema: {
        tags,
        operationId: 'createNote',
        errors: [429],
        description: 'Creates a note of the caller, unpinned. Any signed-in user.',
        body: noteRequestSchema,
        response: { 201: noteResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ note: await service.createNote(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/notes/:id',
    {
      schema: {
        tags,
        operationId: 'updateNote',
        description: "Edits the name and content of one of the caller's notes. Any signed-in user; another person's note answers 404.",
        params: idParamsSchema,
        body: noteRequestSchema,
        response: { 200: noteResponseSchema },
      },
    },
    async (request) => ({ note: await service.updateNote(serviceContext(request), request.params.id, request.body) }),
  );
  api.patch(
    '/api/notes/:id/pin',
    {
      schema: {
        tags,
        operationId: 'setNotePinned',
        description: "Pins one of the caller's notes to the top of their list, or unpins it. Any signed-in user; another person's note answers 404.",
        params: idParamsSchema,
        body: notePinSchema,
        response: { 200: noteResponseSchema },
      },
    },
    async (request) => ({ note: await service.setNotePinned(serviceContext(request), request.params.id, request.body.isPinned) }),
  );
  api.delete(
    '/api/notes/:id',
    {
      schema: {
        tags,
        operationId: 'deleteNote',
        description: "Deletes one of the caller's notes. Any signed-in user; another person's note answers 404.",
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteNote(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
