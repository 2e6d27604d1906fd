import i18n from '../../../lib/i18n';
import en from '../texts/settings-en.json';
import tr from '../texts/settings-tr.json';

/*
 * The words of the notification settings, with their code (on demand, apart from the panel's):
 * merged under `notifications.settings`.
 */
export const NOTIFICATION_SETTINGS_TEXTS = { en, tr };
for (const [language, texts] of Object.entries(NOTIFICATION_SETTINGS_TEXTS))
  i18n.addResourceBundle(language, 'translation', { notifications: texts }, true, false);
