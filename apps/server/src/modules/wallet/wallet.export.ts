import type { Readable } from 'node:stream';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { dateCell, moneyCell, readableAmount, readableCell, readableMonth } from '../../lib/export-cells';
import { createPdf, streamPdf } from '../../lib/pdf';
import { PdfTable } from '../../lib/pdf-table';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';

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

export const walletExportTitle = (language: Language, month: string) =>
  `${labels[language].title}: ${readableMonth(month, language)}`;

/**
 * A readable PDF report of one month: the per-currency summary, then every transaction of the
 * month. Amounts and days are written the reader's way ("1.250,75 TL", "27.11.2026" in Turkish),
 * from the exact decimal strings; the tables are sized to their words, none cut in two.
 */
export function walletPdf(
  language: Language,
  wallet: Pick<WalletResponse, 'month' | 'timeZone' | 'totals'>,
  rows: AsyncIterable<Transaction>,
): Readable {
  const l = labels[language];
  const types = valueLabels[language].transactionType;
  const reader = { language, timeZone: wallet.timeZone };
  const doc = createPdf({
    title: walletExportTitle(language, wallet.month),
    subtitle: `${l.month}: ${readableMonth(wallet.month, language)} · ${l.timeZone}: ${wallet.timeZone}`,
  });
  doc.moveDown(1).font('bold').fontSize(12).text(l.summary);
  doc.moveDown(0.4);
  const summary = wallet.totals.map((total) => [
    total.currency,
    ...[total.income, total.expense, total.balance].map((amount) => readableAmount(amount, language)),
  ]);
  const totals = new PdfTable(
    doc,
    [
      { header: l.currency },
      ...[l.income, l.expense, l.balance].map((header) => ({ header, align: 'right' as const })),
    ],
    summary,
    { fontSize: 10, padding: 4 },
  );
  summary.forEach((cells) => totals.row(cells));
  totals.end();
  doc.moveDown(0.6).font('bold').fontSize(12).text(l.transactions, doc.page.margins.left);
  doc.moveDown(0.4);
  const cellsOf = (row: Transaction) =>
    [
      dateCell(row.transactionDate),
      row.name,
      types[row.type],
      moneyCell(row.amount, row.currency),
      row.company.name,
      row.category?.name ?? null,
    ].map((cell) => readableCell(cell, reader));
  return streamPdf(doc, async () => {
    const sample: string[][] = [];
    const iterator = rows[Symbol.asyncIterator]();
    let next = await iterator.next();
    for (; !next.done && sample.length < 200; next = await iterator.next()) sample.push(cellsOf(next.value));
    const table = new PdfTable(
      doc,
      [
        { header: l.date },
        { header: l.name },
        { header: l.type },
        { header: l.amount, align: 'right' },
        { header: l.company },
        { header: l.category },
      ],
      sample,
    );
    sample.forEach((cells) => table.row(cells));
    for (; !next.done; next = await iterator.next()) table.row(cellsOf(next.value));
    table.end();
    if (sample.length === 0) doc.moveDown(0.5).font('regular').fontSize(10).text(l.none, doc.page.margins.left);
  });
}
