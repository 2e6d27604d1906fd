import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField } from '../common/fields';
import { LANGUAGES, PASSWORD_MAX } from '../common/limits';
import { userSchema } from '../users/users.schemas';

/*
 * Login payload. The original product had the browser add details from a third-party IP lookup;
 * here the server derives IP and place itself and ignores anything the client claims.
 */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalid')
    .optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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

export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong'), newPassword: passwordField })
  .refine((value) => value.currentPassword !== value.newPassword, { message: 'samePassword', path: ['newPassword'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
