import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from './limits';

/*
 * Field builders. Each issue message is a key of `errorMessages` (i18n/errors.ts), so the server
 * and the browser turn the same failure into the same translated sentence.
 */
export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');

export const nameField = requiredText(NAME_MAX);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(EMAIL_MAX, 'tooLong')
  .regex(z.regexes.email, 'invalidEmail')
  .transform((value) => value.toLowerCase());

const PHONE_RE = /^\+?[0-9 ()-]*$/;
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, 'tooLong')
  .regex(PHONE_RE, 'invalidPhone')
  .nullish()
  .transform((value) => (value ? value : null));

export const passwordField = z
  .string({ error: 'required' })
  .min(1, 'required')
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'tooLong');
