import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@workspace/shared/common/limits';
import type { User } from '@workspace/shared/users/users.schemas';
import { api } from '../lib/api-client';
import i18n, { LANGUAGE_OPTIONS, loadLanguage, setLanguage } from '../lib/i18n';
import { replaceStoredUser, storedUser } from '../lib/stored-user';
import { ToggleGroup } from './toggle-group';
import { useIsPhone } from '../lib/use-is-phone';

/*
 * The switch's two icons, drawn here in the icon set's line style: the switch is on the login page,
 * and the icon package's runtime would cost that page more than both drawings.
 */
const iconProps = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z" />
    </svg>
  );
}

/** Light or dark: starts from the system's setting; a choice here is remembered on this browser. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(isDark ? 'app.lightMode' : 'app.darkMode')}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

/**
 * Changes the one language setting: the page at once, this browser's choice, and, when someone is
 * signed in, their profile (so the next sign-in, anywhere, opens in it). A failed save leaves the
 * page in the chosen language; the profile catches up at the next change.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  setLanguage(language);
  if (!storedUser()) {
    // Chosen before signing in: the sign-in keeps it (and saves it) rather than the profile's.
    sessionStorage.setItem(LANGUAGE_CHOSEN, '1');
    return;
  }
  try {
    const { user } = await api<{ user: User }>('PUT', '/api/profile/language', { language });
    replaceStoredUser(user);
  } catch (error) {
    console.error('saving the language failed', error);
  }
}

/** Set while the language was chosen on the login page in this visit (sessionStorage). */
export const LANGUAGE_CHOSEN = 'languageChosen';

/**
 * The language once someone has signed in: one chosen on the login page in this visit wins and
 * is saved to their profile; otherwise their saved language applies.
 */
export async function languageAtSignIn(user: User): Promise<void> {
  const chosen = sessionStorage.getItem(LANGUAGE_CHOSEN) !== null;
  sessionStorage.removeItem(LANGUAGE_CHOSEN);
  const current = i18n.language as Language;
  if (!chosen || current === user.language) {
    // The next screen opens in it, not in the login page's language first.
    await loadLanguage(user.language as Language).catch(() => undefined);
    setLanguage(user.language as Language);
    return;
  }
  await chooseLanguage(current);
}

/**
 * The language switch of the header and the login page: one pressed button per language, each in
 * its own words. `short` on a phone (the header's search and bell leave no room for "Türkçe"): the
 * language's code (EN, TR), its name on hover; the code is the button's name, as seen (axe's
 * label-content-name-mismatch refused "Türkçe (TR)" for a button that shows TR).
 */
export function LanguageSwitch({ short = false }: { short?: boolean }) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const isShort = short && isPhone;
  return (
    <ToggleGroup
      aria-label={t('app.language')}
      size="xs"
      value={i18n.language as Language}
      onChange={(language) => void chooseLanguage(language)}
      data={LANGUAGE_OPTIONS.map(({ value, label }) => {
        const code = value.toUpperCase();
        return isShort
          ? { value: value as Language, label: code, lang: value, title: label }
          : { value: value as Language, label, lang: value };
      })}
    />
  );
}
