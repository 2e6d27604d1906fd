import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketCategory } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketCategoryList } from '../../lib/lists';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState, tableBindings } from '../../components/use-list-state';
import { formatDate } from '../../lib/format';
import { listQueryOptions } from '../../lib/list-api';
import { ticketCategoryKeys } from '../../lib/query-keys';
import { TicketCategorySummaryCards } from './components/ticket-category-summary-cards';
import { lazyDialog } from '../../components/lazy-dialog';

const TicketCategoryFormModal = lazyDialog(() => import('./components/ticket-category-form-modal').then((module) => module.TicketCategoryFormModal));

/** /ticket-category (master): search, sort, paging, export, new, edit, delete. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useListState(ticketCategoryList);
  const categories = useQuery(listQueryOptions(ticketCategoryList, list.listParams));
  const [editing, setEditing] = useState<TicketCategory | null | undefined>(undefined);
  // A 409 carries the server's translated reason ("This category is used by tickets...").
  const deleteCategory = useConfirmedDelete<TicketCategory>({
    path: '/api/ticket-categories',
    invalidates: [ticketCategoryKeys.all],
    name: (category) => category.name,
    success: t('ticketCategories.deleted'),
    failure: t('ticketCategories.failedToDelete'),
  });

  const columns: Column<TicketCategory>[] = [
    {
      key: 'name',
      title: t('ticketCategories.fields.name'),
      sortable: true,
      render: (category) => (
        <Text size="sm" fw={500}>
          {category.name}
        </Text>
      ),
    },
    {
      key: 'description',
      title: t('ticketCategories.fields.description'),
      wrap: true,
      render: (category) => (
        <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>
          {category.description ?? '–'}
        </Text>
      ),
    },
    { key: 'ticketCount', title: t('ticketCategories.fields.tickets'), sortable: true, align: 'right', render: (category) => category.ticketCount },
    { key: 'createdAt', title: t('ticketCategories.fields.createdAt'), sortable: true, render: (category) => formatDate(category.createdAt, i18n.language) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (category) => <RowActions name={category.name} onEdit={() => setEditing(category)} onDelete={() => deleteCategory(category)} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.ticketCategory')} />
      <TicketCategorySummaryCards list={list} />
      <ListToolbar list={list} exportOf={ticketCategoryList} create={{ label: t('ticketCategories.newCategory'), onClick: () => setEditing(null) }} />
      <DataTable label={t('screens.ticketCategory')} columns={columns} rowKey={(category) => category.id} {...tableBindings(list, categories)} />
      {editing !== undefined && <TicketCategoryFormModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
