import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@workspace/shared/common/list.schemas';
import {
  createSharedDataSchema,
  revealResponseSchema,
  sharedDataList,
  sharedDataResponseSchema,
  sharedDataSummarySchema,
  updateSharedDataSchema,
} from '@workspace/shared/vault/shared-data.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './shared-data.service';

const vaultContext = (request: FastifyRequest): service.VaultContext => ({ ...serviceContext(request), keyring: request.server.keyring });

/**
 * Shared data: customer credentials of managers and employees (the route table admits no one
 * else). Record rules are the service's: a record the caller may not read answers 404.
 */
export async function sharedDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shared-data'];

  api.get('/api/shared-data', { schema: { tags, querystring: sharedDataList.querySchema, response: { 200: sharedDataList.responseSchema } } }, (request) =>
    service.listSharedData(serviceContext(request), request.query),
  );
  api.get('/api/shared-data/summary', { schema: { tags, querystring: sharedDataList.filtersSchema, response: { 200: sharedDataSummarySchema } } }, (request) =>
    service.summarizeSharedData(serviceContext(request), request.query),
  );
  api.get('/api/shared-data/export', { schema: { tags, querystring: sharedDataList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportSharedData(serviceContext(request), request.query)),
  );
  api.get('/api/shared-data/:id', { schema: { tags, params: idParamsSchema, response: { 200: sharedDataResponseSchema } } }, async (request) => ({
    sharedData: await service.getSharedData(serviceContext(request), request.params.id),
  }));
  api.post('/api/shared-data', { schema: { tags, body: createSharedDataSchema, response: { 201: sharedDataResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ sharedData: await service.createSharedData(vaultContext(request), request.body) }),
  );
  api.put(
    '/api/shared-data/:id',
    { schema: { tags, params: idParamsSchema, body: updateSharedDataSchema, response: { 200: sharedDataResponseSchema } } },
    async (request) => ({ sharedData: await service.updateSharedData(vaultContext(request), request.params.id, request.body) }),
  );
  api.delete('/api/shared-data/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteSharedData(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
  // The one answer that carries a password: kept by no cache, the browser's included.
  api.post('/api/shared-data/:id/reveal', { schema: { tags, params: idParamsSchema, response: { 200: revealResponseSchema } } }, async (request, reply) => {
    const revealed = await service.revealPassword(vaultContext(request), request.params.id);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(revealed);
  });
}
