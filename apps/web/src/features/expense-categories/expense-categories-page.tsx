import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { categoryList } from '../../lib/lists';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState, tableBindings } from '../../components/use-list-state';
import { listQueryOptions } from '../../lib/list-api';
import { categoryKeys } from '../../lib/query-keys';
import { CategorySummaryCards } from './components/category-summary-cards';
import { lazyDialog } from '../../components/lazy-dialog';

const CategoryFormModal = lazyDialog(() => import('./components/category-form-modal').then((module) => module.CategoryFormModal));

/** /expense-category (master): search, sort, paging, export, new, edit, delete. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(categoryList);
  const categories = useQuery(listQueryOptions(categoryList, list.listParams));
  const [editing, setEditing] = useState<ExpenseCategory | null | undefined>(undefined);
  // A 409 carries the server's translated reason ("This category is used by transactions...").
  const deleteCategory = useConfirmedDelete<ExpenseCategory>({
    path: '/api/expense-categories',
    invalidates: [categoryKeys.all],
    name: (category) => category.name,
    success: t('accounting.categories.deleted'),
    failure: t('accounting.categories.failedToDelete'),
  });

  const columns: Column<ExpenseCategory>[] = [
    {
      key: 'name',
      title: t('accounting.categories.fields.name'),
      sortable: true,
      render: (category) => (
        <Text size="sm" fw={500}>
          {category.name}
        </Text>
      ),
    },
    {
      key: 'description',
      title: t('accounting.categories.fields.description'),
      wrap: true,
      render: (category) => (
        <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>
          {category.description ?? '–'}
        </Text>
      ),
    },
    {
      key: 'transactionCount',
      title: t('accounting.categories.fields.transactions'),
      sortable: true,
      align: 'right',
      render: (category) => category.transactionCount,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (category) => <RowActions name={category.name} onEdit={() => setEditing(category)} onDelete={() => deleteCategory(category)} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.expenseCategory')} />
      <CategorySummaryCards list={list} />
      <ListToolbar list={list} exportOf={categoryList} create={{ label: t('accounting.categories.newCategory'), onClick: () => setEditing(null) }} />
      <DataTable label={t('screens.expenseCategory')} columns={columns} rowKey={(category) => category.id} {...tableBindings(list, categories)} />
      {editing !== undefined && <CategoryFormModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
