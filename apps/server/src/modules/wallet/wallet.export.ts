import type { Readable } from 'node:stream';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { createPdf, headerRowStyle, streamPdf, TABLE_CELL } from '../../lib/pdf';
import type { TransactionView } from '../transactions/transactions.service';

const labels = {
  en: {
    title: 'Wallet',
    month: 'Month',
    timeZone: 'Time zone',
    summary: 'Per currency (never converted)',
    currency: 'Currency',
    income: 'Income',
    expense: 'Expense',
    balance: 'Balance',
    transactions: 'Transactions of the month',
    date: 'Date',
    name: 'Name',
    type: 'Type',
    amount: 'Amount',
    company: 'Company',
    category: 'Category',
    none: 'No transactions in this month.',
  },
  tr: {
    title: 'Cüzdan',
    month: 'Ay',
    timeZone: 'Saat dilimi',
    summary: 'Para birimine göre (çevrilmeden)',
    currency: 'Para birimi',
    income: 'Gelir',
    expense: 'Gider',
    balance: 'Bakiye',
    transactions: 'Ayın işlemleri',
    date: 'Tarih',
    name: 'Ad',
    type: 'Tür',
    amount: 'Tutar',
    company: 'Şirket',
    category: 'Kategori',
    none: 'Bu ayda işlem yok.',
  },
} as const;

export const walletExportTitle = (language: Language, month: string) => `${labels[language].title} ${month}`;

/**
 * A readable PDF report of one month: the per-currency summary, then every transaction of the
 * month. Amounts are printed from their exact decimal strings.
 */
export function walletPdf(language: Language, wallet: Pick<WalletResponse, 'month' | 'timeZone' | 'totals'>, rows: AsyncIterable<TransactionView>): Readable {
  const l = labels[language];
  const types = valueLabels[language].transactionType;
  const doc = createPdf({ title: walletExportTitle(language, wallet.month), subtitle: `${l.month}: ${wallet.month} · ${l.timeZone}: ${wallet.timeZone}` });
  doc.moveDown(1).font('bold').fontSize(12).text(l.summary);
  doc.moveDown(0.4).font('regular').fontSize(10);
  doc.table({
    defaultStyle: { padding: 4, ...TABLE_CELL },
    rowStyles: headerRowStyle,
    columnStyles: (index: number) => ({ width: index === 0 ? 90 : 140, align: { x: index === 0 ? 'left' : 'right' } }),
    data: [[l.currency, l.income, l.expense, l.balance], ...wallet.totals.map((t) => [t.currency, t.income, t.expense, t.balance])],
  });
  doc.moveDown(1.2).font('bold').fontSize(12).text(l.transactions, doc.page.margins.left);
  doc.moveDown(0.4).font('regular').fontSize(8);
  const widths = [58, 120, 48, 70, 40, 90, 89];
  const table = doc.table({
    defaultStyle: { padding: 3, ...TABLE_CELL },
    rowStyles: headerRowStyle,
    columnStyles: (index: number) => ({ width: widths[index] ?? 60, align: { x: index === 3 ? 'right' : 'left' } }),
  });
  return streamPdf(doc, async () => {
    table.row([l.date, l.name, l.type, l.amount, l.currency, l.company, l.category]);
    let count = 0;
    for await (const row of rows) {
      count += 1;
      table.row([row.transactionDate, row.name, types[row.type], row.amount, row.currency, row.companyName, row.categoryName ?? '']);
    }
    table.end();
    if (count === 0) doc.moveDown(0.5).fontSize(10).text(l.none, doc.page.margins.left);
  });
}
