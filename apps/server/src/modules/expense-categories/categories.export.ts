import type { Language } from '@workspace/shared/common/limits';
import type { ExportColumn } from '../../lib/export';
import type { CategoryWithCount } from './categories.repository';

const labels = {
  en: { title: 'Expense categories', name: 'Name', description: 'Description', transactions: 'Transactions', created: 'Created' },
  tr: { title: 'Gider kategorileri', name: 'Ad', description: 'Açıklama', transactions: 'İşlemler', created: 'Oluşturulma' },
} as const;

export const categoryExportTitle = (language: Language) => labels[language].title;

export function categoryExportColumns(language: Language): ExportColumn<CategoryWithCount>[] {
  const l = labels[language];
  return [
    { header: l.name, value: (row) => row.name, width: 24 },
    { header: l.description, value: (row) => row.description, width: 50 },
    { header: l.transactions, value: (row) => row.transactionCount, width: 12 },
    { header: l.created, value: (row) => row.createdAt.toISOString().slice(0, 10), width: 12 },
  ];
}
