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
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './ticket-categories.service';

export async function ticketCategoriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket categories'];

  api.get(
    '/api/ticket-categories',
    {
      schema: {
        tags,
        operationId: 'listTicketCategories',
        description: 'Answers one page of ticket categories with how many tickets use each, searched and sorted. The master alone.',
        querystring: ticketCategoryList.querySchema,
        response: { 200: ticketCategoryList.responseSchema },
      },
    },
    (request) => service.listCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/ticket-categories/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeTicketCategories',
        description:
          'Answers the cards above the ticket categories list under its search: in use or not, and the open tickets filed under them. The master alone.',
        querystring: ticketCategoryList.filtersSchema,
        response: { 200: ticketCategorySummarySchema },
      },
    },
    (request) => service.summarizeCategories(serviceContext(request), request.query),
  );
  api.get(
    '/api/ticket-categories/export',
    {
      schema: {
        tags,
        operationId: 'exportTicketCategories',
        description: 'Downloads every ticket category matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        response: { 200: exportResponse() },
        querystring: ticketCategoryList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportCategories(serviceContext(request), request.query)),
  );
  api.get(
    '/api/ticket-categories/lookup',
    {
      schema: {
        tags,
        operationId: 'lookupTicketCategories',
        description: "Answers every ticket category's id and name, by name, for the ticket form and filters. Any signed-in user.",
        querystring: noQuerySchema,
        response: { 200: ticketCategoryLookupResponseSchema },
      },
    },
    (request) => service.lookupCategories(serviceContext(request)),
  );
  api.post(
    '/api/ticket-categories',
    {
      schema: {
        tags,
        operationId: 'createTicketCategory',
        description: 'Creates a ticket category. The master alone; a name already in use (whatever its case) answers 409.',
        errors: [409],
        body: ticketCategoryRequestSchema,
        response: { 201: ticketCategoryResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await service.createCategory(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/ticket-categories/:id',
    {
      schema: {
        tags,
        operationId: 'updateTicketCategory',
        description: "Edits a ticket category's name and description. The master alone; a name already in use by another category answers 409.",
        errors: [409],
        params: idParamsSchema,
        body: ticketCategoryRequestSchema,
        response: { 200: ticketCategoryResponseSchema },
      },
    },
    async (request) => ({ category: await service.updateCategory(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/ticket-categories/:id',
    {
      schema: {
        tags,
        operationId: 'deleteTicketCategory',
        description: 'Deletes a ticket category. The master alone; while a ticket is filed under it the answer is 409 and nothing changes.',
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
