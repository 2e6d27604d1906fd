import type { Language } from '@workspace/shared/common/limits';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { SharedData } from '@workspace/shared/shared-data/shared-data.schemas';

const titles = { en: 'Shared data', tr: 'Paylaşılan veriler' } as const;
const accessWords = {
  en: { own: 'Own', shared: 'Shared with me' },
  tr: { own: 'Benim', shared: 'Benimle paylaşılan' },
} as const;

export const sharedDataExportTitle = (language: Language) => titles[language];

const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;

/**
 * Columns of the shared data export, headed in the caller's language. There is no password
 * column: a download is a copy nobody can take back, and a reveal is recorded one at a time.
 */
export function sharedDataExportColumns(language: Language): ExportColumn<SharedData>[] {
  const access = accessWords[language];
  return headedIn(language, [
    { header: { en: 'Domain', tr: 'Alan adı' }, value: (row) => row.domain, width: 28 },
    { header: { en: 'Username', tr: 'Kullanıcı adı' }, value: (row) => row.username, width: 24 },
    { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description, width: 40 },
    { header: { en: 'Owner', tr: 'Sahibi' }, value: (row) => fullName(row.owner), width: 20 },
    { header: { en: 'Access', tr: 'Erişim' }, value: (row) => access[row.access], width: 16 },
    {
      header: { en: 'Shared with', tr: 'Paylaşılanlar' },
      value: (row) => row.sharedWith.map(fullName).join(', ') || null,
      width: 32,
    },
    {
      header: { en: 'Updated', tr: 'Güncellenme' },
      value: (row) => dateTimeCell(new Date(row.updatedAt)),
      width: 16,
      moments: true,
    },
  ]);
}
