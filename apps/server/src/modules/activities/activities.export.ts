import type { Language } from '@workspace/shared/common/limits';
import { activityValueText } from '@workspace/shared/insight/activities.constants';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { ActivityChanges } from '../../db/schema/activities';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { ActivityView } from './activities.repository';

const titles = { en: 'User activity', tr: 'Kullanıcı hareketleri' } as const;
export const activityExportTitle = (language: Language) => titles[language];

/**
 * The changed fields as one readable cell, "field: before → after", one field a line; a side the
 * row does not hold (a creation has no before, a deletion no after) is a dash.
 */
function changesText(changes: ActivityChanges | null): string | null {
  if (!changes) return null;
  const lines = Object.entries(changes).map(([field, change]) => `${field}: ${activityValueText(change.before)} → ${activityValueText(change.after)}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Columns of the audit trail export, headed in the caller's language. */
export function activityExportColumns(language: Language): ExportColumn<ActivityView>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'Time', tr: 'Zaman' }, value: (row) => dateTimeCell(row.createdAt), width: 16, moments: true },
    { header: { en: 'User', tr: 'Kullanıcı' }, value: (row) => (row.actor ? `${row.actor.name} ${row.actor.surname}` : null), width: 20 },
    { header: { en: 'Role', tr: 'Rol' }, value: (row) => (row.actor ? values.userType[row.actor.type] : null), width: 10 },
    { header: { en: 'Action', tr: 'İşlem' }, value: (row) => row.action, width: 20 },
    { header: { en: 'Record type', tr: 'Kayıt türü' }, value: (row) => row.entityType, width: 14 },
    { header: { en: 'Record no.', tr: 'Kayıt no' }, value: (row) => row.entityId, width: 9 },
    { header: { en: 'Changes', tr: 'Değişiklikler' }, value: (row) => changesText(row.changes), width: 50 },
    { header: { en: 'IP address', tr: 'IP adresi' }, value: (row) => row.ip, width: 15 },
  ]);
}
