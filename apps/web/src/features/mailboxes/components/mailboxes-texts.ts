import i18n from '../../../lib/i18n';
import en from '../texts/en.json';
import tr from '../texts/tr.json';

/*
 * The Mailboxes screen's words come with its code, on demand (as the delivery log's do): only the
 * menu needs the screen's name on every page. Merged under `mailboxes` in both languages.
 */
export const MAILBOXES_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(MAILBOXES_TEXTS))
  i18n.addResourceBundle(language, 'translation', { mailboxes: texts }, true, false);
