import { Button, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { confirmAction } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useListState, tableBindings } from '../../components/use-list-state';
import { exportList } from '../../lib/export-list';
import { toast } from '../../lib/toast';
import { useDeleteCategory } from './api/delete-category';
import { useCategories } from './api/list-categories';
import { CategoryFormModal } from './components/category-form-modal';

const NO_FILTERS = [] as const;

/** /expense-category (master): search, sort, paging, export, new, edit, delete. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ filterKeys: NO_FILTERS, defaultSort: 'name' });
  const categories = useCategories(list.listParams);
  const deleteMutation = useDeleteCategory();
  const [editing, setEditing] = useState<ExpenseCategory | null | undefined>(undefined);

  const deleteCategory = async (category: ExpenseCategory) => {
    const isConfirmed = await confirmAction({ title: t('list.deleteTitle', { name: category.name }), message: t('list.deleteText'), confirmLabel: t('list.delete') });
    if (!isConfirmed) return;
    try {
      await deleteMutation.mutateAsync(category.id);
      toast.success(t('accounting.categories.deleted'));
    } catch (error) {
      // A 409 carries the server's translated reason ("This category is used by transactions...").
      toast.error(error instanceof Error && error.message ? error.message : t('accounting.categories.failedToDelete'));
    }
  };

  const columns: Column<ExpenseCategory>[] = [
    { key: 'name', title: t('accounting.categories.fields.name'), sortable: true, render: (category) => <Text size="sm" fw={500}>{category.name}</Text> },
    {
      key: 'description',
      title: t('accounting.categories.fields.description'),
      wrap: true,
      render: (category) => <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>{category.description ?? '–'}</Text>,
    },
    { key: 'transactionCount', title: t('accounting.categories.fields.transactions'), sortable: true, align: 'right', render: (category) => category.transactionCount },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (category) => (
        <RowActions
          actions={[
            { key: 'edit', label: `${t('common.edit')}: ${category.name}`, icon: <IconPencil size={16} />, onClick: () => setEditing(category) },
            { key: 'delete', label: `${t('list.delete')}: ${category.name}`, icon: <IconTrash size={16} />, color: 'red', onClick: () => void deleteCategory(category) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.expenseCategory')} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        onExport={(format) => void exportList('/api/expense-categories', list.filterParams, format)}
        primary={<Button onClick={() => setEditing(null)}>{t('accounting.categories.newCategory')}</Button>}
      />
      <DataTable
        label={t('screens.expenseCategory')}
        columns={columns}
        rowKey={(category) => category.id}
        {...tableBindings(list, categories)}
      />
      {editing !== undefined && <CategoryFormModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
