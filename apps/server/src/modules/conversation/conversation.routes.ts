import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import {
  attachmentParamsSchema,
  createCommentFieldsSchema,
  timelineItemSchema,
  timelineResponseSchema,
} from '@workspace/shared/conversation/conversation.schemas';
import { mentionCandidatesQuerySchema, mentionCandidatesResponseSchema } from '@workspace/shared/conversation/mentions';
import { attachmentDisposition, inlineDisposition } from '../../lib/content-disposition';
import { serviceContext } from '../../lib/context';
import { attachmentPreviewResponse, attachmentResponse } from '../../lib/openapi';
import { resourceRoutes } from '../../lib/routes';
import * as service from './conversation.service';
import type { ConversationSubject } from './conversation.service';
import { attachmentStorage, sweepAttachmentFiles } from './conversation.storage';
import { readCommentUpload } from './conversation.upload';

/*
 * A previewed file's own policy: a sandboxed document (no script, no same origin, no forms, no
 * plugins) that may load nothing but itself, framed only by the app.
 */
const PREVIEW_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The support window of each subject: timeline, comments with attachments, downloads, under the subject's path. */
export function conversationRoutes(subjects: readonly ConversationSubject[]) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const subject of subjects) {
      const tags = [`${subject.name} support`];
      const { name } = subject;
      const Name = name.charAt(0).toUpperCase() + name.slice(1);
      // Who may call is the subject's own rule: the route table admits the roles, the subject's policy the records.
      const reaching = `Anyone the ${name}'s own rules let read it; for anyone else the ${name} does not exist (404).`;

      api.get(
        `${subject.path}/timeline`,
        {
          schema: {
            tags,
            operationId: `get${Name}Timeline`,
            description: `Answers every change and comment of one ${name}, oldest first, comments with their files' names, types and sizes. ${reaching}`,
            params: idParamsSchema,
            response: { 200: timelineResponseSchema(subject.eventTypes) },
          },
        },
        (request) => service.getTimeline(serviceContext(request), subject, request.params.id),
      );

      api.post(
        `${subject.path}/comments`,
        {
          schema: {
            tags,
            operationId: `add${Name}Comment`,
            errors: [403, 409, 429],
            description:
              `Adds a comment to one ${name} from a multipart form: its text under \`body\` and up to five PNG, JPEG or PDF files under \`files\`, ` +
              `checked by their content and stored with the comment in one transaction; text or a file is required. ` +
              `Anyone the ${name}'s own rules let answer on it; for anyone else the ${name} does not exist (404). ` +
              (subject.internalNotes
                ? `\`internal\` \`true\` makes it an internal note, which only staff write (403 \`internalNoteNotAllowed\`) and see, files included. ` +
                  `A customer's reply reopens a completed ${name}; on a cancelled one it is refused (409 \`ticketCancelledNoReply\`).`
                : `\`internal\` is refused (400): a ${name} has no internal notes.`),
            params: idParamsSchema,
            consumes: ['multipart/form-data'],
            multipartFields: createCommentFieldsSchema,
            response: { 201: timelineItemSchema(subject.eventTypes) },
          },
        },
        async (request, reply) => {
          const read = (tmpDir: string) => readCommentUpload(request, tmpDir);
          return reply
            .status(201)
            .send(await service.addComment(serviceContext(request), subject, request.params.id, read));
        },
      );

      resourceRoutes(app, { path: subject.path, tags }).action(
        'GET',
        '/mention-candidates',
        `list${Name}MentionCandidates`,
        {
          description:
            `Answers the people the caller may @mention in the ${name}'s conversation whose name contains \`q\`: ` +
            `at most ten active staff who may see the ${name}, the caller left out, in name order. ` +
            (subject.internalNotes
              ? `\`internal\` \`true\`: for an internal note (staff only, 403 \`internalNoteNotAllowed\`). ` +
                `A customer is offered their ${name}'s assignee alone. `
              : `\`internal\` is refused (400): a ${name} has no internal notes. `) +
            `Anyone the ${name}'s own rules let answer on it; for anyone else the ${name} does not exist (404).`,
          ...(subject.internalNotes ? { errors: [403] as const } : {}),
          params: idParamsSchema,
          querystring: mentionCandidatesQuerySchema,
          response: mentionCandidatesResponseSchema,
          noStore: true,
          run: (ctx, { params, query }) => service.mentionCandidates(ctx, subject, params.id, query),
        },
      );

      const download = {
        tags,
        operationId: `download${Name}Attachment`,
        description: `Downloads one file of a comment on the ${name}, under its stored name, never shown inline. ${reaching}`,
        params: attachmentParamsSchema,
        response: { 200: attachmentResponse },
      };
      api.get(`${subject.path}/attachments/:attachmentId`, { schema: download }, async (request, reply) => {
        const file = await service.getAttachment(
          serviceContext(request),
          subject,
          request.params.id,
          request.params.attachmentId,
        );
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

      // The same file shown in the page's viewer (an image, a PDF): inline, but never able to run script in our origin.
      api.get(
        `${subject.path}/attachments/:attachmentId/preview`,
        {
          schema: {
            ...download,
            operationId: `preview${Name}Attachment`,
            description:
              `Shows one file of a comment on the ${name} inline, for the viewer: its type the checked one, never the uploader's, ` +
              `sandboxed (\`Content-Security-Policy: sandbox\`, nothing loaded from anywhere) and never sniffed. ${reaching}`,
            response: { 200: attachmentPreviewResponse },
          },
        },
        async (request, reply) => {
          const file = await service.getAttachment(
            serviceContext(request),
            subject,
            request.params.id,
            request.params.attachmentId,
          );
          return reply
            .header('content-type', file.mimeType)
            .header('content-length', file.size)
            .header('content-disposition', inlineDisposition(file.filename))
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', PREVIEW_POLICY)
            .header('cross-origin-resource-policy', 'same-origin')
            .header('cache-control', 'private, no-store')
            .send(file.stream);
        },
      );
    }

    // Uploads left half-received and files that no row names (a crash before the commit) go at start.
    app.addHook('onReady', async () => {
      const repos = subjects.map((subject) => subject.repo);
      const removed = await sweepAttachmentFiles(app.db, repos, attachmentStorage(app.database.filesDir));
      if (removed > 0) app.log.info({ removed }, 'removed attachment files that no comment names');
    });
  };
}
