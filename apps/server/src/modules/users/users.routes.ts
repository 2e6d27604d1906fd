import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import {
  createUserRequestSchema,
  setUserActiveRequestSchema,
  updateUserRequestSchema,
  userDetailResponseSchema,
  userDetailSchema,
  userList,
  userLookupResponseSchema,
  userResponseSchema,
  userSummarySchema,
} from '@workspace/shared/users/users.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get('/api/users', { schema: { tags, querystring: userList.querySchema, response: { 200: userList.responseSchema } } }, (request) =>
    service.listUsers(serviceContext(request), request.query),
  );

  api.get('/api/users/summary', { schema: { tags, querystring: userList.filtersSchema, response: { 200: userSummarySchema } } }, (request) =>
    service.summarizeUsers(serviceContext(request), request.query),
  );

  api.get('/api/users/export', { schema: { tags, querystring: userList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportUsers(serviceContext(request), request.query)),
  );

  api.get('/api/users/lookup', { schema: { tags, querystring: noQuerySchema, response: { 200: userLookupResponseSchema } } }, (request) =>
    service.lookupUsers(serviceContext(request)),
  );

  api.get('/api/users/:id', { schema: { tags, params: idParamsSchema, response: { 200: userDetailSchema } } }, (request) =>
    service.getUser(serviceContext(request), request.params.id),
  );

  api.post('/api/users', { schema: { tags, body: createUserRequestSchema, response: { 201: userDetailResponseSchema } } }, async (request, reply) => {
    const user = await service.createUser(serviceContext(request), request.body);
    return reply.status(201).send({ user });
  });

  api.put(
    '/api/users/:id',
    { schema: { tags, params: idParamsSchema, body: updateUserRequestSchema, response: { 200: userDetailResponseSchema } } },
    async (request) => ({ user: await service.updateUser(serviceContext(request), request.params.id, request.body) }),
  );

  api.patch(
    '/api/users/:id/active',
    { schema: { tags, params: idParamsSchema, body: setUserActiveRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => ({ user: await service.setUserActive(serviceContext(request), request.params.id, request.body) }),
  );
}
