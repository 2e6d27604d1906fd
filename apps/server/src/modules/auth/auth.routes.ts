import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  loginSessionSchema,
  loginTwoFactorRequestSchema,
  meResponseSchema,
  okResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@workspace/shared/auth/auth.schemas';
import { requireAuth } from '../../lib/context';
import { toOwnUser } from '../users/users.mapper';
import { isSetupRequired } from '../two-factor/two-factor.service';
import * as service from './auth.service';

const clientOf = (request: FastifyRequest): service.Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** The fixed calls the product's browser makes, in their exact shapes (sign-in, registration, logout, current user). */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  const signIn: service.SignIn = { db: app.db, keyring: app.keyring, tokenTtlDays: app.config.TOKEN_TTL_DAYS };

  api.post('/api/login', { schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } } }, (request) =>
    service.login(signIn, request.body, clientOf(request)),
  );

  api.post('/api/login/two-factor', { schema: { tags, body: loginTwoFactorRequestSchema, response: { 200: loginSessionSchema } } }, (request) =>
    service.completeTwoFactorLogin(signIn, request.body, clientOf(request)),
  );

  api.post('/api/register', { schema: { tags, body: registerRequestSchema, response: { 201: registerResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.register(app.db, request.body, clientOf(request))),
  );

  api.get('/api/logout', { schema: { tags, response: { 200: okResponseSchema } } }, (request) => {
    const auth = requireAuth(request);
    return service.logout(app.db, { userId: auth.user.id, tokenId: auth.tokenId }, request.ip);
  });

  api.get('/api/me', { schema: { tags, response: { 200: meResponseSchema } } }, async (request) => {
    const { user } = requireAuth(request);
    return toOwnUser(user, await isSetupRequired(app.db, user));
  });
}
