import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { describeIssue, issuePath } from '@workspace/shared/common/issues';

/** Runs a shared zod schema and returns Mantine form errors with translated messages. */
export function zodErrors(schema: z.ZodType, values: unknown, t: TFunction): Record<string, string> {
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
