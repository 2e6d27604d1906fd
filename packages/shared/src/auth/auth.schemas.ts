import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField } from '../common/fields';
import { LANGUAGES, PASSWORD_MAX } from '../common/limits';
import { userSchema } from '../users/users.schemas';
import { recoveryCodeField, totpCodeField } from './two-factor.schemas';

/*
 * Login payload. The original product had the browser add details from a third-party IP lookup;
 * here the server derives IP and place itself and ignores anything the client claims.
 */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong'),
  /** The two-factor code, for a sign-in in one step; without it an account with two-factor gets a challenge. */
  code: totpCodeField.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A completed sign-in: the browser keeps both under the local-storage keys `user` and `token`. */
export const loginSessionSchema = z.object({ user: userSchema, token: z.string() });
export type LoginSession = z.infer<typeof loginSessionSchema>;

/**
 * The password was right and the account has two-factor: no token yet. `challenge` completes the
 * sign-in with a code at POST /api/login/two-factor until `expiresAt` (5 minutes), once.
 */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string(), expiresAt: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/login answers a session or, for an account with two-factor and no code given, a challenge. */
export const loginResponseSchema = z.union([loginSessionSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isTwoFactorChallenge(response: LoginResponse): response is TwoFactorChallenge {
  return 'twoFactorRequired' in response && response.twoFactorRequired === true;
}

/** POST /api/login/two-factor: the challenge with either a 6-digit code or one recovery code (not both). */
export const loginTwoFactorRequestSchema = z
  .object({
    challenge: z.string({ error: 'required' }).min(1, 'required').max(200, 'invalid'),
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), { message: 'required', path: ['code'] });
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

export const registerRequestSchema = z.object({
  name: nameField,
  surname: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  language: z.enum(LANGUAGES).default('en'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ user: userSchema });
export const meResponseSchema = userSchema;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const updateProfileRequestSchema = z.object({ name: nameField, surname: nameField, phone: phoneField, language: z.enum(LANGUAGES) });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `PUT /api/profile/language`: the header's language switch saves the choice to the profile at once. */
export const languageRequestSchema = z.strictObject({ language: z.enum(LANGUAGES, { error: 'required' }) });

export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong'), newPassword: passwordField })
  .refine((value) => value.currentPassword !== value.newPassword, { message: 'samePassword', path: ['newPassword'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
