import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { dateCell, headedIn, moneyCell, type ExportColumn } from '../../lib/export';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';

const titles = {
  en: { all: 'Transactions', income: 'Income', expense: 'Expenses' },
  tr: { all: 'İşlemler', income: 'Gelirler', expense: 'Giderler' },
} as const;

export const transactionExportTitle = (language: Language, kind: 'all' | 'income' | 'expense') =>
  titles[language][kind];

/** Amounts leave as the exact decimal string ("1250.50"): no float ever touches them. */
export function transactionExportColumns(language: Language): ExportColumn<Transaction>[] {
  const types = valueLabels[language].transactionType;
  return headedIn(language, [
    { header: { en: 'Date', tr: 'Tarih' }, value: (row) => dateCell(row.transactionDate), width: 11 },
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 22 },
    { header: { en: 'Type', tr: 'Tür' }, value: (row) => types[row.type], width: 9 },
    { header: { en: 'Amount', tr: 'Tutar' }, value: (row) => moneyCell(row.amount, row.currency), width: 14 },
    { header: { en: 'Currency', tr: 'Para birimi' }, value: (row) => row.currency, width: 8 },
    { header: { en: 'Category', tr: 'Kategori' }, value: (row) => row.category?.name ?? null, width: 16 },
    { header: { en: 'Company', tr: 'Şirket' }, value: (row) => row.company.name, width: 20 },
    { header: { en: 'Project', tr: 'Proje' }, value: (row) => row.project?.name ?? null, width: 18 },
    {
      header: { en: 'Assigned user', tr: 'Atanan kullanıcı' },
      value: (row) => `${row.assignedUser.name} ${row.assignedUser.surname}`,
      width: 18,
    },
    { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description, width: 30 },
  ]);
}
