import { useTranslation } from 'react-i18next';
import { useTransactionColumns } from '../../../components/transaction-columns';
import { useCompanyTransactions } from '../api/list-company-transactions';
import { CompanySection, useSectionPaging } from './company-section';

/** A company's income and expense, newest first. Paging stays in the page, not the URL. */
export function CompanyTransactions({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const paging = useSectionPaging({ sort: 'transactionDate', order: 'desc' });
  const transactions = useCompanyTransactions(companyId, paging.params);
  const columns = useTransactionColumns({ hasType: true, hasCompany: false });
  return (
    <CompanySection
      id="company-transactions-title"
      title={t('companies.transactions')}
      columns={columns}
      rowKey={(transaction) => transaction.id}
      query={transactions}
      paging={paging}
    />
  );
}
