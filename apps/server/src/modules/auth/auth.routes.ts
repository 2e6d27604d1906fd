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

const clientOf = (request: FastifyRequest): service.Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The fixed calls the product's browser makes, in their exact shapes (sign-in, registration, logout, current user). */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  const signIn: service.SignIn = {
    db: app.db,
    keyring: app.keyring,
    tokenTtlDays: app.config.TOKEN_TTL_DAYS,
    live: app.live,
  };

  api.post(
    '/api/login',
    {
      schema: {
        tags,
        operationId: 'login',
        description:
          'Signs in with email and password and answers the user and a bearer token; for an account with two-factor on it answers a challenge ' +
          'for `POST /api/login/two-factor` instead, unless the code is sent too. Public. Wrong credentials answer 401, an inactive account 403, ' +
          'and more than 5 failures of an account or 30 attempts of an IP in 15 minutes 429.',
        errors: [401, 403, 429],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => service.login(signIn, request.body, clientOf(request)),
  );

  api.post(
    '/api/login/two-factor',
    {
      schema: {
        tags,
        operationId: 'completeTwoFactorLogin',
        description:
          'Completes a two-factor sign-in with the challenge from `POST /api/login` and a code from the authenticator app or one recovery code, ' +
          'and answers the user and a bearer token. Public: the challenge, valid once and for 5 minutes, is the credential. Wrong codes answer 401 ' +
          'and count against the sign-in limits (429).',
        errors: [401, 403, 429],
        body: loginTwoFactorRequestSchema,
        response: { 200: loginSessionSchema },
      },
    },
    (request) => service.completeTwoFactorLogin(signIn, request.body, clientOf(request)),
  );

  api.post(
    '/api/register',
    {
      schema: {
        tags,
        operationId: 'register',
        description:
          'Creates an account for an external customer (always type `user`, active) and answers it; the customer then signs in. Public. ' +
          'An email already in use answers 409, and more than 10 registrations from one IP in an hour 429.',
        errors: [409, 429],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(app.db, request.body, clientOf(request))),
  );

  api.get(
    '/api/logout',
    {
      schema: {
        tags,
        operationId: 'logout',
        description: 'Signs out: the bearer token sent stops working at once. Any signed-in user.',
        response: { 200: okResponseSchema },
      },
    },
    (request) => {
      const auth = requireAuth(request);
      return service.logout(app.db, { userId: auth.user.id, tokenId: auth.tokenId }, request.ip);
    },
  );

  api.get(
    '/api/me',
    {
      schema: {
        tags,
        operationId: 'getCurrentUser',
        description:
          'Answers the signed-in user, with whether their role requires a two-factor setup they have not done yet, and the time zone in which ' +
          'the server takes "today" (`timeZone`, an IANA name). Any signed-in user.',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { ...toOwnUser(user, await isSetupRequired(app.db, user)), timeZone: app.config.APP_TIMEZONE };
    },
  );
}
