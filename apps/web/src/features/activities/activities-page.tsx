import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityColumns as columnSpec } from '@workspace/shared/columns/activities';
import { activityList } from '../../lib/lists';
import { DataTable } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { tableBindings, useListState, type ListState } from '../../components/use-list-state';
import { ApiError } from '../../lib/api-client';
import { listQueryOptions } from '../../lib/list-api';
import { useActivityColumns } from './components/activity-columns';
import { ActivityFilters } from './components/activity-filters';
import { useActivityText } from './components/activity-text';
import { lazyComponent } from '../../components/lazy-component';
import type { HistoryRecord } from './components/record-history';

/* A record's history drawer comes with its first opening: Mantine's Drawer brings its ScrollArea and floating-ui. */
const RecordHistory = lazyComponent(
  () => import('./components/record-history').then((module) => module.RecordHistory),
  () => null,
);

/** /users-activity (master): the audit trail, searchable and filtered; a row's record opens its whole history. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(activityList);
  // An inverted date range is a 400, not worth a retry.
  const activities = useQuery({ ...listQueryOptions(activityList, list.listParams), retry: false });
  const listError = activities.error instanceof ApiError ? activities.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  // Kept once opened, so the drawer closes with its animation.
  const [wasOpened, setWasOpened] = useState(false);
  const columns = useActivityColumns((row) => {
    if (row.entityId === null) return;
    setHistory({ entityType: row.entityType, entityId: row.entityId });
    setWasOpened(true);
  });
  return (
    <>
      <PageHeader title={t('screens.usersActivity')} />
      <OneRecordNotice list={list} />
      <ListToolbar
        list={list}
        exportOf={activityList}
        filters={<ActivityFilters list={list} errors={filterErrors} />}
      />
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      <DataTable
        columnsOf={columnSpec}
        label={t('activities.listLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...tableBindings(list, activities)}
        rows={listError ? [] : activities.data?.data}
        total={listError ? 0 : (activities.data?.meta.total ?? 0)}
      />
      {wasOpened && <RecordHistory record={history} onClose={() => setHistory(null)} />}
    </>
  );
}

/* A link from elsewhere may narrow the trail to one record (?entityType=task&entityId=12): say so, and offer the way back. */
function OneRecordNotice({ list }: { list: ListState<typeof activityList> }) {
  const { t } = useTranslation();
  const { recordLabel } = useActivityText();
  const { entityType, entityId } = list.filters;
  if (!entityId) return null;
  const id = Number(entityId);
  const label = entityType && Number.isInteger(id) ? recordLabel({ entityType, entityId: id }) : `#${entityId}`;
  return (
    <Paper withBorder p="xs" px="sm" mb="sm" radius="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{t('activities.oneRecord', { record: label })}</Text>
        <Button size="xs" variant="default" onClick={() => list.setFilters({ entityType: null, entityId: null })}>
          {t('activities.allRecords')}
        </Button>
      </Group>
    </Paper>
  );
}
