import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cannedReplyListResponseSchema, cannedReplyRequestSchema, cannedReplyResponseSchema } from '@workspace/shared/tickets/canned-replies.schemas';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { noContent } from '../../lib/openapi';
import * as service from './canned-replies.service';

export async function cannedRepliesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canned replies'];

  api.get(
    '/api/canned-replies',
    {
      schema: {
        tags,
        operationId: 'listCannedReplies',
        description: `Answers every canned reply by title, for the ticket reply box's "/" menu. Master, manager and employee.`,
        querystring: noQuerySchema,
        response: { 200: cannedReplyListResponseSchema },
      },
    },
    (request) => service.listCannedReplies(serviceContext(request)),
  );
  api.post(
    '/api/canned-replies',
    {
      schema: {
        tags,
        operationId: 'createCannedReply',
        description: 'Creates a canned reply; its author is recorded. Master and manager.',
        body: cannedReplyRequestSchema,
        response: { 201: cannedReplyResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ cannedReply: await service.createCannedReply(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/canned-replies/:id',
    {
      schema: {
        tags,
        operationId: 'updateCannedReply',
        description: "Edits a canned reply's title and body. Master and manager.",
        params: idParamsSchema,
        body: cannedReplyRequestSchema,
        response: { 200: cannedReplyResponseSchema },
      },
    },
    async (request) => ({ cannedReply: await service.updateCannedReply(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/canned-replies/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCannedReply',
        description: 'Deletes a canned reply. Master and manager.',
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteCannedReply(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
