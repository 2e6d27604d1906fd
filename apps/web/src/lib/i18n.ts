import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@workspace/shared/common/limits';
import { errorMessages } from '@workspace/shared/i18n/errors';
import { valueLabels } from '@workspace/shared/i18n/labels';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';

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
 * edit one shared file. The parity test checks every file pair.
 */
type Texts = Record<string, unknown>;
const namespaces = (files: Record<string, { default: Texts }>): Texts =>
  Object.fromEntries(Object.entries(files).map(([file, module]) => [file.replace(/^.*\/|\.json$/g, ''), module.default]));
const enFeatures = namespaces(import.meta.glob<{ default: Texts }>('../i18n/en/*.json', { eager: true }));
const trFeatures = namespaces(import.meta.glob<{ default: Texts }>('../i18n/tr/*.json', { eager: true }));

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

void i18n
  .use(initReactI18next)
  .init({
    resources: {
      en: { translation: { ...en, ...enFeatures, errors: errorMessages.en } },
      tr: { translation: { ...tr, ...trFeatures, errors: errorMessages.tr } },
    },
    lng: initialLanguage(
      typeof localStorage === 'undefined' ? undefined : localStorage,
      typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    ),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
  });

for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', labelTexts(language), true, true);

// The page language drives hyphenation and case rules (Turkish İ/ı in upper-cased badges).
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The languages as choices, each in its own words. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'tr', label: 'Türkçe' },
];

/** Switches the language and remembers the choice. */
export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export default i18n;
