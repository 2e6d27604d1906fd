import i18n from '../../../lib/i18n';
import en from '../texts/en.json';
import tr from '../texts/tr.json';

/*
 * The delivery log's words come with its code, on demand (as the notification panel's do): every
 * signed-in screen loads the app's texts, and only the menu needs this screen's name. Merged under
 * `outgoingMail` in both languages.
 */
export const OUTGOING_MAIL_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(OUTGOING_MAIL_TEXTS))
  i18n.addResourceBundle(language, 'translation', { outgoingMail: texts }, true, false);
