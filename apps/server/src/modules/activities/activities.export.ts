import type { Language } from '@workspace/shared/common/limits';
import { activityActionLabel, activityTypeLabel } from '@workspace/shared/i18n/activity-labels';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { activityText } from '@workspace/shared/insight/activity-reading';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { Activity } from '@workspace/shared/insight/activities.schemas';

const titles = { en: 'User activity', tr: 'Kullanıcı hareketleri' } as const;
export const activityExportTitle = (language: Language) => titles[language];

/** Columns of the audit trail export, headed in the caller's language, every code and value in words (insight/activity-reading.ts). */
export function activityExportColumns(language: Language): ExportColumn<Activity>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    {
      header: { en: 'Time', tr: 'Zaman' },
      value: (row) => dateTimeCell(new Date(row.createdAt)),
      width: 16,
      moments: true,
    },
    {
      header: { en: 'User', tr: 'Kullanıcı' },
      value: (row) => (row.actor ? `${row.actor.name} ${row.actor.surname}` : null),
      width: 20,
    },
    {
      header: { en: 'Role', tr: 'Rol' },
      value: (row) => (row.actor ? values.userType[row.actor.type as keyof typeof values.userType] : null),
      width: 10,
    },
    { header: { en: 'Action', tr: 'İşlem' }, value: (row) => activityActionLabel(language, row.action), width: 20 },
    {
      header: { en: 'Record type', tr: 'Kayıt türü' },
      value: (row) => activityTypeLabel(language, row.entityType),
      width: 14,
    },
    { header: { en: 'Record no.', tr: 'Kayıt no' }, value: (row) => row.entityId, width: 9 },
    { header: { en: 'Changes', tr: 'Değişiklikler' }, value: (row) => activityText(row, language), width: 50 },
    { header: { en: 'IP address', tr: 'IP adresi' }, value: (row) => row.ip, width: 15 },
  ]);
}
