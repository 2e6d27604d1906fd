import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  transactionList,
  transactionRequestSchema,
  transactionResponseSchema,
  transactionSchema,
  transactionSummarySchema,
} from '@workspace/shared/accounting/transactions.schemas';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './transactions.service';

/** Income and expense share one resource (`?type=income|expense`), as the API conventions in docs/architecture.md say. */
export async function transactionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transactions'];

  api.get(
    '/api/transactions',
    {
      schema: {
        tags,
        operationId: 'listTransactions',
        description: 'Answers one page of transactions (income, expense or both by `type`), searched, filtered and sorted. The master alone.',
        querystring: transactionList.querySchema,
        response: { 200: transactionList.responseSchema },
      },
    },
    (request) => service.listTransactions(serviceContext(request), request.query),
  );
  api.get(
    '/api/transactions/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeTransactions',
        description: "Answers this month's income and expense per currency under the list's other filters. The master alone.",
        querystring: transactionList.filtersSchema,
        response: { 200: transactionSummarySchema },
      },
    },
    (request) => service.summarizeTransactions(serviceContext(request), request.query),
  );
  api.get(
    '/api/transactions/export',
    {
      schema: {
        tags,
        operationId: 'exportTransactions',
        description:
          'Downloads every transaction matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        response: { 200: exportResponse() },
        querystring: transactionList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportTransactions(serviceContext(request), request.query)),
  );
  api.get(
    '/api/transactions/:id',
    {
      schema: {
        tags,
        operationId: 'getTransaction',
        description: 'Answers one transaction. The master alone.',
        params: idParamsSchema,
        response: { 200: transactionSchema },
      },
    },
    (request) => service.getTransaction(serviceContext(request), request.params.id),
  );
  api.post(
    '/api/transactions',
    {
      schema: {
        tags,
        operationId: 'createTransaction',
        description: 'Records an income or expense with its exact amount and currency. The master alone.',
        body: transactionRequestSchema,
        response: { 201: transactionResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ transaction: await service.createTransaction(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/transactions/:id',
    {
      schema: {
        tags,
        operationId: 'updateTransaction',
        description: 'Edits a transaction; the month totals follow. The master alone.',
        params: idParamsSchema,
        body: transactionRequestSchema,
        response: { 200: transactionResponseSchema },
      },
    },
    async (request) => ({ transaction: await service.updateTransaction(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/transactions/:id',
    {
      schema: {
        tags,
        operationId: 'deleteTransaction',
        description: 'Deletes a transaction. The master alone.',
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteTransaction(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
