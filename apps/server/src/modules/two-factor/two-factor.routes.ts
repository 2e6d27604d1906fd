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

  api.get(
    '/api/two-factor',
    {
      schema: {
        tags,
        operationId: 'getTwoFactorStatus',
        description:
          "Answers the caller's two-factor state: on or off, since when, recovery codes left, and whether their role requires it. Any signed-in user.",
        response: { 200: twoFactorStatusSchema },
      },
    },
    (request) => service.getStatus(serviceContext(request)),
  );

  api.post(
    '/api/two-factor/setup',
    {
      schema: {
        tags,
        operationId: 'startTwoFactorSetup',
        description:
          'Starts a setup: answers a new secret once, as text, otpauth:// address and QR image, kept unconfirmed for 15 minutes. Any signed-in user; with two-factor already on the answer is 409.',
        errors: [409],
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.startSetup(serviceContext(request), app.keyring)),
  );

  api.post(
    '/api/two-factor/enable',
    {
      schema: {
        tags,
        operationId: 'enableTwoFactor',
        description:
          'Turns two-factor on with a code from the app for the pending setup, and answers ten recovery codes once. Any signed-in user; without a setup younger than 15 minutes the answer is 400, with two-factor already on 409, and wrong codes are limited (429).',
        errors: [409, 429],
        body: twoFactorEnableRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.enable(serviceContext(request), app.keyring, request.body)),
  );

  api.post(
    '/api/two-factor/disable',
    {
      schema: {
        tags,
        operationId: 'disableTwoFactor',
        description:
          "Turns two-factor off, or drops an unconfirmed setup, after the caller's password. Any signed-in user; refused with 409 while their role requires it or when it is off, and wrong passwords are limited (429).",
        errors: [409, 429],
        body: twoFactorPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => service.disable(serviceContext(request), request.body),
  );

  api.post(
    '/api/two-factor/recovery-codes',
    {
      schema: {
        tags,
        operationId: 'renewRecoveryCodes',
        description:
          "Replaces the caller's recovery codes after their password and answers the new ten once. Any signed-in user with two-factor on (409 otherwise); wrong passwords are limited (429).",
        errors: [409, 429],
        body: twoFactorPasswordRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.renewRecoveryCodes(serviceContext(request), request.body)),
  );

  api.get(
    '/api/two-factor/policy',
    {
      schema: {
        tags,
        operationId: 'getTwoFactorPolicy',
        description: 'Answers which roles must use two-factor sign-in. The master alone.',
        response: { 200: twoFactorPolicyResponseSchema },
      },
    },
    (request) => service.getPolicy(serviceContext(request)),
  );

  api.put(
    '/api/two-factor/policy',
    {
      schema: {
        tags,
        operationId: 'setTwoFactorPolicy',
        description: 'Sets which roles must use two-factor sign-in; their members without it can then only set it up. The master alone.',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicyResponseSchema },
      },
    },
    (request) => service.setPolicy(serviceContext(request), request.body),
  );
}
