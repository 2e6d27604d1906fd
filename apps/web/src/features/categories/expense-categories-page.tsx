import type { CategorySummary } from '@workspace/shared/accounting/categories.schemas';
import type { SummaryCard } from '../../components/summary-cards';
import { formatMoney, formatMonth, moneySign } from '../../lib/format';
import { categoryList } from '../../lib/lists';
import { categoryKeys, transactionKeys } from '../../lib/query-keys';
import { categoryPage, figure } from './category-page';

/** /expense-category (master): the categories of the transactions. */
export const Component = categoryPage({
  list: categoryList,
  title: 'screens.expenseCategory',
  texts: 'accounting.categories',
  count: { key: 'transactionCount', title: 'accounting.categories.fields.transactions' },
  keys: { own: categoryKeys.all, filed: transactionKeys.all },
  /** How many categories the search finds, used by transactions or not, and this month's expense under them in each currency spent. */
  cards(data: CategorySummary | undefined, t, language) {
    const cards: SummaryCard[] = [
      { key: 'total', label: t('accounting.categories.summary.total'), value: figure(data?.total), color: 'indigo' },
      { key: 'used', label: t('accounting.categories.summary.used'), value: figure(data?.used), color: 'teal' },
      { key: 'unused', label: t('accounting.categories.summary.unused'), value: figure(data?.unused), color: 'gray' },
    ];
    if (!data) return cards;
    const spent = data.expense.filter((row) => moneySign(row.total) !== 0);
    const month = formatMonth(data.month, language, 'short');
    for (const row of spent) {
      cards.push({
        key: `expense-${row.currency}`,
        label: t('accounting.categories.summary.expense', { currency: t(`work.currency.${row.currency}`), month }),
        value: formatMoney(row.total, row.currency, language),
        color: 'red',
      });
    }
    if (spent.length === 0) {
      cards.push({
        key: 'noExpense',
        label: t('accounting.categories.summary.noExpenseLabel', { month }),
        value: t('accounting.categories.summary.noExpense'),
        color: 'gray',
      });
    }
    return cards;
  },
});
