import i18n from '../../lib/i18n';
import en from './texts/en.json';
import tr from './texts/tr.json';

/* The bulk bar's words come with its code (it loads once a row is selected), merged under `bulk`. */
export const BULK_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(BULK_TEXTS))
  i18n.addResourceBundle(language, 'translation', { bulk: texts }, true, false);
