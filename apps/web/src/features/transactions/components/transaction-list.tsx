import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import type { TransactionType } from '@workspace/shared/accounting/transactions.constants';
import { transactionColumns as columnSpec } from '@workspace/shared/columns/transactions';
import { transactionList } from '../../../lib/lists';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { tableBindings, useListState } from '../../../components/use-list-state';
import { ApiError } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-api';
import { MONEY_KEYS } from '../api/money-keys';
import { useTransactionColumns } from './transaction-columns';
import { TransactionFilters } from './transaction-filters';
import { TransactionSummaryCards } from './transaction-summary-cards';
import { lazyDialog } from '../../../components/lazy-dialog';

const TransactionFormModal = lazyDialog(() =>
  import('./transaction-form-modal').then((module) => module.TransactionFormModal),
);

type Props = {
  title: string;
  /** /income and /expense show one type; /transaction shows both, with a type filter. */
  type?: TransactionType;
};

/** The list behind /income, /expense and /transaction: summary, search, filters, export, new, edit, delete. */
export function TransactionList({ title, type }: Props) {
  const { t } = useTranslation();
  const list = useListState(transactionList, type ? { fixed: { type } } : {});
  // An inverted range is a 400, not worth a retry.
  const transactions = useQuery({ ...listQueryOptions(transactionList, list.listParams), retry: false });
  const [editing, setEditing] = useState<Transaction | null | undefined>(undefined);
  // A refused filter (an inverted range) comes back as a 400 naming the field.
  const listError = transactions.error instanceof ApiError ? transactions.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  const deleteTransaction = useConfirmedDelete<Transaction>({
    path: '/api/transactions',
    invalidates: MONEY_KEYS,
    name: (transaction) => transaction.name,
    success: (transaction) => t('accounting.deleted', { type: t(`accounting.type.${transaction.type}`) }),
    failure: t('accounting.failedToDelete'),
  });
  const columns = useTransactionColumns({ hasType: !type, onEdit: setEditing, onDelete: deleteTransaction });

  return (
    <>
      <PageHeader title={title} />
      <TransactionSummaryCards filterParams={list.filterParams} type={type} />
      <ListToolbar
        list={list}
        exportOf={transactionList}
        filters={<TransactionFilters list={list} hasTypeFilter={!type} errors={filterErrors} />}
        create={{ label: t(`accounting.new.${type ?? 'transaction'}`), onClick: () => setEditing(null) }}
      />
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      <DataTable
        columnsOf={columnSpec}
        label={title}
        columns={columns}
        rowKey={(transaction) => transaction.id}
        {...tableBindings(list, transactions)}
        rows={listError ? [] : transactions.data?.data}
        total={listError ? 0 : (transactions.data?.meta.total ?? 0)}
        onPageSize={list.setPageSize}
        highlightKey={list.justCreated}
      />
      {editing !== undefined && (
        <TransactionFormModal transaction={editing} fixedType={type} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
