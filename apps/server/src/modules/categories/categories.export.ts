import type { Language } from '@workspace/shared/common/limits';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { Category } from './categories.repository';

/** A category's columns; `count` names what is filed under it (a transaction, a ticket), headed `countHeader`. */
export function categoryExportColumns<Count extends string>(
  language: Language,
  count: Count,
  countHeader: Record<Language, string>,
): ExportColumn<Category<Count>>[] {
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description, width: 50 },
    { header: countHeader, value: (row) => row[count], width: 12 },
    {
      header: { en: 'Created', tr: 'Oluşturulma' },
      value: (row) => dateTimeCell(new Date(row.createdAt)),
      width: 12,
      moments: true,
    },
  ]);
}
