import { z } from 'zod';
import { isCalendarDate, MONTH_RE } from './checks';
import { ID_MAX, SEARCH_MAX } from './limits';
import { isStorableText } from './text-fields';

/*
 * Field builders. Each issue message is a key of `errorMessages` (i18n/errors.ts), so the server
 * and the browser turn the same failure into the same translated sentence. The text fields of
 * sign-in and sign-up are in text-fields.ts (zod's small build, for the login page) and handed on
 * from here with the rest.
 */
export { emailField, isStorableText, nameField, passwordField, phoneField, requiredText } from './text-fields';

/** One of `values`: "required" when nothing was chosen, "choose one of the listed values" otherwise. */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalidValue',
  });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine(isStorableText, 'invalidCharacters')
    .nullish()
    .transform((value) => (value ? value : null));

/** A list filter compared with text in the database (`?country=`, `?action=`): optional, NUL refused like any text. */
export const textFilterField = (max: number) =>
  z.string().trim().max(max, 'tooLong').refine(isStorableText, 'invalidCharacters').optional();

/** The search box of a list (`?q=`): optional, and sent to the database like any text. */
export const searchField = textFilterField(SEARCH_MAX);

const MONEY_RE = /^\d{1,12}(\.\d{1,2})?$/;
/**
 * Money as a decimal string ("1250.50"), never a float: positive, at most two decimals, within
 * numeric(14,2). A number input is accepted and turned into its string form first.
 */
export const moneyField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^-?\d+(\.\d+)?$/, 'invalidNumber')
      .refine((value) => !value.startsWith('-') && /[1-9]/.test(value), 'positiveNumber')
      .refine((value) => !/\.\d{3,}$/.test(value), 'twoDecimals')
      .refine((value) => /^-?\d{1,12}(\.|$)/.test(value.replace(/^(-?)0+(?=\d)/, '$1')), 'amountTooLarge')
      .transform((value) => {
        const [whole = '0', fraction = ''] = value.replace(/^0+(?=\d)/, '').split('.');
        return `${whole}.${fraction.padEnd(2, '0')}`;
      })
      .refine((value) => MONEY_RE.test(value), 'invalidNumber'),
  );

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isCalendarDate, 'invalidDate');

export const optionalDateField = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'invalidDate')
  .optional()
  .transform((value) => (value ? value : undefined));

/** A required reference to another record (a select's value arrives as a string). */
export const idField = z.coerce
  .number({ error: 'required' })
  .int('required')
  .positive('required')
  .max(ID_MAX, 'invalidValue');

/** A record id in a path (`/api/tasks/:id`) or a filter (`?projectId=`): a whole number in the id range. */
export const idParam = z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(ID_MAX, 'invalid');
export const optionalIdField = idParam.optional();
/** An optional reference in a body: absent or null means none. */
export const nullableIdField = idParam.nullish().transform((value) => value ?? null);

/** IBAN: letters and digits (spaces allowed), 15-34 characters, valid ISO 13616 mod-97 checksum. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const optionalIbanField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/\s+/g, '').toUpperCase() : null))
  .refine((value) => value === null || isValidIban(value), 'invalidIban');

export const optionalEmailField = z
  .string()
  .trim()
  .max(254, 'tooLong')
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.regexes.email.test(value), 'invalidEmail');

const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** A website domain ("example.com.tr"); a pasted URL is reduced to its host. */
export const optionalDomainField = z
  .string()
  .trim()
  .nullish()
  .transform((value) =>
    value
      ? value
          .toLowerCase()
          .replace(/^[a-z]+:\/\//, '')
          .replace(/^www\./, '')
          .replace(/[/?#].*$/, '')
      : null,
  )
  .refine((value) => value === null || DOMAIN_RE.test(value), 'invalidDomain');

const IPV4_RE = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** The longest text a host field reads before reducing it: a pasted URL may carry a long path. */
const HOST_INPUT_MAX = 2048;

/**
 * The host of what was typed or pasted: scheme, sign-in part (`user:pass@`), port, path, query
 * and fragment dropped, lower case. "https://admin:x@Panel.Example.com.tr:2083/login?a=1" is
 * "panel.example.com.tr"; "[2001:db8::1]:8443" is "2001:db8::1". Unlike a website domain, "www."
 * stays: it names another host.
 */
export function hostOf(value: string): string {
  let rest = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  rest = rest.replace(/[/?#\\].*$/, '');
  rest = rest.slice(rest.lastIndexOf('@') + 1);
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    return end === -1 ? rest : rest.slice(1, end);
  }
  // Two colons or more: an IPv6 address without brackets (and so without a port).
  if ((rest.match(/:/g) ?? []).length === 1) rest = rest.replace(/:\d*$/, '');
  return rest.replace(/\.$/, '');
}

/** A domain name ("panel.example.com.tr"), an IPv4 or an IPv6 address. */
export function isHost(value: string): boolean {
  return DOMAIN_RE.test(value) || IPV4_RE.test(value) || (value.includes(':') && z.regexes.ipv6.test(value));
}

/** A required host: a domain, an IP address, or a pasted URL reduced to its host (`hostOf`). */
export const hostField = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(HOST_INPUT_MAX, 'tooLong')
    .transform(hostOf)
    .pipe(z.string().min(1, 'invalidHost').max(max, 'tooLong').refine(isHost, 'invalidHost'));

/** A YYYY-MM month. */
export const monthField = z.string().trim().regex(MONTH_RE, 'invalidMonth');
