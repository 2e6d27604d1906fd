import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@workspace/shared/common/limits';
import { errorMessages } from '@workspace/shared/i18n/errors';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { Texts } from '../i18n/namespaces';

/*
 * The words for stored values (status, priority, transaction and user type, active) come from the
 * shared table the server's exports read too, under the keys the screens use.
 */
function labelTexts(language: Language): Texts {
  const { status, priority, transactionType, userType, active, ticketPriority, department, ticketType } = valueLabels[language];
  return {
    work: { status, priority },
    accounting: { type: transactionType },
    roles: userType,
    common: active,
    ticketValues: { priority: ticketPriority, department, type: ticketType },
  };
}

/*
 * Core texts live in i18n/en.json and i18n/tr.json; each feature keeps its own namespace in
 * i18n/<language>/<namespace>.json (merged under the key <namespace>), so features do not
 * edit one shared file. The parity test checks every file pair. Each language is a chunk of its
 * own (i18n/<language>.texts.ts), loaded when it is shown: nobody downloads both.
 */
const TEXTS: Record<Language, () => Promise<{ default: Texts }>> = { en: () => import('../i18n/en.texts'), tr: () => import('../i18n/tr.texts') };

const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The language a page opens in: the one chosen on this browser (by the switch, or the profile's at
 * the last sign-in); before any choice, the browser's own first language we have (a browser set to
 * Turkish opens in Turkish); else English.
 */
export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined, browserLanguages: readonly string[]): Language {
  const chosen = storage?.getItem(STORAGE_KEYS.language);
  if (isLanguage(chosen)) return chosen;
  const preferred = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? DEFAULT_LANGUAGE;
}

const startLanguage = initialLanguage(
  typeof localStorage === 'undefined' ? undefined : localStorage,
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

void i18n.use(initReactI18next).init({ resources: {}, lng: startLanguage, fallbackLng: DEFAULT_LANGUAGE, interpolation: { escapeValue: false } });

const loading = new Map<Language, Promise<void>>();

/** Loads a language's texts once (the app's, the shared error sentences and value labels); a failed load is tried again next time. */
export function loadLanguage(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = TEXTS[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', { ...texts, errors: errorMessages[language] }, true, true);
      i18n.addResourceBundle(language, 'translation', labelTexts(language), true, true);
    });
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/** Loads the texts of the language the page opens in; the app renders once they are in. */
export function loadStartLanguage(): Promise<void> {
  return loadLanguage(startLanguage);
}

// The page language drives hyphenation and case rules (Turkish İ/ı in upper-cased badges).
if (typeof document !== 'undefined') document.documentElement.lang = startLanguage;

/** The languages as choices, each in its own words. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'tr', label: 'Türkçe' },
];

let chosenLanguage = startLanguage;

/**
 * Switches the language and remembers the choice: at once when its texts are in (`loadLanguage`
 * first to wait for them), else once they are, unless another choice came in meanwhile.
 */
export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEYS.language, language);
  chosenLanguage = language;
  const apply = () => {
    if (chosenLanguage !== language) return;
    document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  };
  if (i18n.hasResourceBundle(language, 'translation')) apply();
  else loadLanguage(language).then(apply, (error: unknown) => console.error(`loading the ${language} texts failed`, error));
}

export default i18n;
