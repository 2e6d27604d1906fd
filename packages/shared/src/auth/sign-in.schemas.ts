import * as z from 'zod/mini';
import { LANGUAGES, PASSWORD_MAX } from '../common/limits';
import { emailField, nameField, passwordField, phoneField } from '../common/text-fields';

/*
 * Signing in and signing up: the requests the login page sends and checks, written with zod's
 * small build (`zod/mini`) so that page does not download the whole of zod. The server checks
 * the same schemas (auth.schemas.ts and two-factor.schemas.ts hand them on).
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
export const totpCodeField = z.pipe(
  z.pipe(
    z.string({ error: 'required' }),
    z.transform((value: string) => value.replace(/\s/g, '')),
  ),
  z.string().check(z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'invalidTotpFormat')),
);

export const recoveryCodeField = z.pipe(
  z.pipe(
    z.string({ error: 'required' }).check(z.maxLength(64, 'invalidRecoveryCodeFormat')),
    z.transform(normalizeRecoveryCode),
  ),
  z.string().check(z.minLength(1, 'required'), z.regex(RECOVERY_CODE_RE, 'invalidRecoveryCodeFormat')),
);

/** The sign-in's second step as its form checks it: a code from the app, or one recovery code. */
export const signInCodeSchema = z.object({ code: totpCodeField });
export const signInRecoveryCodeSchema = z.object({ recoveryCode: recoveryCodeField });

/*
 * Login payload. The original product had the browser add details from a third-party IP lookup;
 * here the server derives IP and place itself and ignores anything the client claims.
 */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(PASSWORD_MAX, 'tooLong')),
  /** The two-factor code, for a sign-in in one step; without it an account with two-factor gets a challenge. */
  code: z.optional(totpCodeField),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/login/two-factor: the challenge with either a 6-digit code or one recovery code (not both). */
export const loginTwoFactorRequestSchema = z
  .object({
    challenge: z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(200, 'invalid')),
    code: z.optional(totpCodeField),
    recoveryCode: z.optional(recoveryCodeField),
  })
  .check(
    z.refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
      message: 'required',
      path: ['code'],
    }),
  );
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

export const registerRequestSchema = z.object({
  name: nameField,
  surname: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  language: z._default(z.enum(LANGUAGES), 'en'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
