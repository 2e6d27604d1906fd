import type { Language } from '@workspace/shared/common/limits';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { CategoryWithCount } from './categories.repository';

const titles = { en: 'Expense categories', tr: 'Gider kategorileri' } as const;

export const categoryExportTitle = (language: Language) => titles[language];

export function categoryExportColumns(language: Language): ExportColumn<CategoryWithCount>[] {
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description, width: 50 },
    { header: { en: 'Transactions', tr: 'İşlemler' }, value: (row) => row.transactionCount, width: 12 },
    { header: { en: 'Created', tr: 'Oluşturulma' }, value: (row) => dateTimeCell(row.createdAt), width: 12, moments: true },
  ]);
}
