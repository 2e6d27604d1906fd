import { Text } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { expenseCategoryColumns, ticketCategoryColumns } from '@workspace/shared/columns/categories';
import type { WebList } from '../../lib/lists';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { SummaryCards, type SummaryCard } from '../../components/summary-cards';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState, tableBindings } from '../../components/use-list-state';
import { lazyDialog } from '../../components/lazy-dialog';
import { formatDate } from '../../lib/format';
import { listQueryOptions, listSummaryQueryOptions } from '../../lib/list-api';

/** A category of either kind: a name, a description, and how many records are filed under it (`Count`). */
export type CategoryRow<Count extends string = string> = {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
} & Record<Count, number>;

/**
 * What tells expense categories from ticket categories on screen (the server's `categories`
 * module is configured the same way): the list, its texts, the count of what is filed under a
 * category and the cards above the list.
 */
export type CategoryKind<Count extends string, Summary> = {
  list: WebList;
  /** The screen's title (`screens.…`). */
  title: string;
  /** Where the kind's texts are: `<texts>.newCategory`, `<texts>.fields.name`, `<texts>.deleted`, … */
  texts: string;
  count: { key: Count; title: string };
  /** Whether the list shows when each category was created. */
  createdAt?: true;
  /** The categories' own queries, and those of the records filed under them (a rename shows there too). */
  keys: { own: QueryKey; filed: QueryKey };
  /** The cards above the list from its summary (undefined while it loads). */
  cards: (summary: Summary | undefined, t: TFunction, language: string) => SummaryCard[];
};

const CategoryFormModal = lazyDialog(() => import('./category-form-modal').then((module) => module.CategoryFormModal));

/** A figure of the cards, a dash while the summary loads. */
export const figure = (value: number | undefined) => value ?? '–';

/** A kind's screen (master): its cards, search, sort, paging, export, new, edit, delete. */
export function categoryPage<const Count extends string, Summary>(kind: CategoryKind<Count, Summary>) {
  type Row = CategoryRow<Count>;
  return function Component() {
    const { t, i18n } = useTranslation();
    const text = (key: string) => t(`${kind.texts}.${key}`);
    const list = useListState(kind.list);
    const categories = useQuery(listQueryOptions(kind.list, list.listParams));
    const summary = useQuery({ ...listSummaryQueryOptions<Summary>(kind.list, list.filterParams), retry: false });
    const [editing, setEditing] = useState<Row | null | undefined>(undefined);
    // A 409 carries the server's translated reason ("This category is used by …").
    const deleteCategory = useConfirmedDelete<Row>({
      path: `/api/${kind.list.name}`,
      invalidates: [kind.keys.own],
      name: (category) => category.name,
      success: text('deleted'),
      failure: text('failedToDelete'),
    });

    const columns: Column<Row>[] = [
      {
        key: 'name',
        title: text('fields.name'),
        sortable: true,
        render: (category) => (
          <Text size="sm" fw={500}>
            {category.name}
          </Text>
        ),
      },
      {
        key: 'description',
        title: text('fields.description'),
        wrap: true,
        render: (category) => (
          <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>
            {category.description ?? '–'}
          </Text>
        ),
      },
      {
        key: kind.count.key,
        title: t(kind.count.title),
        sortable: true,
        align: 'right',
        render: (category) => category[kind.count.key],
      },
      ...(kind.createdAt
        ? [
            {
              key: 'createdAt',
              title: text('fields.createdAt'),
              sortable: true,
              render: (category: Row) => formatDate(category.createdAt, i18n.language),
            },
          ]
        : []),
      {
        key: 'actions',
        title: t('common.actions'),
        render: (category) => (
          <RowActions
            t={t}
            name={category.name}
            onEdit={() => setEditing(category)}
            onDelete={() => deleteCategory(category)}
          />
        ),
      },
    ];

    return (
      <>
        <PageHeader title={t(kind.title)} />
        <SummaryCards cards={kind.cards(summary.data, t, i18n.language)} />
        <ListToolbar
          list={list}
          exportOf={kind.list}
          create={{ label: text('newCategory'), onClick: () => setEditing(null) }}
        />
        <DataTable
          columnsOf={kind.list.name === 'ticket-categories' ? ticketCategoryColumns : expenseCategoryColumns}
          label={t(kind.title)}
          columns={columns}
          rowKey={(category) => category.id}
          {...tableBindings<Row, WebList>(list, categories as typeof categories & { data?: { data: Row[] } })}
        />
        {editing !== undefined && (
          <CategoryFormModal kind={kind} category={editing} onClose={() => setEditing(undefined)} />
        )}
      </>
    );
  };
}
