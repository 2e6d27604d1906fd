import type { Language } from '@workspace/shared/common/limits';
import type { UserRow } from '../../db/schema/users';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { ExportColumn } from '../../lib/export';

const labels = {
  en: {
    internal: 'Internal users',
    external: 'External users',
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    phone: 'Phone',
    type: 'Type',
    status: 'Status',
    lastLogin: 'Last login',
    created: 'Created',
  },
  tr: {
    internal: 'İç kullanıcılar',
    external: 'Dış kullanıcılar',
    name: 'Ad',
    surname: 'Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    type: 'Tür',
    status: 'Durum',
    lastLogin: 'Son giriş',
    created: 'Oluşturulma',
  },
} as const;

const stamp = (value: Date | null) => (value ? value.toISOString().slice(0, 16).replace('T', ' ') : null);

export function userExportTitle(language: Language, kind: 'internal' | 'external'): string {
  return labels[language][kind];
}

/** Columns of the users export, headed in the caller's language. */
export function userExportColumns(language: Language): ExportColumn<UserRow>[] {
  const l = labels[language];
  const values = valueLabels[language];
  return [
    { header: l.name, value: (row) => row.name, width: 16 },
    { header: l.surname, value: (row) => row.surname, width: 16 },
    { header: l.email, value: (row) => row.email, width: 38 },
    { header: l.phone, value: (row) => row.phone },
    { header: l.type, value: (row) => values.userType[row.type], width: 14 },
    { header: l.status, value: (row) => (row.isActive ? values.active.active : values.active.inactive), width: 10 },
    { header: l.lastLogin, value: (row) => stamp(row.lastLoginAt) },
    { header: l.created, value: (row) => stamp(row.createdAt) },
  ];
}
