import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@workspace/shared/auth/auth.schemas';
import { requireAuth } from '../../lib/context';
import { toUser } from '../users/users.mapper';
import * as service from './auth.service';

const clientOf = (request: FastifyRequest): service.Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** The fixed calls the product's browser makes, in their exact shapes (sign-in, registration, logout, current user). */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post('/api/login', { schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } } }, (request) =>
    service.login(app.db, request.body, clientOf(request), app.config.TOKEN_TTL_DAYS),
  );

  api.post('/api/register', { schema: { tags, body: registerRequestSchema, response: { 201: registerResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.register(app.db, request.body, clientOf(request))),
  );

  api.get('/api/logout', { schema: { tags, response: { 200: okResponseSchema } } }, (request) => {
    const auth = requireAuth(request);
    return service.logout(app.db, { userId: auth.user.id, tokenId: auth.tokenId }, request.ip);
  });

  api.get('/api/me', { schema: { tags, response: { 200: meResponseSchema } } }, async (request) => toUser(requireAuth(request).user));
}
