import { LANGUAGES } from '@workspace/shared/common/limits';
import { activityCodeLabels } from '@workspace/shared/i18n/activity-labels';
import i18n from './i18n';

/*
 * The audit trail's words for actions and record types, merged under `activities` in both
 * languages by the screens that show audit rows (the trail, the dashboard's latest rows) when
 * their code loads: every other screen's first load goes without them (the route byte budget).
 */
for (const language of LANGUAGES)
  i18n.addResourceBundle(language, 'translation', { activities: activityCodeLabels[language] }, true, false);
