import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteList, notePinSchema, noteRequestSchema, noteResponseSchema, noteSummarySchema } from '@workspace/shared/notes/notes.schemas';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './notes.service';

/** Personal notes: every route reads or writes the caller's own notes only. */
export async function notesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];

  api.get('/api/notes', { schema: { tags, querystring: noteList.querySchema, response: { 200: noteList.responseSchema } } }, (request) =>
    service.listNotes(serviceContext(request), request.query),
  );
  api.get('/api/notes/summary', { schema: { tags, querystring: noteList.filtersSchema, response: { 200: noteSummarySchema } } }, (request) =>
    service.summarizeNotes(serviceContext(request), request.query),
  );
  api.get('/api/notes/export', { schema: { tags, querystring: noteList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportNotes(serviceContext(request), request.query)),
  );
  api.get('/api/notes/:id', { schema: { tags, params: idParamsSchema, response: { 200: noteResponseSchema } } }, async (request) => ({
    note: await service.getNote(serviceContext(request), request.params.id),
  }));
  api.post('/api/notes', { schema: { tags, body: noteRequestSchema, response: { 201: noteResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ note: await service.createNote(serviceContext(request), request.body) }),
  );
  api.put('/api/notes/:id', { schema: { tags, params: idParamsSchema, body: noteRequestSchema, response: { 200: noteResponseSchema } } }, async (request) => ({
    note: await service.updateNote(serviceContext(request), request.params.id, request.body),
  }));
  api.patch(
    '/api/notes/:id/pin',
    { schema: { tags, params: idParamsSchema, body: notePinSchema, response: { 200: noteResponseSchema } } },
    async (request) => ({ note: await service.setNotePinned(serviceContext(request), request.params.id, request.body.isPinned) }),
  );
  api.delete('/api/notes/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteNote(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
