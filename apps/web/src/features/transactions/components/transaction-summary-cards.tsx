import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionSummary } from '@workspace/shared/accounting/transactions.schemas';
import type { TransactionType } from '@workspace/shared/accounting/transactions.constants';
import { transactionList, type FilterParamsOf } from '../../../lib/lists';
import { CurrencyCards } from '../../../components/currency-cards';
import { withoutParams } from '../../../components/use-list-state';
import { formatMonth } from '../../../lib/format';
import { listSummaryQueryOptions } from '../../../lib/list-api';

type Props = {
  /** The list's filters (and type), so the cards describe what the list shows. */
  filterParams: FilterParamsOf<typeof transactionList>;
  /** One figure for a single-type list; income and expense for both. */
  type?: TransactionType;
};

/** This month's totals per currency, as the server sums them; the month is the company's. */
export function TransactionSummaryCards({ filterParams, type }: Props) {
  const { t, i18n } = useTranslation();
  // The summary always covers the current month, so the list's date range does not apply.
  const summary = useQuery({
    ...listSummaryQueryOptions<TransactionSummary>(
      transactionList,
      withoutParams(filterParams, ['dateFrom', 'dateTo']),
    ),
    retry: false,
  });
  const month = summary.data?.month;
  return (
    <CurrencyCards
      title={
        month
          ? t('accounting.thisMonth', { month: formatMonth(month, i18n.language) })
          : t('accounting.thisMonthLoading')
      }
      totals={summary.data?.totals ?? []}
      figures={type ? [type] : ['income', 'expense']}
    />
  );
}
