import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import { attachmentParamsSchema, timelineItemSchema, timelineResponseSchema } from '@workspace/shared/tasks/tasks.schemas';
import { attachmentDisposition } from '../../lib/content-disposition';
import { serviceContext } from '../../lib/context';
import * as service from './task-support.service';
import { attachmentStorage, sweepAttachmentFiles } from './task-support.storage';
import { readCommentUpload } from './task-support.upload';

/** The task support window: timeline, comments with attachments, downloads. */
export async function taskSupportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['task support'];

  api.get(
    '/api/tasks/:id/timeline',
    { schema: { tags, params: idParamsSchema, response: { 200: timelineResponseSchema } } },
    (request) => service.getTimeline(serviceContext(request), request.params.id),
  );

  api.post(
    '/api/tasks/:id/comments',
    { schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 201: timelineItemSchema } } },
    async (request, reply) => {
      const item = await service.addComment(serviceContext(request), request.params.id, (tmpDir) => readCommentUpload(request, tmpDir));
      return reply.status(201).send(item);
    },
  );

  api.get(
    '/api/tasks/:id/attachments/:attachmentId',
    { schema: { tags, params: attachmentParamsSchema } },
    async (request, reply) => {
      const file = await service.getAttachment(serviceContext(request), request.params.id, request.params.attachmentId);
      // Always a download, never a page: no type guessing, and a PDF opened anyway runs sandboxed.
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  // Uploads left half-received and files that no row names (a crash before the commit) go at start.
  app.addHook('onReady', async () => {
    const removed = await sweepAttachmentFiles(app.db, attachmentStorage(app.database.filesDir));
    if (removed > 0) app.log.info({ removed }, 'removed attachment files that no comment names');
  });
}
