import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@workspace/shared/accounting/categories.schemas';
import { categoryList } from '../../../lib/lists';
import { SummaryCards, type SummaryCard } from '../../../components/summary-cards';
import type { ListState } from '../../../components/use-list-state';
import { formatMoney, formatMonth, moneySign } from '../../../lib/format';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/** How many categories the search finds, used by transactions or not, and this month's expense under them in each currency spent. */
export function CategorySummaryCards({ list }: { list: ListState<typeof categoryList> }) {
  const { t, i18n } = useTranslation();
  const summary = useQuery({ ...listSummaryQueryOptions<CategorySummary>(categoryList, list.filterParams), retry: false });
  const figure = (value: number | undefined) => value ?? '–';
  const data = summary.data;
  const cards: SummaryCard[] = [
    { key: 'total', label: t('accounting.categories.summary.total'), value: figure(data?.total), color: 'indigo' },
    { key: 'used', label: t('accounting.categories.summary.used'), value: figure(data?.used), color: 'teal' },
    { key: 'unused', label: t('accounting.categories.summary.unused'), value: figure(data?.unused), color: 'gray' },
  ];
  if (data) {
    const spent = data.expense.filter((row) => moneySign(row.total) !== 0);
    const month = formatMonth(data.month, i18n.language, 'short');
    for (const row of spent) {
      cards.push({
        key: `expense-${row.currency}`,
        label: t('accounting.categories.summary.expense', { currency: t(`work.currency.${row.currency}`), month }),
        value: formatMoney(row.total, row.currency, i18n.language),
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
  }
  return <SummaryCards cards={cards} />;
}
