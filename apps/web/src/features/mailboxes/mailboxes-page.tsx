import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cols } from '@workspace/shared/common/list-columns';
import type { Mailbox } from '@workspace/shared/mailboxes/mailboxes.schemas';
import { ColumnTable, type Column } from '../../components/data-table';
import { lazyComponent } from '../../components/lazy-component';
import { lazyDialog } from '../../components/lazy-dialog';
import type { ListCardsProps } from '../../components/list-cards';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { formatCount, formatDateTime } from '../../lib/format';
import { mailboxesQuery, mailboxKeys } from './api/mailboxes';
import './components/mailboxes-texts';
import { useIsPhone } from '../../lib/use-is-phone';

const MailboxFormModal = lazyDialog(() =>
  import('./components/mailbox-form-modal').then((module) => module.MailboxFormModal),
);

/* On a phone each mailbox is a card, as the lists' rows are (decision 043); the cards' code comes when first shown. */
const ListCards = lazyComponent(
  () => import('../../components/list-cards').then((module) => module.ListCards),
  () => null,
) as <T>(props: ListCardsProps<T>) => ReactNode;
const CARD = cols('mailboxes', 'mailbox:title state:status lastCheck:date imported:amount');

/**
 * /mailboxes (master): the support mailboxes whose mail becomes tickets, each with its reader's
 * state (last check, last error in plain words, messages imported and kept aside); add, edit,
 * remove, and "Test connection" in the form. The IMAP_URL mailbox is shown, not changed.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const mailboxes = useQuery(mailboxesQuery);
  const [editing, setEditing] = useState<Mailbox | null | undefined>(undefined);
  const remove = useConfirmedDelete<Mailbox>({
    path: '/api/mailboxes',
    invalidates: [mailboxKeys.all],
    name: (mailbox) => mailbox.name,
    success: t('mailboxes.deleted'),
    failure: t('mailboxes.failedToDelete'),
  });

  const isPhone = useIsPhone();
  const stateBadge = (mailbox: Mailbox) => (
    <Badge size="sm" variant="light" color={!mailbox.enabled ? 'gray' : mailbox.lastError ? 'red' : 'green'}>
      {t(mailbox.enabled ? 'mailboxes.enabled' : 'mailboxes.disabled')}
    </Badge>
  );
  const lastError = (mailbox: Mailbox) =>
    mailbox.lastError && (
      <Text size="xs" fw={400} c="red.8">
        {t(`mailboxes.failure.${mailbox.lastError}`)}
        {mailbox.lastErrorDetail ? ` ${t('mailboxes.test.serverSaid', { detail: mailbox.lastErrorDetail })}` : ''}
      </Text>
    );
  const fromEnvironment = (mailbox: Mailbox) =>
    mailbox.fromEnvironment && (
      <Badge size="xs" variant="light" color="gray" title={t('mailboxes.fromEnvironmentHint')}>
        {t('mailboxes.fromEnvironment')}
      </Badge>
    );

  const columns: Column<Mailbox>[] = [
    {
      key: 'mailbox',
      title: t('mailboxes.columns.mailbox'),
      wrap: true,
      minWidth: 200,
      render: (mailbox) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {mailbox.name}
          </Text>
          <Text size="xs" c="dimmed">
            {mailbox.address}
          </Text>
          {fromEnvironment(mailbox)}
        </Stack>
      ),
    },
    {
      key: 'server',
      title: t('mailboxes.columns.server'),
      wrap: true,
      render: (mailbox) => (
        <Stack gap={2}>
          <Text size="sm">{`${mailbox.host}:${mailbox.port}`}</Text>
          <Text size="xs" c="dimmed">
            {mailbox.folder}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      title: t('mailboxes.columns.state'),
      wrap: true,
      minWidth: 220,
      render: (mailbox) => (
        <Stack gap={2}>
          <Group gap={6}>
            {stateBadge(mailbox)}
            <Text size="xs" c="dimmed">
              {mailbox.lastCheckAt
                ? t('mailboxes.lastCheck', { time: formatDateTime(mailbox.lastCheckAt, i18n.language) })
                : t('mailboxes.neverChecked')}
            </Text>
          </Group>
          {lastError(mailbox)}
        </Stack>
      ),
    },
    {
      key: 'imported',
      title: t('mailboxes.columns.imported'),
      align: 'right',
      render: (mailbox) => formatCount(mailbox.importedCount, i18n.language),
    },
    {
      key: 'keptAside',
      title: t('mailboxes.columns.keptAside'),
      align: 'right',
      render: (mailbox) => formatCount(mailbox.keptAsideCount, i18n.language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (mailbox) =>
        mailbox.fromEnvironment ? null : (
          <RowActions t={t} name={mailbox.name} onEdit={() => setEditing(mailbox)} onDelete={() => remove(mailbox)} />
        ),
    },
  ];
  const byKey = new Map(columns.map((column) => [column.key, column]));
  // A card: the name, address and last error under it, the state, the last check, the count imported, the actions.
  const cardColumns: Column<Mailbox>[] = [
    {
      key: 'mailbox',
      title: t('mailboxes.columns.mailbox'),
      render: (mailbox) => (
        <Stack gap={2} align="flex-start">
          {mailbox.name}
          <Text size="xs" fw={400} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {mailbox.address}
          </Text>
          {fromEnvironment(mailbox)}
          {lastError(mailbox)}
        </Stack>
      ),
    },
    { key: 'state', title: t('mailboxes.columns.state'), render: stateBadge },
    {
      key: 'lastCheck',
      title: t('mailboxes.columns.lastCheck'),
      render: (mailbox) =>
        mailbox.lastCheckAt ? formatDateTime(mailbox.lastCheckAt, i18n.language) : t('mailboxes.neverChecked'),
    },
    byKey.get('imported')!,
    byKey.get('actions')!,
  ];

  return (
    <>
      <PageHeader title={t('screens.mailboxes')} />
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Text size="sm" c="dimmed" maw={760}>
          {t('mailboxes.intro')}
        </Text>
        <Button onClick={() => setEditing(null)}>{t('mailboxes.newMailbox')}</Button>
      </Group>
      {isPhone ? (
        <ListCards
          label={t('mailboxes.listLabel')}
          columns={cardColumns}
          spec={CARD}
          rows={mailboxes.data}
          rowKey={(mailbox) => mailbox.id}
        />
      ) : (
        <ColumnTable
          aria-label={t('mailboxes.listLabel')}
          columns={columns}
          rows={mailboxes.data}
          rowKey={(mailbox) => mailbox.id}
          minWidth={900}
          // Without a row that has actions, the sideways-scrolling box takes the keyboard's focus itself.
          focusableScroll={!mailboxes.data?.some((mailbox) => !mailbox.fromEnvironment)}
        />
      )}
      {mailboxes.data?.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('mailboxes.empty')}
        </Text>
      )}
      {editing !== undefined && <MailboxFormModal mailbox={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
