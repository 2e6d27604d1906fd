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
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './categories.service';

export async function expenseCategoriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['expense categories'];

  api.get(
    '/api/expense-categories',
    {
      schema: {
        tags,
        operationId: 'listExpenseCategories',
        description: 'Answers one page of expense categories with how many transactions use each, searched and sorted. The master alone.',
        querystring: categoryList.querySchema,
        response: { 200: categoryList.responseSchema },
      },
    },
    (request) => service.listCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/expense-categories/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeExpenseCategories',
        description:
          "Answers the cards above the expense categories list under its search: used or not, and this month's expense per currency. The master alone.",
        querystring: categoryList.filtersSchema,
        response: { 200: categorySummarySchema },
      },
    },
    (request) => service.summarizeCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/expense-categories/export',
    {
      schema: {
        tags,
        operationId: 'exportExpenseCategories',
        description: 'Downloads every expense category matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        response: { 200: exportResponse() },
        querystring: categoryList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportCategories(serviceContext(request), request.query)),
  );
  api.get(
    '/api/expense-categories/lookup',
    {
      schema: {
        tags,
        operationId: 'lookupExpenseCategories',
        description: "Answers every expense category's id and name, by name, for the transaction form's selector. The master alone.",
        querystring: noQuerySchema,
        response: { 200: categoryLookupResponseSchema },
      },
    },
    (request) => service.lookupCategories(serviceContext(request)),
  );
  api.post(
    '/api/expense-categories',
    {
      schema: {
        tags,
        operationId: 'createExpenseCategory',
        description: 'Creates an expense category. The master alone; a name already in use (whatever its case) answers 409.',
        errors: [409],
        body: categoryRequestSchema,
        response: { 201: categoryResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await service.createCategory(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/expense-categories/:id',
    {
      schema: {
        tags,
        operationId: 'updateExpenseCategory',
        description: 'Edits an expense category. The master alone; a name already in use by another category answers 409.',
        errors: [409],
        params: idParamsSchema,
        body: categoryRequestSchema,
        response: { 200: categoryResponseSchema },
      },
    },
    async (request) => ({ category: await service.updateCategory(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/expense-categories/:id',
    {
      schema: {
        tags,
        operationId: 'deleteExpenseCategory',
        description: 'Deletes an expense category. The master alone; while a transaction uses it the answer is 409 and nothing changes.',
        errors: [409],
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteCategory(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
