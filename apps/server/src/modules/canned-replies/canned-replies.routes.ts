import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cannedReplyListResponseSchema, cannedReplyRequestSchema, cannedReplyResponseSchema } from '@workspace/shared/tickets/canned-replies.schemas';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import * as service from './canned-replies.service';

export async function cannedRepliesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canned replies'];

  api.get('/api/canned-replies', { schema: { tags, querystring: noQuerySchema, response: { 200: cannedReplyListResponseSchema } } }, (request) =>
    service.listCannedReplies(serviceContext(request)),
  );
  api.post('/api/canned-replies', { schema: { tags, body: cannedReplyRequestSchema, response: { 201: cannedReplyResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ cannedReply: await service.createCannedReply(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/canned-replies/:id',
    { schema: { tags, params: idParamsSchema, body: cannedReplyRequestSchema, response: { 200: cannedReplyResponseSchema } } },
    async (request) => ({ cannedReply: await service.updateCannedReply(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete('/api/canned-replies/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteCannedReply(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
