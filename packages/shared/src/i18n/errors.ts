import type { Language } from '../common/limits';
import { bulkErrors } from './bulk-errors';
import { errorsEn, type ErrorMessageKey as FormMessageKey } from './errors.en';
import { errorsTr } from './errors.tr';

/*
 * Messages for validation and API errors, in both languages (one file each). The web app merges
 * them into its i18n resources under `errors.*`; the server uses them to answer in the caller's
 * language. Placeholders: {{max}}, {{min}}.
 */

/** Every message's key: the forms' and the API's (errors.<language>.ts), and the server's alone (a refused bulk change). */
export type ErrorMessageKey = FormMessageKey | keyof (typeof bulkErrors)['en'];

export const errorMessages: Record<Language, Record<ErrorMessageKey, string>> = {
  en: { ...errorsEn, ...bulkErrors.en },
  tr: { ...errorsTr, ...bulkErrors.tr },
};

/** Fills `{{name}}` placeholders. */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translateError(language: Language, key: ErrorMessageKey, params?: Record<string, unknown>): string {
  return interpolate(errorMessages[language][key] ?? errorMessages.en[key], params);
}
