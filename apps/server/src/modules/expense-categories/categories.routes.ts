import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryList,
  categoryLookupResponseSchema,
  categoryRequestSchema,
  categoryResponseSchema,
  categorySummarySchema,
} from '@workspace/shared/accounting/categories.schemas';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './categories.service';

export async function expenseCategoriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['expense categories'];

  api.get('/api/expense-categories', { schema: { tags, querystring: categoryList.querySchema, response: { 200: categoryList.responseSchema } } }, (request) =>
    service.listCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/expense-categories/summary',
    { schema: { tags, querystring: categoryList.filtersSchema, response: { 200: categorySummarySchema } } },
    (request) => service.summarizeCategories(serviceContext(request), request.query),
  );
  api.get('/api/expense-categories/export', { schema: { tags, querystring: categoryList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportCategories(serviceContext(request), request.query)),
  );
  api.get('/api/expense-categories/lookup', { schema: { tags, querystring: noQuerySchema, response: { 200: categoryLookupResponseSchema } } }, (request) =>
    service.lookupCategories(serviceContext(request)),
  );
  api.post('/api/expense-categories', { schema: { tags, body: categoryRequestSchema, response: { 201: categoryResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ category: await service.createCategory(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/expense-categories/:id',
    { schema: { tags, params: idParamsSchema, body: categoryRequestSchema, response: { 200: categoryResponseSchema } } },
    async (request) => ({ category: await service.updateCategory(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete('/api/expense-categories/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteCategory(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
