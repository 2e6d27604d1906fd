import i18n from '../../lib/i18n';
import en from './texts/en.json';
import tr from './texts/tr.json';

/*
 * The palette's and the shortcut sheet's words come with their code: every signed-in screen loads
 * the app's texts, and only the header's "Search" is needed before either opens. Merged under
 * `palette` in both languages.
 */
export const PALETTE_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(PALETTE_TEXTS))
  i18n.addResourceBundle(language, 'translation', { palette: texts }, true, false);
