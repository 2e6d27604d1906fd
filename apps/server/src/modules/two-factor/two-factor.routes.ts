import type { FastifyInstance } from 'fastify';
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
import { resourceRoutes } from '../../lib/routes';
import * as service from './two-factor.service';

/**
 * Two-factor sign-in: everyone's own setup, and the master's per-role rule. The secret and the
 * recovery codes are answered once each, never stored by a browser or proxy.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const password = twoFactorPasswordRequestSchema;
  resourceRoutes(app, { path: '/api/two-factor', tags: ['two-factor'] })
    .action('GET', '', 'getTwoFactorStatus', {
      description:
        "Answers the caller's two-factor state: on or off, since when, recovery codes left, and whether their role requires it. Any signed-in user.",
      response: twoFactorStatusSchema,
      run: service.getStatus,
    })
    .action('POST', '/setup', 'startTwoFactorSetup', {
      description:
        'Starts a setup: answers a new secret once, as text, otpauth:// address and QR image, kept unconfirmed for 15 minutes. Any signed-in user; with two-factor already on the answer is 409.',
      errors: [409],
      response: twoFactorSetupResponseSchema,
      noStore: true,
      run: (ctx) => service.startSetup(ctx, app.keyring),
    })
    .action('POST', '/enable', 'enableTwoFactor', {
      description:
        'Turns two-factor on with a code from the app for the pending setup, and answers ten recovery codes once. Any signed-in user; without a setup younger than 15 minutes the answer is 400, with two-factor already on 409, and wrong codes are limited (429).',
      errors: [409, 429],
      body: twoFactorEnableRequestSchema,
      response: recoveryCodesResponseSchema,
      noStore: true,
      run: (ctx, { body }) => service.enable(ctx, app.keyring, body),
    })
    .action('POST', '/disable', 'disableTwoFactor', {
      description:
        "Turns two-factor off, or drops an unconfirmed setup, after the caller's password. Any signed-in user; refused with 409 while their role requires it or when it is off, and wrong passwords are limited (429).",
      errors: [409, 429],
      body: password,
      response: okResponseSchema,
      run: (ctx, { body }) => service.disable(ctx, body),
    })
    .action('POST', '/recovery-codes', 'renewRecoveryCodes', {
      description:
        "Replaces the caller's recovery codes after their password and answers the new ten once. Any signed-in user with two-factor on (409 otherwise); wrong passwords are limited (429).",
      errors: [409, 429],
      body: password,
      response: recoveryCodesResponseSchema,
      noStore: true,
      run: (ctx, { body }) => service.renewRecoveryCodes(ctx, body),
    })
    .action('GET', '/policy', 'getTwoFactorPolicy', {
      description: 'Answers which roles must use two-factor sign-in. The master alone.',
      response: twoFactorPolicyResponseSchema,
      run: service.getPolicy,
    })
    .action('PUT', '/policy', 'setTwoFactorPolicy', {
      description:
        'Sets which roles must use two-factor sign-in; their members without it can then only set it up. The master alone.',
      body: twoFactorPolicySchema,
      response: twoFactorPolicyResponseSchema,
      run: (ctx, { body }) => service.setPolicy(ctx, body),
    });
}
