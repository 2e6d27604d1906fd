import { z } from 'zod';
import { USER_TYPES } from './roles';
import { PASSWORD_MAX } from '../common/limits';

/*
 * Two-factor sign-in (TOTP, RFC 6238: SHA-1, 30-second steps, 6 digits). The secret is shown once
 * at setup, the recovery codes once when they are made; no other answer carries either.
 */

/* The code fields, the recovery-code rules and the sign-in step are in sign-in.schemas.ts (for the login page). */
export {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeField,
  signInCodeSchema,
  signInRecoveryCodeSchema,
  totpCodeField,
} from './sign-in.schemas';
import { totpCodeField } from './sign-in.schemas';

const passwordCheckField = z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong');

/** GET /api/two-factor: the caller's own state. `required`: their role must have it on. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/two-factor/setup: the new secret, shown once, with its otpauth:// address and that address as a QR image (data URL). */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeField });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Turning two-factor off and renewing the recovery codes both ask for the password again. */
export const twoFactorPasswordRequestSchema = z.object({ password: passwordCheckField });
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordRequestSchema>;

/** The new recovery codes, shown once (`xxxx-xxxx-xxxx`). */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** PUT /api/two-factor/policy: the roles that must use two-factor (the master sets it). */
export const twoFactorPolicySchema = z.object({
  requiredFor: z
    .array(z.enum(USER_TYPES, { error: 'invalidValue' }), { error: 'invalid' })
    .max(USER_TYPES.length, 'invalid')
    .transform((types) => USER_TYPES.filter((type) => types.includes(type))),
});
export type TwoFactorPolicy = z.output<typeof twoFactorPolicySchema>;
/** The policy as answered (the request's schema reorders and drops repeats, which an answer cannot). */
export const twoFactorPolicyResponseSchema = z.object({ requiredFor: z.array(z.enum(USER_TYPES)) });
