import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import { attachmentParamsSchema, timelineItemSchema, timelineResponseSchema } from '@workspace/shared/conversation/conversation.schemas';
import { attachmentDisposition } from '../../lib/content-disposition';
import { serviceContext } from '../../lib/context';
import * as service from './conversation.service';
import type { ConversationSubject } from './conversation.service';
import { attachmentStorage, sweepAttachmentFiles } from './conversation.storage';
import { readCommentUpload } from './conversation.upload';

/** The support window of each subject: timeline, comments with attachments, downloads, under the subject's path. */
export function conversationRoutes(subjects: readonly ConversationSubject[]) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const subject of subjects) {
      const tags = [`${subject.name} support`];

      api.get(
        `${subject.path}/timeline`,
        { schema: { tags, params: idParamsSchema, response: { 200: timelineResponseSchema(subject.eventTypes) } } },
        (request) => service.getTimeline(serviceContext(request), subject, request.params.id),
      );

      api.post(
        `${subject.path}/comments`,
        { schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 201: timelineItemSchema(subject.eventTypes) } } },
        async (request, reply) => {
          const read = (tmpDir: string) => readCommentUpload(request, tmpDir);
          return reply.status(201).send(await service.addComment(serviceContext(request), subject, request.params.id, read));
        },
      );

      api.get(`${subject.path}/attachments/:attachmentId`, { schema: { tags, params: attachmentParamsSchema } }, async (request, reply) => {
        const file = await service.getAttachment(serviceContext(request), subject, request.params.id, request.params.attachmentId);
        // Always a download, never a page: no type guessing, and a PDF opened anyway runs sandboxed.
        return reply
          .header('content-type', file.mimeType)
          .header('content-length', file.size)
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      });
    }

    // Uploads left half-received and files that no row names (a crash before the commit) go at start.
    app.addHook('onReady', async () => {
      const repos = subjects.map((subject) => subject.repo);
      const removed = await sweepAttachmentFiles(app.db, repos, attachmentStorage(app.database.filesDir));
      if (removed > 0) app.log.info({ removed }, 'removed attachment files that no comment names');
    });
  };
}
