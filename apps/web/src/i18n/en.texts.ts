import core from './en.json';
import { errorsEn } from '@workspace/shared/i18n/errors.en';
import { byNamespace, type Texts } from './namespaces';

/** Every English text of the app, a chunk of its own: a page loads only the language it shows. */
export default {
  ...core,
  ...byNamespace(import.meta.glob<{ default: Texts }>('./en/*.json', { eager: true })),
  errors: errorsEn,
} as Texts;
