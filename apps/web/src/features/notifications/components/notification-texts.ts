import i18n from '../../../lib/i18n';
import en from '../texts/en.json';
import tr from '../texts/tr.json';

/*
 * The panel's and the page's words (what happened, in every kind's sentence) come with their code,
 * on demand: every signed-in screen loads the app's texts, and the bell in its header needs only
 * its own name (i18n/<language>/notifications.json). Merged under `notifications` in both languages.
 */
export const NOTIFICATION_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(NOTIFICATION_TEXTS))
  i18n.addResourceBundle(language, 'translation', { notifications: texts }, true, false);
