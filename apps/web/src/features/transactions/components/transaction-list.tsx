import { Alert, Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction, TransactionType } from '@workspace/shared/accounting/transactions.schemas';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useTransactionColumns } from '../../../components/transaction-columns';
import { useListState } from '../../../components/use-list-state';
import { ApiError } from '../../../lib/api-client';
import { exportList } from '../../../lib/export-list';
import { toast } from '../../../lib/toast';
import { useDeleteTransaction } from '../api/delete-transaction';
import { useTransactions } from '../api/list-transactions';
import { TRANSACTION_FILTER_KEYS, TransactionFilters } from './transaction-filters';
import { TransactionFormModal } from './transaction-form-modal';
import { TransactionSummaryCards } from './transaction-summary-cards';

type Props = {
  title: string;
  /** /income and /expense show one type; /transaction shows both, with a type filter. */
  type?: TransactionType;
};

const FILTER_PANEL_ID = 'transaction-filters';
const withType = (params: URLSearchParams, type: TransactionType | undefined) => {
  const result = new URLSearchParams(params);
  if (type) result.set('type', type);
  return result;
};

/** The list behind /income, /expense and /transaction: summary, search, filters, export, new, edit, delete. */
export function TransactionList({ title, type }: Props) {
  const { t } = useTranslation();
  const filterKeys = useMemo(() => TRANSACTION_FILTER_KEYS.filter((key) => !(type && key === 'type')), [type]);
  const list = useListState({ filterKeys, defaultSort: 'transactionDate', defaultOrder: 'desc' });
  const filterParams = useMemo(() => withType(list.filterParams, type), [list.filterParams, type]);
  const listParams = useMemo(() => withType(list.listParams, type), [list.listParams, type]);
  const transactions = useTransactions(listParams);
  const deleteMutation = useDeleteTransaction();
  const [editing, setEditing] = useState<Transaction | null | undefined>(undefined);
  const isFilterOpen = list.getParam('filters') === 'open';
  // A refused filter (an inverted range) comes back as a 400 naming the field.
  const listError = transactions.error instanceof ApiError ? transactions.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};

  const deleteTransaction = async (transaction: Transaction) => {
    const isConfirmed = await confirmAction({ title: t('list.deleteTitle', { name: transaction.name }), message: t('list.deleteText'), confirmLabel: t('list.delete') });
    if (!isConfirmed) return;
    try {
      await deleteMutation.mutateAsync(transaction.id);
      toast.success(t('accounting.deleted', { type: t(`accounting.type.${transaction.type}`) }));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('accounting.failedToDelete'));
    }
  };

  const columns = useTransactionColumns({ hasType: !type, onEdit: setEditing, onDelete: (transaction) => void deleteTransaction(transaction) });

  return (
    <>
      <PageHeader title={title} />
      <TransactionSummaryCards filterParams={filterParams} type={type} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        filterToggle={{
          opened: isFilterOpen,
          onToggle: () => list.setParam('filters', isFilterOpen ? null : 'open'),
          activeCount: list.activeFilterCount,
          controls: FILTER_PANEL_ID,
        }}
        onExport={(format) => void exportList('/api/transactions', filterParams, format)}
        primary={<Button onClick={() => setEditing(null)}>{t(`accounting.new.${type ?? 'transaction'}`)}</Button>}
      />
      <FilterPanel id={FILTER_PANEL_ID} opened={isFilterOpen} activeCount={list.activeFilterCount} onReset={list.resetFilters}>
        <TransactionFilters list={list} hasTypeFilter={!type} errors={filterErrors} />
      </FilterPanel>
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={listError ? [] : transactions.data?.data}
        rowKey={(transaction) => transaction.id}
        total={listError ? 0 : (transactions.data?.meta.total ?? 0)}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        sort={list.sort}
        onSort={list.setSort}
        isLoading={transactions.isLoading}
      />
      {editing !== undefined && <TransactionFormModal transaction={editing} fixedType={type} onClose={() => setEditing(undefined)} />}
    </>
  );
}
