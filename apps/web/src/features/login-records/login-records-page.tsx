import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRecordSummary } from '@workspace/shared/insight/login-records.schemas';
import { loginRecordColumns as columnSpec } from '@workspace/shared/columns/login-records';
import { loginRecordList } from '../../lib/lists';
import { DataTable } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { tableBindings, useListState, type ListState } from '../../components/use-list-state';
import { ApiError } from '../../lib/api-client';
import { useAppTimeZone } from '../../lib/app-today';
import { formatTimeZone } from '../../lib/format';
import { listQueryOptions, listSummaryQueryOptions } from '../../lib/list-api';
import { LoginRecordFilters } from './components/login-record-filters';
import { useLoginRecordColumns } from './components/login-record-columns';
import { formatLoginTime } from './components/login-time';
import { LoginSummaryCards } from './components/login-summary-cards';

/** /users-login (master): every sign-in attempt, where it came from, and the failed ones that came in bursts. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useListState(loginRecordList);
  // An inverted date range is a 400, not worth a retry.
  const records = useQuery({ ...listQueryOptions(loginRecordList, list.listParams), retry: false });
  const listError = records.error instanceof ApiError ? records.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  // The company's time zone comes with the summary (the cards read the same query); until then the one the session learnt.
  const summary = useQuery({
    ...listSummaryQueryOptions<LoginRecordSummary>(loginRecordList, list.filterParams),
    retry: false,
  });
  const sessionTimeZone = useAppTimeZone();
  const timeZone = summary.data?.timeZone ?? sessionTimeZone;
  const columns = useLoginRecordColumns(timeZone);
  return (
    <>
      <PageHeader title={t('screens.usersLogin')} />
      <LoginSummaryCards list={list} />
      <ListToolbar
        list={list}
        exportOf={loginRecordList}
        filters={<LoginRecordFilters list={list} errors={filterErrors} />}
      />
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      <Text size="xs" c="dimmed" mb="xs">
        {t('loginRecords.timeZoneNote', { timeZone: formatTimeZone(timeZone, i18n.language) })}
      </Text>
      <TimeSpan list={list} timeZone={timeZone} />
      <DataTable
        columnsOf={columnSpec}
        label={t('loginRecords.listLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...tableBindings(list, records)}
        rows={listError ? [] : records.data?.data}
        total={listError ? 0 : (records.data?.meta.total ?? 0)}
      />
      {/* The DB-IP Lite licence (CC BY 4.0) asks for this attribution wherever its locations are shown; it is a name, so it is not translated. */}
      <Text size="xs" c="dimmed" mt="md">
        <Anchor href="https://db-ip.com" target="_blank" rel="noopener" size="xs">
          IP Geolocation by DB-IP
        </Anchor>
      </Text>
    </>
  );
}

/**
 * A span to the instant (`since`, `until`: the dashboard's "last 24 hours" opens the list with
 * them), which the day filters cannot show: said above the table, with a way back to every time.
 */
function TimeSpan({ list, timeZone }: { list: ListState<typeof loginRecordList>; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { since, until } = list.filters;
  if (!since && !until) return null;
  // A hand-edited address may hold no instant: shown as written (the list answers 400 and says why).
  const at = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : formatLoginTime(iso, i18n.language, timeZone));
  const text =
    since && until
      ? t('loginRecords.span.between', { since: at(since), until: at(until) })
      : since
        ? t('loginRecords.span.since', { since: at(since) })
        : t('loginRecords.span.until', { until: at(until!) });
  return (
    <Group gap="xs" mb="xs">
      <Text size="sm" fw={500}>
        {text}
      </Text>
      <Button size="compact-xs" variant="default" onClick={() => list.setFilters({ since: null, until: null })}>
        {t('loginRecords.span.clear')}
      </Button>
    </Group>
  );
}
