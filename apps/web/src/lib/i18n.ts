import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { Texts } from '../i18n/namespaces';

/*
 * The words for stored values (status, priority, transaction and user type, active) come from the
 * shared tables the server's exports read too, under the keys the screens use (the audit trail's
 * actions and record types with the screens that show them: lib/activity-labels.ts).
 */
function labelTexts(language: Language): Texts {
  const { status, priority, transactionType, userType, active, ticketPriority, department, ticketType, loginReason } =
    valueLabels[language];
  return {
    work: { status, priority },
    accounting: { type: transactionType },
    roles: userType,
    common: active,
    ticketValues: { priority: ticketPriority, department, type: ticketType },
    loginRecords: { reason: loginReason },
  };
}

/*
 * Core texts live in i18n/en.json and i18n/tr.json; each feature keeps its own namespace in
 * i18n/<language>/<namespace>.json (merged under the key <namespace>), so features do not
 * edit one shared file. The parity test checks every file pair. Each language is a chunk of its
 * own (i18n/<language>.texts.ts), loaded when it is shown: nobody downloads both. The login page,
 * opened on its own, needs only the start texts (i18n/<language>.start.ts: the core and the
 * two-factor step) until the app opens.
 */
type Part = 'start' | 'all';
const TEXTS: Record<Language, Record<Part, () => Promise<{ default: Texts }>>> = {
  en: { start: () => import('../i18n/en.start'), all: () => import('../i18n/en.texts') },
  tr: { start: () => import('../i18n/tr.start'), all: () => import('../i18n/tr.texts') },
};
let part: Part = 'all';

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The language a page opens in: the one chosen on this browser (by the switch, or the profile's at
 * the last sign-in); before any choice, the browser's own first language we have (a browser set to
 * Turkish opens in Turkish); else English.
 */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  browserLanguages: readonly string[],
): Language {
  const chosen = storage?.getItem(STORAGE_KEYS.language);
  if (isLanguage(chosen)) return chosen;
  const preferred = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? DEFAULT_LANGUAGE;
}

const startLanguage = initialLanguage(
  typeof localStorage === 'undefined' ? undefined : localStorage,
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

void i18n
  .use(initReactI18next)
  .init({ resources: {}, lng: startLanguage, fallbackLng: DEFAULT_LANGUAGE, interpolation: { escapeValue: false } });

const loading = new Map<string, Promise<void>>();
const done = new Set<string>();

/**
 * Loads a language's texts once (the app's with the shared error sentences, and the value labels); a failed
 * load is tried again next time. On the login page alone, its start texts only.
 */
export function loadLanguage(language: Language): Promise<void> {
  const all = loading.get(`${language}:all`);
  if (all) return all;
  const key = `${language}:${part}`;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = TEXTS[language][part]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
      i18n.addResourceBundle(language, 'translation', labelTexts(language), true, true);
      done.add(key);
    });
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
  }
  return loaded;
}

/** Whether a language's texts for this page are in (not only on their way). */
const isLoaded = (language: Language) =>
  done.has(`${language}:all`) || (part === 'start' && done.has(`${language}:start`));

/** The login page is opened on its own: languages load their start texts only, until `loadAllTexts`. */
export function startTextsOnly(): void {
  part = 'start';
}

/** The app opens after a sign-in on the login page alone: the chosen language's whole texts. */
export function loadAllTexts(): Promise<void> {
  part = 'all';
  return loadLanguage(chosenLanguage);
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
  if (isLoaded(language)) apply();
  else
    loadLanguage(language).then(apply, (error: unknown) =>
      console.error(`loading the ${language} texts failed`, error),
    );
}

export default i18n;
