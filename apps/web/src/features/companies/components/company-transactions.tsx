import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortState } from '../../../components/data-table';
import { useTransactionColumns } from '../../../components/transaction-columns';
import { useCompanyTransactions } from '../api/list-company-transactions';

const PAGE_SIZE = 10;

/** A company's income and expense, newest first. Paging stays in the page, not the URL. */
export function CompanyTransactions({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sort: 'transactionDate', order: 'desc' });
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: sort.sort, order: sort.order });
  const transactions = useCompanyTransactions(companyId, params);
  const columns = useTransactionColumns({ hasType: true, hasCompany: false });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-transactions-title">
      <Title order={4} id="company-transactions-title" mb="sm">{t('companies.transactions')}</Title>
      <DataTable
        label={t('companies.transactions')}
        columns={columns}
        rows={transactions.data?.data}
        rowKey={(transaction) => transaction.id}
        total={transactions.data?.meta.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        isLoading={transactions.isLoading}
      />
    </Paper>
  );
}
