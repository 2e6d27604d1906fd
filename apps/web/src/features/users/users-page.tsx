import { Badge } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { userList, type User, type UserKind } from '@workspace/shared/users/users.schemas';
import { confirmAction } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-panel';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { tableBindings, useListState } from '../../components/use-list-state';
import { api } from '../../lib/api-client';
import { listQueryOptions } from '../../lib/list-api';
import { toast } from '../../lib/toast';
import { UserFormModal } from './user-form-modal';

/** Internal staff or external customers: search, filters, sort, paging, export, new, edit, status. */
export function UsersPage({ kind }: { kind: UserKind }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListState(userList, { fixed: { kind } });
  const users = useQuery(listQueryOptions(userList, list.listParams));
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const fullName = (user: User) => `${user.name} ${user.surname}`;
  const title = t(kind === 'internal' ? 'screens.internalUser' : 'screens.externalUser');

  const toggleActive = async (user: User) => {
    const action = t(user.isActive ? 'users.deactivate' : 'users.activate');
    const message = t(user.isActive ? 'users.confirmDeactivate' : 'users.confirmActivate', { name: fullName(user) });
    if (!(await confirmAction({ title: t('users.confirmTitle'), message, confirmLabel: action, color: user.isActive ? 'red' : 'green' }))) return;
    try {
      await api('PATCH', `/api/users/${user.id}/active`, { isActive: !user.isActive });
    } catch {
      toast.error(t('toast.failedToUpdateUserStatus'));
      return;
    }
    toast.success(t(user.isActive ? 'toast.userDeactivated' : 'toast.userActivated'));
    await queryClient.invalidateQueries({ queryKey: [userList.name] });
  };

  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value)) : t('common.never');
  const roleOptions = INTERNAL_USER_TYPES.map((value) => ({ value, label: t(`roles.${value}`) }));
  const statusOptions = [
    { value: 'true', label: t('common.active') },
    { value: 'false', label: t('common.inactive') },
  ];

  const columns: Column<User>[] = [
    { key: 'name', title: t('fields.name'), sortable: true, render: (user) => user.name },
    { key: 'surname', title: t('fields.surname'), sortable: true, render: (user) => user.surname },
    { key: 'email', title: t('fields.email'), sortable: true, render: (user) => user.email },
    { key: 'phone', title: t('fields.phone'), render: (user) => user.phone ?? '' },
    ...(kind === 'internal'
      ? [{ key: 'type', title: t('fields.type'), sortable: true, render: (user: User) => <Badge variant="light">{t(`roles.${user.type}`)}</Badge> }]
      : []),
    {
      key: 'isActive',
      title: t('fields.status'),
      sortable: true,
      render: (user) => <Badge color={user.isActive ? 'teal.9' : 'gray.7'}>{t(user.isActive ? 'common.active' : 'common.inactive')}</Badge>,
    },
    { key: 'lastLoginAt', title: t('fields.lastLogin'), sortable: true, render: (user) => date(user.lastLoginAt) },
    { key: 'createdAt', title: t('fields.createdAt'), sortable: true, render: (user) => date(user.createdAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (user) => (
        <RowActions
          name={fullName(user)}
          onEdit={() => setEditing(user)}
          actions={[
            {
              key: 'active',
              label: `${t(user.isActive ? 'users.deactivate' : 'users.activate')}: ${fullName(user)}`,
              icon: user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />,
              color: user.isActive ? 'red' : 'green',
              onClick: () => void toggleActive(user),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} />
      <ListToolbar
        list={list}
        exportOf={userList}
        create={{ label: t('users.newUser'), onClick: () => setEditing(null) }}
        filters={
          <>
            {kind === 'internal' && <FilterSelect list={list} name="type" label={t('fields.type')} data={roleOptions} />}
            <FilterSelect list={list} name="isActive" label={t('fields.status')} data={statusOptions} />
          </>
        }
      />
      <DataTable label={title} columns={columns} rowKey={(user) => user.id} {...tableBindings(list, users)} />
      {editing !== undefined && <UserFormModal kind={kind} user={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
