import i18n from '../../lib/i18n';
import en from './mention-texts/en.json';
import tr from './mention-texts/tr.json';

/*
 * The words of mentions (the people list's, a hidden name's neutral word) come with the
 * conversation's code: every signed-in screen loads the app's texts, and only the support windows
 * show mentions. Merged under `attachments.mention` in both languages.
 */
export const MENTION_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(MENTION_TEXTS))
  i18n.addResourceBundle(language, 'translation', { attachments: { mention: texts } }, true, false);
