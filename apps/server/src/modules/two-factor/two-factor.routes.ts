import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@workspace/shared/auth/auth.schemas';
import {
  recoveryCodesResponseSchema,
  twoFactorEnableRequestSchema,
  twoFactorPasswordRequestSchema,
  twoFactorPolicyResponseSchema,
  twoFactorPolicySchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@workspace/shared/auth/two-factor.schemas';
import { serviceContext } from '../../lib/context';
import * as service from './two-factor.service';

/**
 * Two-factor sign-in: everyone's own setup, and the master's per-role rule. The secret and the
 * recovery codes are answered once each, never stored by a browser or proxy.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];

  api.get('/api/two-factor', { schema: { tags, response: { 200: twoFactorStatusSchema } } }, (request) => service.getStatus(serviceContext(request)));

  api.post('/api/two-factor/setup', { schema: { tags, response: { 200: twoFactorSetupResponseSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.startSetup(serviceContext(request), app.keyring)),
  );

  api.post(
    '/api/two-factor/enable',
    { schema: { tags, body: twoFactorEnableRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.enable(serviceContext(request), app.keyring, request.body)),
  );

  api.post('/api/two-factor/disable', { schema: { tags, body: twoFactorPasswordRequestSchema, response: { 200: okResponseSchema } } }, (request) =>
    service.disable(serviceContext(request), request.body),
  );

  api.post(
    '/api/two-factor/recovery-codes',
    { schema: { tags, body: twoFactorPasswordRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.renewRecoveryCodes(serviceContext(request), request.body)),
  );

  api.get('/api/two-factor/policy', { schema: { tags, response: { 200: twoFactorPolicyResponseSchema } } }, (request) =>
    service.getPolicy(serviceContext(request)),
  );

  api.put('/api/two-factor/policy', { schema: { tags, body: twoFactorPolicySchema, response: { 200: twoFactorPolicyResponseSchema } } }, (request) =>
    service.setPolicy(serviceContext(request), request.body),
  );
}
