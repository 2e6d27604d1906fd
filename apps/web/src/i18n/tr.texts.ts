import core from './tr.json';
import { errorsTr } from '@workspace/shared/i18n/errors.tr';
import { byNamespace, type Texts } from './namespaces';

/** Every Turkish text of the app, a chunk of its own: a page loads only the language it shows. */
export default {
  ...core,
  ...byNamespace(import.meta.glob<{ default: Texts }>('./tr/*.json', { eager: true })),
  errors: errorsTr,
} as Texts;
