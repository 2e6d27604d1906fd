import { z } from 'zod';

export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'tooLarge',
  'unsupportedType',
  'notAcceptable',
  'rateLimited',
  /** The database cannot be reached for now (a restart, a failover): 503 with Retry-After. */
  'unavailable',
  /** The account's quota of creations or uploads is spent (docs/decisions/032). */
  'quotaExceeded',
  'csrf',
  /** Signed in, but the role requires two-factor and it is not on yet: only the setup calls answer. */
  'twoFactorSetupRequired',
  /** The two-factor setup to confirm is missing or older than 15 minutes: start it again. */
  'twoFactorSecretMissing',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every error answer: `{ error: { code, message, fields? } }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
