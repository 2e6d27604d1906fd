import type { z } from 'zod';
import { isErrorMessageKey, type ErrorMessageKey } from '../i18n/errors.en';

export type IssueMessage = { key: ErrorMessageKey; params: Record<string, unknown> };

/** A schema of either build of zod (`zod`, or `zod/mini` for the login page's), as far as checking a value goes. */
export type CheckingSchema = {
  safeParse(
    value: unknown,
  ): { success: true; error?: undefined } | { success: false; error: { issues: z.core.$ZodIssue[] } };
};

/** Turns one zod issue into a message key plus placeholders, the same way in server and browser. */
export function describeIssue(issue: z.core.$ZodIssue): IssueMessage {
  const params: Record<string, unknown> = {};
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if (isErrorMessageKey(issue.message)) return { key: issue.message, params };
  if (issue.code === 'unrecognized_keys') return { key: 'unknownParameter', params };
  if (issue.code === 'invalid_type') {
    return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid', params };
  }
  if (issue.code === 'invalid_value') return { key: 'invalidValue', params };
  if (issue.code === 'too_big') return { key: 'tooLong', params };
  if (issue.code === 'too_small') return { key: issue.minimum === 1 ? 'required' : 'tooShort', params };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'invalidEmail', params };
  return { key: 'invalid', params };
}

/** Field path as the form knows it: `address.city`, `items.0.name`. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** The fields an issue is about: its own path, or each key a strict object did not expect. */
export function issuePaths(issue: z.core.$ZodIssue): string[] {
  const path = issuePath(issue);
  if (issue.code !== 'unrecognized_keys') return [path];
  return issue.keys.map((key) => (path ? `${path}.${key}` : key));
}
