import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import {
  createSharedDataSchema,
  revealRequestSchema,
  revealResponseSchema,
  sharedDataList,
  sharedDataResponseSchema,
  sharedDataSummarySchema,
  updateSharedDataSchema,
} from '@workspace/shared/shared-data/shared-data.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './shared-data.service';

const sharedDataContext = (request: FastifyRequest): service.SharedDataContext => ({ ...serviceContext(request), keyring: request.server.keyring });

/**
 * Shared data: customer credentials of managers and employees (the route table admits no one
 * else). Record rules are the service's: a record the caller may not read answers 404.
 */
export async function sharedDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shared-data'];

  api.get(
    '/api/shared-data',
    {
      schema: {
        tags,
        operationId: 'listSharedData',
        description:
          "Answers one page of the caller's credentials and those shared with them, without passwords, searched, filtered and sorted. Manager and employee.",
        querystring: sharedDataList.querySchema,
        response: { 200: sharedDataList.responseSchema },
      },
    },
    (request) => service.listSharedData(serviceContext(request), request.query),
  );
  api.get(
    '/api/shared-data/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeSharedData',
        description: 'Answers the cards above the shared data list under its search and filters. Manager and employee.',
        querystring: sharedDataList.filtersSchema,
        response: { 200: sharedDataSummarySchema },
      },
    },
    (request) => service.summarizeSharedData(serviceContext(request), request.query),
  );
  api.get(
    '/api/shared-data/export',
    {
      schema: {
        tags,
        operationId: 'exportSharedData',
        description:
          'Downloads the credentials the caller may read, matching the search, as CSV, XLSX or PDF, never with passwords; the export is recorded. Manager and employee.',
        response: { 200: exportResponse() },
        querystring: sharedDataList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportSharedData(serviceContext(request), request.query)),
  );
  api.get(
    '/api/shared-data/:id',
    {
      schema: {
        tags,
        operationId: 'getSharedData',
        description: 'Answers one credential record without its password. Manager and employee: its owner and those it is shared with; anyone else gets 404.',
        params: idParamsSchema,
        response: { 200: sharedDataResponseSchema },
      },
    },
    async (request) => ({ sharedData: await service.getSharedData(serviceContext(request), request.params.id) }),
  );
  api.post(
    '/api/shared-data',
    {
      schema: {
        tags,
        operationId: 'createSharedData',
        description: "Creates a credential record of the caller's, its password sealed, shared with the colleagues named. Manager and employee.",
        body: createSharedDataSchema,
        response: { 201: sharedDataResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ sharedData: await service.createSharedData(sharedDataContext(request), request.body) }),
  );
  api.put(
    '/api/shared-data/:id',
    {
      schema: {
        tags,
        operationId: 'updateSharedData',
        description:
          'Edits a credential record; a password left out keeps the stored one. Manager and employee, on their own records: those it is shared with get 403, anyone else 404.',
        errors: [403],
        params: idParamsSchema,
        body: updateSharedDataSchema,
        response: { 200: sharedDataResponseSchema },
      },
    },
    async (request) => ({ sharedData: await service.updateSharedData(sharedDataContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/shared-data/:id',
    {
      schema: {
        tags,
        operationId: 'deleteSharedData',
        description:
          'Deletes a credential record and its shares. Manager and employee, on their own records: those it is shared with get 403, anyone else 404.',
        errors: [403],
        params: idParamsSchema,
        response: { 204: noContent('Deleted; no body.') },
      },
    },
    async (request, reply) => {
      await service.deleteSharedData(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
  // The one answer that carries a password: kept by no cache, the browser's included.
  api.post(
    '/api/shared-data/:id/reveal',
    {
      schema: {
        tags,
        operationId: 'revealSharedDataPassword',
        description:
          'Answers the password of a credential record, recorded in the audit trail with the read as shown or copied (`purpose`; shown without a body); never kept by a cache. Manager and employee: its owner and those it is shared with; anyone else gets 404.',
        params: idParamsSchema,
        body: revealRequestSchema.nullish(),
        response: { 200: revealResponseSchema },
      },
    },
    async (request, reply) => {
      const revealed = await service.revealPassword(sharedDataContext(request), request.params.id, request.body?.purpose ?? 'reveal');
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(revealed);
    },
  );
}
