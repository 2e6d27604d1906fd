import { Center, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedDataPolicy } from '@workspace/shared/auth/policies';
import type { SharedData } from '@workspace/shared/shared-data/shared-data.schemas';
import { sharedDataColumns as columnSpec } from '@workspace/shared/columns/shared-data';
import { sharedDataList } from '../../lib/lists';
import { EmptyState } from '../../components/empty-state';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { tableBindings, useListState, type ListState } from '../../components/use-list-state';
import { listQueryOptions } from '../../lib/list-api';
import { sharedDataKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useActor } from '../../lib/use-actor';
import { PasswordCell } from './components/password-cell';
import { OwnerCell, SharedWithCell } from './components/people';
import { SharedDataSummaryCards } from './components/shared-data-summary-cards';
import { lazyDialog } from '../../components/lazy-dialog';
import { useIsPhone } from '../../lib/use-is-phone';

const SharedDataFormModal = lazyDialog(() =>
  import('./components/shared-data-form-modal').then((module) => module.SharedDataFormModal),
);

/** A record's name in labels and dialogs: "admin @ panel.example.com". */
const recordName = (record: SharedData) => `${record.username} @ ${record.domain}`;

/**
 * /shared-data (managers and employees): customer credentials of one's own and those shared with
 * one. Summary cards, search, the own/shared filter, export (never a password), and the records
 * with their password as dots (reveal or copy, 30 s); edit and delete for the owner only. On a
 * phone the rows are cards, so every action stays in reach without scrolling sideways.
 */
export function Component() {
  const { t } = useTranslation();
  const actor = useActor();
  const list = useListState(sharedDataList);
  const records = useQuery(listQueryOptions(sharedDataList, list.listParams));
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<SharedData | null | undefined>(undefined);
  const deleteRecord = useConfirmedDelete<SharedData>({
    path: '/api/shared-data',
    invalidates: [sharedDataKeys.all],
    name: recordName,
    success: t('sharedData.deleted'),
    failure: t('sharedData.failedToDelete'),
  });

  useEffect(() => {
    if (records.isError) toast.error(t('sharedData.failedToLoad'));
  }, [records.isError, t]);

  const canManage = (record: SharedData) =>
    actor !== null && sharedDataPolicy.manage(actor, { ownerId: record.owner.id });
  const actions = (record: SharedData) =>
    canManage(record) ? (
      <RowActions
        t={t}
        name={recordName(record)}
        onEdit={() => setEditing(record)}
        onDelete={() => deleteRecord(record)}
      />
    ) : null;

  const columns: Column<SharedData>[] = [
    { key: 'domain', title: t('sharedData.fields.domain'), sortable: true, render: (record) => record.domain },
    { key: 'username', title: t('sharedData.fields.username'), sortable: true, render: (record) => record.username },
    {
      key: 'password',
      title: t('sharedData.fields.password'),
      render: (record) => <PasswordCell id={record.id} name={recordName(record)} />,
    },
    {
      key: 'description',
      title: t('sharedData.fields.description'),
      wrap: true,
      minWidth: 180,
      render: (record) => record.description || '–',
    },
    { key: 'owner', title: t('sharedData.fields.owner'), render: (record) => <OwnerCell record={record} /> },
    {
      key: 'sharedWith',
      title: t('sharedData.fields.sharedWith'),
      render: (record) => <SharedWithCell people={record.sharedWith} />,
    },
    { key: 'actions', title: t('common.actions'), render: actions },
  ];

  const rows = records.data?.data;
  const isFiltered = list.q !== '' || list.activeFilterCount > 0;
  const isEmpty = rows !== undefined && rows.length === 0 && !isFiltered;
  const accessFilter = (
    <SegmentedControl
      aria-label={t('sharedData.access.label')}
      value={list.filters.access ?? 'all'}
      onChange={(value) => list.setFilter('access', value === 'all' ? null : value)}
      data={[
        { value: 'all', label: t('sharedData.access.all') },
        { value: 'own', label: t('sharedData.access.own') },
        { value: 'shared', label: t('sharedData.access.shared') },
      ]}
    />
  );

  return (
    <>
      <PageHeader title={t('screens.sharedData')} />
      <SharedDataSummaryCards list={list} />
      <ListToolbar
        list={list}
        exportOf={sharedDataList}
        extra={accessFilter}
        create={{ label: t('sharedData.newRecord'), onClick: () => setEditing(null) }}
      />
      {isEmpty ? (
        <EmptySharedData onCreate={() => setEditing(null)} />
      ) : isPhone ? (
        <RecordCards
          list={list}
          rows={rows}
          total={records.data?.meta.total ?? 0}
          isLoading={records.isLoading}
          actions={actions}
        />
      ) : (
        <DataTable
          columnsOf={columnSpec}
          label={t('sharedData.list')}
          columns={columns}
          rowKey={(record) => record.id}
          {...tableBindings(list, records)}
        />
      )}
      {editing !== undefined && <SharedDataFormModal record={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

type CardsProps = {
  list: ListState<typeof sharedDataList>;
  rows: SharedData[] | undefined;
  total: number;
  isLoading: boolean;
  actions: (record: SharedData) => ReactNode;
};

/** The records as cards on a phone: the same fields and actions as the table's row, one under another. */
function RecordCards({ list, rows, total, isLoading, actions }: CardsProps) {
  const { t } = useTranslation();
  const label = (key: string) => (
    <Text size="xs" c="dimmed" fw={600}>
      {t(`sharedData.fields.${key}`)}
    </Text>
  );
  return (
    <>
      {isLoading && !rows && (
        <Center p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {rows && rows.length === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          {t('sharedData.noMatch')}
        </Text>
      )}
      <Stack gap="sm" role="list" aria-label={t('sharedData.list')}>
        {rows?.map((record) => (
          <Paper key={record.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {record.domain}
              </Title>
              {actions(record)}
            </Group>
            <Stack gap={6} mt="xs">
              <div>
                {label('username')}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {record.username}
                </Text>
              </div>
              <div>
                {label('password')}
                <PasswordCell id={record.id} name={recordName(record)} />
              </div>
              {record.description && (
                <div>
                  {label('description')}
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {record.description}
                  </Text>
                </div>
              )}
              <Group gap="lg" align="flex-start">
                <div>
                  {label('owner')}
                  <OwnerCell record={record} />
                </div>
                <div>
                  {label('sharedWith')}
                  <SharedWithCell people={record.sharedWith} />
                </div>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed">
          {t('common.total', { count: total })}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(total / list.pageSize))}
          value={list.page}
          onChange={list.setPage}
          size="sm"
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('list.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('list.nextPage') }
                : {}
          }
        />
      </Group>
    </>
  );
}

/** The first visit: what shared data is for, and the button to add the first record. */
function EmptySharedData({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconLock size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />}
      title={t('sharedData.empty')}
      text={t('sharedData.emptyText')}
      action={t('sharedData.newRecord')}
      onAction={onCreate}
    />
  );
}
