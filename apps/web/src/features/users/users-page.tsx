import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';
import type { ListUsersResponse, User, UserKind } from '@workspace/shared/users/users.schemas';
import { DataTable, ExportMenu, SearchInput, type Column, type SortState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { api, download } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { UserFormModal } from './user-form-modal';

const PAGE_SIZE = 25;

/** Internal staff or external customers: search, filters, sort, paging, export, edit, status. */
export function UsersPage({ kind }: { kind: UserKind }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sort: 'name', order: 'asc' });
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<User | null | undefined>(undefined);

  const filters = new URLSearchParams({ kind, sort: sort.sort, order: sort.order });
  if (q) filters.set('q', q);
  if (type) filters.set('type', type);
  if (status) filters.set('isActive', status);
  const listParams = new URLSearchParams(filters);
  listParams.set('page', String(page));
  listParams.set('pageSize', String(PAGE_SIZE));

  const query = useQuery({
    queryKey: ['users', listParams.toString()],
    queryFn: () => api<ListUsersResponse>('GET', `/api/users?${listParams}`),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  const resetPage = <V,>(setter: (value: V) => void) => (value: V) => {
    setter(value);
    setPage(1);
  };

  const exportList = async (format: ExportFormat) => {
    try {
      await download(`/api/users/export?${new URLSearchParams({ ...Object.fromEntries(filters), format })}`);
    } catch {
      toast.error(t('toast.exportFailed'));
    }
  };

  const toggleActive = (user: User) => {
    const name = `${user.name} ${user.surname}`;
    const action = user.isActive ? t('users.deactivate') : t('users.activate');
    modals.openConfirmModal({
      title: t('users.confirmTitle'),
      children: <Text size="sm">{t(user.isActive ? 'users.confirmDeactivate' : 'users.confirmActivate', { name })}</Text>,
      labels: { confirm: action, cancel: t('common.cancel') },
      confirmProps: { color: user.isActive ? 'red' : 'green' },
      onConfirm: async () => {
        try {
          await api('PATCH', `/api/users/${user.id}/active`, { isActive: !user.isActive });
          toast.success(t(user.isActive ? 'toast.userDeactivated' : 'toast.userActivated'));
          await refresh();
        } catch {
          toast.error(t('toast.failedToUpdateUserStatus'));
        }
      },
    });
  };

  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value)) : t('common.never');

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
      render: (user) => <Badge color={user.isActive ? 'green' : 'gray'}>{t(user.isActive ? 'common.active' : 'common.inactive')}</Badge>,
    },
    { key: 'lastLoginAt', title: t('fields.lastLogin'), sortable: true, render: (user) => date(user.lastLoginAt) },
    { key: 'createdAt', title: t('fields.createdAt'), sortable: true, render: (user) => date(user.createdAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (user) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(user)}>{t('common.edit')}</Button>
          <Button size="compact-xs" variant="subtle" color={user.isActive ? 'red' : 'green'} onClick={() => toggleActive(user)}>
            {user.isActive ? t('users.deactivate') : t('users.activate')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t(kind === 'internal' ? 'screens.internalUser' : 'screens.externalUser')}>
        <ExportMenu onExport={(format) => void exportList(format)} />
        <Button onClick={() => setEditing(null)}>{t('users.newUser')}</Button>
      </PageHeader>
      <Group mb="md" gap="sm">
        <SearchInput value={search} onChange={resetPage(setSearch)} />
        {kind === 'internal' && (
          <Select
            aria-label={t('fields.type')}
            placeholder={t('fields.type')}
            clearable
            value={type}
            onChange={resetPage(setType)}
            data={(['master', 'manager', 'employee'] as const).map((value) => ({ value, label: t(`roles.${value}`) }))}
            w={180}
          />
        )}
        <Select
          aria-label={t('fields.status')}
          placeholder={t('fields.status')}
          clearable
          value={status}
          onChange={resetPage(setStatus)}
          data={[{ value: 'true', label: t('common.active') }, { value: 'false', label: t('common.inactive') }]}
          w={160}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(user) => user.id}
        total={query.data?.meta.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={resetPage(setSort)}
        isLoading={query.isLoading}
      />
      {editing !== undefined && (
        <UserFormModal kind={kind} user={editing} opened onClose={() => setEditing(undefined)} onSaved={() => void refresh()} />
      )}
    </>
  );
}
