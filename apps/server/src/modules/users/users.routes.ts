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
import { exportResponse } from '../../lib/openapi';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/api/users',
    {
      schema: {
        tags,
        operationId: 'listUsers',
        description: 'Answers one page of internal or external users, searched, filtered and sorted. The master alone.',
        querystring: userList.querySchema,
        response: { 200: userList.responseSchema },
      },
    },
    (request) => service.listUsers(serviceContext(request), request.query),
  );

  api.get(
    '/api/users/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeUsers',
        description: "Answers the cards above the users list under the list's search and filters: active, inactive and each type. The master alone.",
        querystring: userList.filtersSchema,
        response: { 200: userSummarySchema },
      },
    },
    (request) => service.summarizeUsers(serviceContext(request), request.query),
  );

  api.get(
    '/api/users/export',
    {
      schema: {
        tags,
        operationId: 'exportUsers',
        description: 'Downloads every user matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        querystring: userList.exportSchema,
        response: { 200: exportResponse() },
      },
    },
    async (request, reply) => sendExport(reply, await service.exportUsers(serviceContext(request), request.query)),
  );

  api.get(
    '/api/users/lookup',
    {
      schema: {
        tags,
        operationId: 'lookupUsers',
        description: 'Answers the names of people to pick in selectors: internal users, and customers too for the master. Master, manager and employee.',
        querystring: noQuerySchema,
        response: { 200: userLookupResponseSchema },
      },
    },
    (request) => service.lookupUsers(serviceContext(request)),
  );

  api.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        operationId: 'getUser',
        description:
          'Answers one user with the companies they belong to, their own quotas (null: the role default) and what they used of them. The master alone.',
        params: idParamsSchema,
        response: { 200: userDetailSchema },
      },
    },
    (request) => service.getUser(serviceContext(request), request.params.id),
  );

  api.post(
    '/api/users',
    {
      schema: {
        tags,
        operationId: 'createUser',
        description:
          'Creates a user of any type with a password and, for a customer, the companies they belong to. The master alone; an email already in use answers 409.',
        errors: [409],
        body: createUserRequestSchema,
        response: { 201: userDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await service.createUser(serviceContext(request), request.body);
      return reply.status(201).send({ user });
    },
  );

  api.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        operationId: 'updateUser',
        description:
          "Edits a user, their quotas and the companies they belong to; a new password ends that user's sessions. The master alone; " +
          'an email already in use answers 409.',
        errors: [409],
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => ({ user: await service.updateUser(serviceContext(request), request.params.id, request.body) }),
  );

  api.patch(
    '/api/users/:id/active',
    {
      schema: {
        tags,
        operationId: 'setUserActive',
        description: 'Activates or deactivates a user; deactivation ends every session of theirs at once. The master alone, and never on their own account.',
        params: idParamsSchema,
        body: setUserActiveRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: await service.setUserActive(serviceContext(request), request.params.id, request.body) }),
  );
}
