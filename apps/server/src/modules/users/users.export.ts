import type { Language } from '@workspace/shared/common/limits';
import type { User } from '@workspace/shared/users/users.schemas';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';

const titles = {
  en: { internal: 'Internal users', external: 'External users' },
  tr: { internal: 'İç kullanıcılar', external: 'Dış kullanıcılar' },
} as const;

export function userExportTitle(language: Language, kind: 'internal' | 'external'): string {
  return titles[language][kind];
}

/* A moment as the answer writes it (ISO), as a cell. */
const moment = (iso: string | null) => dateTimeCell(iso === null ? null : new Date(iso));

/** Columns of the users export, headed in the caller's language. */
export function userExportColumns(language: Language): ExportColumn<User>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 16 },
    { header: { en: 'Surname', tr: 'Soyad' }, value: (row) => row.surname, width: 16 },
    { header: { en: 'Email', tr: 'E-posta' }, value: (row) => row.email, width: 38 },
    { header: { en: 'Phone', tr: 'Telefon' }, value: (row) => row.phone },
    { header: { en: 'Type', tr: 'Tür' }, value: (row) => values.userType[row.type], width: 14 },
    {
      header: { en: 'Status', tr: 'Durum' },
      value: (row) => (row.isActive ? values.active.active : values.active.inactive),
      width: 10,
    },
    { header: { en: 'Last login', tr: 'Son giriş' }, value: (row) => moment(row.lastLoginAt), moments: true },
    { header: { en: 'Created', tr: 'Oluşturulma' }, value: (row) => moment(row.createdAt), moments: true },
  ]);
}
