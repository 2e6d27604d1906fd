import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ticketCategoryList,
  ticketCategoryLookupResponseSchema,
  ticketCategoryRequestSchema,
  ticketCategoryResponseSchema,
  ticketCategorySummarySchema,
} from '@workspace/shared/tickets/ticket-categories.schemas';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './ticket-categories.service';

export async function ticketCategoriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket categories'];

  api.get(
    '/api/ticket-categories',
    { schema: { tags, querystring: ticketCategoryList.querySchema, response: { 200: ticketCategoryList.responseSchema } } },
    (request) => service.listCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/ticket-categories/summary',
    { schema: { tags, querystring: ticketCategoryList.filtersSchema, response: { 200: ticketCategorySummarySchema } } },
    (request) => service.summarizeCategories(serviceContext(request), request.query),
  );
  api.get('/api/ticket-categories/export', { schema: { tags, querystring: ticketCategoryList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportCategories(serviceContext(request), request.query)),
  );
  api.get('/api/ticket-categories/lookup', { schema: { tags, querystring: noQuerySchema, response: { 200: ticketCategoryLookupResponseSchema } } }, (request) =>
    service.lookupCategories(serviceContext(request)),
  );
  api.post(
    '/api/ticket-categories',
    { schema: { tags, body: ticketCategoryRequestSchema, response: { 201: ticketCategoryResponseSchema } } },
    async (request, reply) => reply.status(201).send({ category: await service.createCategory(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/ticket-categories/:id',
    { schema: { tags, params: idParamsSchema, body: ticketCategoryRequestSchema, response: { 200: ticketCategoryResponseSchema } } },
    async (request) => ({ category: await service.updateCategory(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete('/api/ticket-categories/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteCategory(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
