import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from '@workspace/shared/companies/companies.schemas';
import { companyList } from '../../../lib/lists';
import { SummaryCards, type SummaryCard } from '../../../components/summary-cards';
import type { ListState } from '../../../components/use-list-state';
import { formatMoney, formatMonth, moneySign } from '../../../lib/format';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/**
 * How many companies the search finds, with a project in progress and with customer accounts, and
 * their income and expense this month in each currency that moved (never added across currencies).
 */
export function CompanySummaryCards({ list }: { list: ListState<typeof companyList> }) {
  const { t, i18n } = useTranslation();
  const summary = useQuery({
    ...listSummaryQueryOptions<CompanySummary>(companyList, list.filterParams),
    retry: false,
  });
  const figure = (value: number | undefined) => value ?? '–';
  const data = summary.data;
  const cards: SummaryCard[] = [
    { key: 'total', label: t('companies.summary.total'), value: figure(data?.total), color: 'indigo' },
    {
      key: 'withActiveProjects',
      label: t('companies.summary.withActiveProjects'),
      value: figure(data?.withActiveProjects),
      color: 'blue',
    },
    {
      key: 'withCustomers',
      label: t('companies.summary.withCustomers'),
      value: figure(data?.withCustomers),
      color: 'grape',
    },
  ];
  if (data) {
    const moved = data.money.filter((row) => moneySign(row.income) !== 0 || moneySign(row.expense) !== 0);
    const month = formatMonth(data.month, i18n.language, 'short');
    for (const row of moved) {
      const currency = t(`work.currency.${row.currency}`);
      cards.push(
        {
          key: `income-${row.currency}`,
          label: t('companies.summary.income', { currency, month }),
          value: formatMoney(row.income, row.currency, i18n.language),
          color: 'teal',
        },
        {
          key: `expense-${row.currency}`,
          label: t('companies.summary.expense', { currency, month }),
          value: formatMoney(row.expense, row.currency, i18n.language),
          color: 'red',
        },
      );
    }
    if (moved.length === 0)
      cards.push({
        key: 'noMoney',
        label: t('companies.summary.noMoneyLabel', { month }),
        value: t('companies.summary.noMoney'),
        color: 'gray',
      });
  }
  return <SummaryCards cards={cards} />;
}
