import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { transactionColumns } from '@workspace/shared/columns/transactions';
import { transactionList } from '../../../lib/lists';
import { PagedSection, useSectionPaging } from '../../../components/paged-section';
import { listQueryOptions } from '../../../lib/list-api';
import { useTransactionColumns } from './transaction-columns';

/** A company's income and expense, newest first, for the company page. Paging stays in the page, not the URL. */
export function CompanyTransactions({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const paging = useSectionPaging<(typeof transactionList.sortFields)[number]>({
    sort: 'transactionDate',
    order: 'desc',
  });
  const transactions = useQuery(listQueryOptions(transactionList, { ...paging.params, companyId }));
  const columns = useTransactionColumns({ hasType: true, hasCompany: false });
  return (
    <PagedSection
      id="company-transactions-title"
      title={t('companies.transactions')}
      columns={columns}
      rowKey={(transaction) => transaction.id}
      query={transactions}
      paging={paging}
      cardsOf={transactionColumns}
    />
  );
}
