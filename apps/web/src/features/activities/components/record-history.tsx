import { Alert, Anchor, Center, Drawer, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityList } from '../../../lib/lists';
import { listQueryOptions } from '../../../lib/list-api';
import { recordPath } from '../../../lib/record-links';
import { ActivityChanges } from './activity-changes';
import { useActivityText } from './activity-text';
import { ActivityTime } from './activity-time';

export type HistoryRecord = { entityType: string; entityId: number };

const PAGE_SIZE = 20;

type Props = {
  /** The record whose history is open; null keeps the drawer closed. */
  record: HistoryRecord | null;
  onClose: () => void;
};

/** One record's audit history, newest first, in a drawer beside the list. */
export function RecordHistory({ record, onClose }: Props) {
  const { t } = useTranslation();
  const { recordLabel } = useActivityText();
  return (
    <Drawer
      opened={record !== null}
      onClose={onClose}
      position="right"
      size="min(34rem, 100%)"
      title={record ? t('activities.history.title', { record: recordLabel(record) }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Keyed by the record, so another record starts at its first page. */}
      {record && <HistoryEntries key={`${record.entityType}:${record.entityId}`} record={record} />}
    </Drawer>
  );
}

function HistoryEntries({ record }: { record: HistoryRecord }) {
  const { t } = useTranslation();
  const { actionLabel, actorName } = useActivityText();
  const [page, setPage] = useState(1);
  const history = useQuery(
    listQueryOptions(activityList, {
      entityType: record.entityType,
      entityId: record.entityId,
      sort: 'createdAt',
      order: 'desc',
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  if (history.error) return <Alert color="red" title={history.error.message} />;
  if (!history.data) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const rows = history.data.data;
  const total = history.data.meta.total;
  // The newest row tells whether the record still exists (a delete leaves no screen to open).
  const path = page === 1 && rows[0] ? recordPath(rows[0]) : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('common.total', { count: total })}
        </Text>
        {path && (
          <Anchor component={Link} to={path} size="sm">
            {t('activities.history.openRecord')}
          </Anchor>
        )}
      </Group>
      {rows.length === 0 && <Text c="dimmed">{t('common.empty')}</Text>}
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('activities.history.entries')}
      >
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" gap="xs" mb={4} wrap="wrap">
              <div>
                <Text size="sm" fw={600} title={row.action}>
                  {actionLabel(row.action)}
                </Text>
                <Text size="xs" c="dimmed">
                  {actorName(row)}
                  {row.ip ? ` · ${row.ip}` : ''}
                </Text>
              </div>
              <ActivityTime iso={row.createdAt} />
            </Group>
            <ActivityChanges row={row} isExpanded />
          </Paper>
        ))}
      </Stack>
      {total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('list.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('list.nextPage') }
                : {}
          }
        />
      )}
    </Stack>
  );
}
