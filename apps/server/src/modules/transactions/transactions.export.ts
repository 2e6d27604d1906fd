import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { ExportColumn } from '../../lib/export';
import type { TransactionView } from './transactions.repository';

const labels = {
  en: {
    all: 'Transactions',
    income: 'Income',
    expense: 'Expenses',
    date: 'Date',
    name: 'Name',
    type: 'Type',
    amount: 'Amount',
    currency: 'Currency',
    category: 'Category',
    company: 'Company',
    project: 'Project',
    user: 'Assigned user',
    description: 'Description',
  },
  tr: {
    all: 'İşlemler',
    income: 'Gelirler',
    expense: 'Giderler',
    date: 'Tarih',
    name: 'Ad',
    type: 'Tür',
    amount: 'Tutar',
    currency: 'Para birimi',
    category: 'Kategori',
    company: 'Şirket',
    project: 'Proje',
    user: 'Atanan kullanıcı',
    description: 'Açıklama',
  },
} as const;

export const transactionExportTitle = (language: Language, kind: 'all' | 'income' | 'expense') => labels[language][kind];

/** Amounts leave as the exact decimal string ("1250.50"): no float ever touches them. */
export function transactionExportColumns(language: Language): ExportColumn<TransactionView>[] {
  const l = labels[language];
  const types = valueLabels[language].transactionType;
  return [
    { header: l.date, value: (row) => row.transactionDate, width: 11 },
    { header: l.name, value: (row) => row.name, width: 22 },
    { header: l.type, value: (row) => types[row.type], width: 9 },
    { header: l.amount, value: (row) => row.amount, width: 14 },
    { header: l.currency, value: (row) => row.currency, width: 8 },
    { header: l.category, value: (row) => row.categoryName, width: 16 },
    { header: l.company, value: (row) => row.companyName, width: 20 },
    { header: l.project, value: (row) => row.projectName, width: 18 },
    { header: l.user, value: (row) => `${row.userName} ${row.userSurname}`, width: 18 },
    { header: l.description, value: (row) => row.description, width: 30 },
  ];
}
