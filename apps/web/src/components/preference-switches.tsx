import { ActionIcon, SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@workspace/shared/common/limits';
import type { User } from '@workspace/shared/users/users.schemas';
import { api } from '../lib/api-client';
import i18n, { LANGUAGE_OPTIONS, loadLanguage, setLanguage } from '../lib/i18n';
import { replaceStoredUser, storedUser } from '../lib/session';

/** Light or dark: starts from the system's setting; a choice here is remembered on this browser. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label={t(isDark ? 'app.lightMode' : 'app.darkMode')} onClick={() => setColorScheme(isDark ? 'light' : 'dark')}>
      {isDark ? <IconSun size={18} /> : <IconMoon size={18} />}
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

/** The language switch of the header and the login page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('app.language')}
      value={i18n.language}
      onChange={(value) => void chooseLanguage(value as Language)}
      data={LANGUAGE_OPTIONS}
    />
  );
}
