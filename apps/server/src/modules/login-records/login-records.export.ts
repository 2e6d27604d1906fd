import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { browserCell, dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { LoginRecord } from '@workspace/shared/insight/login-records.schemas';

const titles = { en: 'Login history', tr: 'Giriş kayıtları' } as const;
export const loginRecordExportTitle = (language: Language) => titles[language];

const statuses = {
  en: { success: 'Successful', failed: 'Failed' },
  tr: { success: 'Başarılı', failed: 'Başarısız' },
} as const;

/** Columns of the login history export, headed in the caller's language. */
export function loginRecordExportColumns(language: Language): ExportColumn<LoginRecord>[] {
  const { yesNo, loginReason } = valueLabels[language];
  const reasons: Record<string, string> = loginReason;
  return headedIn(language, [
    {
      header: { en: 'Time', tr: 'Zaman' },
      value: (row) => dateTimeCell(new Date(row.createdAt)),
      width: 16,
      moments: true,
    },
    { header: { en: 'Email', tr: 'E-posta' }, value: (row) => row.email, width: 26 },
    {
      header: { en: 'User', tr: 'Kullanıcı' },
      value: (row) => (row.user ? `${row.user.name} ${row.user.surname}` : null),
      width: 20,
    },
    { header: { en: 'Status', tr: 'Durum' }, value: (row) => statuses[language][row.status], width: 10 },
    {
      header: { en: 'Reason', tr: 'Neden' },
      value: (row) => (row.reason ? (reasons[row.reason] ?? row.reason) : null),
      width: 24,
    },
    { header: { en: 'Burst', tr: 'Yoğun deneme' }, value: (row) => (row.burst ? yesNo.yes : yesNo.no), width: 9 },
    { header: { en: 'IP address', tr: 'IP adresi' }, value: (row) => row.ip, width: 15 },
    { header: { en: 'Country', tr: 'Ülke' }, value: (row) => row.country, width: 8 },
    { header: { en: 'Region', tr: 'Bölge' }, value: (row) => row.region, width: 14 },
    { header: { en: 'City', tr: 'Şehir' }, value: (row) => row.city, width: 14 },
    { header: { en: 'Browser', tr: 'Tarayıcı' }, value: (row) => browserCell(row.userAgent), width: 36 },
  ]);
}
