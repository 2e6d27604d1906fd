import { Badge } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userPolicy } from '@workspace/shared/auth/policies';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { User, UserKind } from '@workspace/shared/users/users.schemas';
import { userColumns as columnSpec } from '@workspace/shared/columns/users';
import { userList } from '../../lib/lists';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-panel';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedAction } from '../../components/use-confirmed-delete';
import { tableBindings, useListState } from '../../components/use-list-state';
import { api } from '../../lib/api-client';
import { formatDate, formatDateTime, personName, zoneNameIfElsewhere } from '../../lib/format';
import { listQueryOptions } from '../../lib/list-api';
import { userKeys } from '../../lib/query-keys';
import { useActor } from '../../lib/use-actor';
import { UserSummaryCards } from './components/user-summary-cards';
import { lazyDialog } from '../../components/lazy-dialog';
import { lazyView } from '../../components/lazy-component';
import { selectionColumn, useRowSelection } from '../../components/row-selection';
import type { BulkAction } from '../../components/bulk/bulk-bar';

const UserFormModal = lazyDialog(() => import('./user-form-modal').then((module) => module.UserFormModal));
const BulkBar = lazyView(() => import('../../components/bulk/bulk-bar').then((module) => module.BulkBar));

/* Activate or deactivate every selected account at once (the master's own is refused by the server, named). */
const USER_BULK_ACTIONS: BulkAction[] = [
  { key: 'activate', change: () => ({ action: 'activate' }) },
  { key: 'deactivate', change: () => ({ action: 'deactivate' }) },
];

/** Internal staff or external customers: search, filters, sort, paging, export, new, edit, status. */
export function UsersPage({ kind }: { kind: UserKind }) {
  const { t, i18n } = useTranslation();
  const list = useListState(userList, { fixed: { kind } });
  const users = useQuery(listQueryOptions(userList, list.listParams));
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const actor = useActor();
  const title = t(kind === 'internal' ? 'screens.internalUser' : 'screens.externalUser');
  const selection = useRowSelection(JSON.stringify(list.filterParams));

  const toggleActive = useConfirmedAction<User>({
    confirm: (user) => ({
      title: t('users.confirmTitle'),
      message: t(user.isActive ? 'users.confirmDeactivate' : 'users.confirmActivate', { name: personName(user) }),
      confirmLabel: t(user.isActive ? 'users.deactivate' : 'users.activate'),
      color: user.isActive ? 'red' : 'green',
    }),
    run: (user) => api('PATCH', `/api/users/${user.id}/active`, { isActive: !user.isActive }),
    success: (user) => t(user.isActive ? 'toast.userDeactivated' : 'toast.userActivated'),
    failure: () => t('toast.failedToUpdateUserStatus'),
    invalidates: [userKeys.all],
  });

  // The company's zone is named once in the column's header, not in every cell; an account's creation shows its day.
  const date = (value: string | null) =>
    value ? formatDateTime(value, i18n.language, { dateStyle: 'short', zoneNamed: false }) : t('common.never');
  const zone = zoneNameIfElsewhere(i18n.language);
  const timeTitle = (title: string) => (zone ? `${title} (${zone})` : title);
  const roleOptions = INTERNAL_USER_TYPES.map((value) => ({ value, label: t(`roles.${value}`) }));
  const statusOptions = [
    { value: 'true', label: t('common.active') },
    { value: 'false', label: t('common.inactive') },
  ];

  const columns: Column<User>[] = [
    { key: 'name', title: t('fields.name'), sortable: true, render: (user) => user.name },
    { key: 'surname', title: t('fields.surname'), sortable: true, render: (user) => user.surname },
    // A long address breaks rather than pushing the table past a laptop's width.
    {
      key: 'email',
      title: t('fields.email'),
      sortable: true,
      wrap: true,
      minWidth: 170,
      render: (user) => <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>,
    },
    { key: 'phone', title: t('fields.phone'), render: (user) => user.phone ?? '' },
    ...(kind === 'internal'
      ? [
          {
            key: 'type',
            title: t('fields.type'),
            sortable: true,
            render: (user: User) => <Badge variant="light">{t(`roles.${user.type}`)}</Badge>,
          },
        ]
      : []),
    {
      key: 'isActive',
      title: t('fields.status'),
      sortable: true,
      render: (user) => (
        <Badge color={user.isActive ? 'teal.9' : 'gray.7'}>
          {t(user.isActive ? 'common.active' : 'common.inactive')}
        </Badge>
      ),
    },
    {
      key: 'lastLoginAt',
      title: timeTitle(t('fields.lastLogin')),
      sortable: true,
      render: (user) => date(user.lastLoginAt),
    },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      sortable: true,
      render: (user) => formatDate(user.createdAt, i18n.language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (user) => (
        <RowActions
          t={t}
          name={personName(user)}
          onEdit={() => setEditing(user)}
          // Nobody deactivates their own account: the button is not offered (the server refuses it too).
          actions={
            actor && userPolicy.changeTypeOrDeactivate(actor, user)
              ? [
                  {
                    key: 'active',
                    label: `${t(user.isActive ? 'users.deactivate' : 'users.activate')}: ${personName(user)}`,
                    icon: user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />,
                    color: user.isActive ? 'red' : 'green',
                    onClick: () => toggleActive(user),
                  },
                ]
              : []
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} />
      <UserSummaryCards list={list} kind={kind} />
      <ListToolbar
        list={list}
        exportOf={userList}
        create={{ label: t('users.newUser'), onClick: () => setEditing(null) }}
        filters={
          <>
            {kind === 'internal' && (
              <FilterSelect list={list} name="type" label={t('fields.type')} data={roleOptions} />
            )}
            <FilterSelect list={list} name="isActive" label={t('fields.status')} data={statusOptions} />
          </>
        }
      />
      {(selection.all || selection.ids.size > 0) && (
        <BulkBar
          resource="users"
          noun="user"
          selection={selection}
          total={users.data?.meta.total ?? 0}
          pageIds={users.data?.data.map((user) => user.id) ?? []}
          filters={list.filterParams}
          actions={USER_BULK_ACTIONS}
          invalidates={[userKeys.all]}
        />
      )}
      <DataTable
        columnsOf={columnSpec}
        label={title}
        columns={[
          selectionColumn({ state: selection, rowName: personName }, users.data?.data, (user) => user.id, t),
          ...columns,
        ]}
        rowKey={(user) => user.id}
        {...tableBindings(list, users)}
      />
      {editing !== undefined && <UserFormModal kind={kind} user={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
