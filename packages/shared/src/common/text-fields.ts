import * as z from 'zod/mini';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_TEXT_MAX } from './limits';

/*
 * The text fields of signing in and signing up, written with zod's small build (`zod/mini`): the
 * login page checks its forms with them without downloading the whole of zod. The same schemas
 * check the server's requests and every other form (fields.ts hands them on), so the rules and
 * their messages have one source. Each issue message is a key of `errorMessages` (i18n/errors.ts).
 */

const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Whether text can be stored as it was typed: PostgreSQL's text holds no NUL character, and an
 * unpaired UTF-16 surrogate has no UTF-8 form (it would be stored as something else).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE_RE.test(value);
}

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(max, 'tooLong'),
      z.refine(isStorableText, 'invalidCharacters'),
    );

export const nameField = requiredText(NAME_MAX);

export const emailField = z.pipe(
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(EMAIL_MAX, 'tooLong'),
      z.regex(z.regexes.email, 'invalidEmail'),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

const PHONE_RE = /^\+?[0-9 ()-]*$/;
/**
 * A phone number as people write it ("+90 532 555 01 00"): the limit of 15 counts its digits, so
 * the spaces and the "+" never push a real number over it; runs of spaces become one.
 */
export const phoneField = z.pipe(
  z.nullish(
    z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((value: string) => value.replace(/\s+/g, ' ')),
      ),
      z.string().check(
        z.maxLength(PHONE_TEXT_MAX, 'tooLong'),
        z.regex(PHONE_RE, 'invalidPhone'),
        z.refine((value) => value.replace(/\D/g, '').length <= PHONE_MAX, 'phoneTooManyDigits'),
      ),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

const codeAt = (chars: string[], index: number) => chars[index]!.codePointAt(0)!;

/**
 * Whether a password is one short pattern repeated ("aaaaaa", "ababab", "abcabc") or a run of
 * consecutive letters or digits, up or down ("12345678", "abcdefgh", "87654321"), in any case.
 */
export function isPredictablePassword(value: string): boolean {
  const chars = Array.from(value.toLowerCase());
  for (let unit = 1; unit <= 3; unit += 1) {
    if (chars.length >= unit * 2 && chars.every((char, index) => char === chars[index % unit])) return true;
  }
  if (chars.length < 3) return false;
  const step = codeAt(chars, 1) - codeAt(chars, 0);
  return (
    (step === 1 || step === -1) &&
    chars.every((_, index) => index === 0 || codeAt(chars, index) - codeAt(chars, index - 1) === step)
  );
}

export const passwordField = z.string({ error: 'required' }).check(
  z.minLength(1, 'required'),
  z.minLength(PASSWORD_MIN, 'passwordTooShort'),
  z.maxLength(PASSWORD_MAX, 'tooLong'),
  z.refine(isStorableText, 'invalidCharacters'),
  // A too short one is told so first; a predictable one of any length is refused.
  z.refine((value) => value.length < PASSWORD_MIN || !isPredictablePassword(value), 'passwordPredictable'),
);
