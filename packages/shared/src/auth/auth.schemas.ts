import { z } from 'zod';
import { nameField, passwordField, phoneField } from '../common/fields';
import { LANGUAGES, PASSWORD_MAX } from '../common/limits';
import { userSchema } from '../users/users.schemas';

/* The requests of signing in and up are in sign-in.schemas.ts (zod's small build, for the login page). */
export {
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  registerRequestSchema,
  type LoginRequest,
  type LoginTwoFactorRequest,
  type RegisterRequest,
} from './sign-in.schemas';

/** A completed sign-in: the browser keeps both under the local-storage keys `user` and `token`. */
export const loginSessionSchema = z.object({ user: userSchema, token: z.string() });
export type LoginSession = z.infer<typeof loginSessionSchema>;

/**
 * The password was right and the account has two-factor: no token yet. `challenge` completes the
 * sign-in with a code at POST /api/login/two-factor until `expiresAt` (5 minutes), once.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/login answers a session or, for an account with two-factor and no code given, a challenge. */
export const loginResponseSchema = z.union([loginSessionSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ user: userSchema });

/**
 * GET /api/me: the signed-in user and the company's time zone (`APP_TIMEZONE`). The browser takes
 * "today" there too, so the earliest date a form offers and the week a card filters are the ones
 * the server checks and counts, whatever zone the browser's own clock is set to.
 */
export const meResponseSchema = userSchema
  .omit({ twoFactorSetupRequired: true })
  // The optional flag stays last: the server's compiled writer puts required properties first, and zod writes them in this order.
  .extend({ timeZone: z.string(), twoFactorSetupRequired: userSchema.shape.twoFactorSetupRequired });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const updateProfileRequestSchema = z.object({
  name: nameField,
  surname: nameField,
  phone: phoneField,
  language: z.enum(LANGUAGES),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `PUT /api/profile/language`: the header's language switch saves the choice to the profile at once. */
export const languageRequestSchema = z.strictObject({ language: z.enum(LANGUAGES, { error: 'required' }) });

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong'),
    newPassword: passwordField,
  })
  .refine((value) => value.currentPassword !== value.newPassword, { message: 'samePassword', path: ['newPassword'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
