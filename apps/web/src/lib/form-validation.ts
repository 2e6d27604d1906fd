import { toast } from './toast';
import type { TFunction } from 'i18next';
import { describeIssue, issuePath, type CheckingSchema } from '@workspace/shared/common/issues';

/**
 * Runs a shared zod schema (either build: the login page's are `zod/mini`) and returns Mantine
 * form errors with translated messages.
 */
export function zodErrors(schema: CheckingSchema, values: unknown, t: TFunction): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issuePath(issue);
    if (errors[path]) continue;
    const { key, params } = describeIssue(issue);
    errors[path] = t(`errors.${key}`, params);
  }
  return errors;
}

/**
 * A failed submit: field messages from a 400/409 answer go under their fields; returns the
 * sentence to show (the server's message, or `fallback` when the answer carried none).
 */
export function applySubmitError(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string,
): string {
  const fields = (error as { fields?: Record<string, string> })?.fields;
  if (fields) setErrors(fields);
  return error instanceof Error && error.message ? error.message : fallback;
}

/** As `applySubmitError`, and a toast when the answer had no field to point at. */
export function reportSubmitError(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string,
): void {
  const message = applySubmitError(error, setErrors, fallback);
  if (!(error as { fields?: unknown })?.fields) toast.error(message);
}
