import { z } from 'zod';
import { USER_TYPES } from './roles';
import { PASSWORD_MAX } from '../common/limits';

/*
 * Two-factor sign-in (TOTP, RFC 6238: SHA-1, 30-second steps, 6 digits). The secret is shown once
 * at setup, the recovery codes once when they are made; no other answer carries either.
 */

/** How many recovery codes a user holds after turning two-factor on or renewing them. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The recovery-code alphabet: digits and lower-case letters without 0, 1, i, l and o, which read
 * alike. Twelve of its 31 characters carry 59 bits.
 */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_LENGTH = 12;

/** A recovery code as typed: any case, with or without the dashes and spaces; stored and compared without them. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}

const RECOVERY_CODE_RE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A 6-digit code from an authenticator app; spaces are dropped ("123 456" as some apps show it). */
export const totpCodeField = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d{6}$/, 'invalidTotpFormat'),
  );

export const recoveryCodeField = z
  .string({ error: 'required' })
  .max(64, 'invalidRecoveryCodeFormat')
  .transform(normalizeRecoveryCode)
  .pipe(z.string().min(1, 'required').regex(RECOVERY_CODE_RE, 'invalidRecoveryCodeFormat'));

/** The sign-in's second step as its form checks it: a code from the app, or one recovery code. */
export const signInCodeSchema = z.object({ code: totpCodeField });
export const signInRecoveryCodeSchema = z.object({ recoveryCode: recoveryCodeField });

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
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
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
