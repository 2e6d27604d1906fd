import i18n from '../../../lib/i18n';
import en from './texts/en.json';
import tr from './texts/tr.json';

/*
 * The Follow button's words come with the ticket window's code: every signed-in screen loads the
 * app's texts, and only this one follows. Merged under `ticketWindow.following` in both languages.
 */
export const FOLLOW_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(FOLLOW_TEXTS))
  i18n.addResourceBundle(language, 'translation', { ticketWindow: { following: texts } }, true, false);
