import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginRecordSummary } from '@workspace/shared/insight/login-records.schemas';
import { loginRecordList } from '../../../lib/lists';
import { SummaryCards } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/** Total, successful and failed attempts (a click filters the list to them); the distinct accounts and IPs of the rows shown. */
export function LoginSummaryCards({ list }: { list: ListState<typeof loginRecordList> }) {
  const { t } = useTranslation();
  // The status cards set the status themselves, so their figures ignore that filter; an inverted range is a 400, not worth a retry.
  const summary = useQuery({
    ...listSummaryQueryOptions<LoginRecordSummary>(loginRecordList, withoutParams(list.filterParams, ['status'])),
    retry: false,
  });
  const { status } = list.filters;
  // Accounts and IPs are counted among the rows the list shows, the status included.
  const shown = useQuery({
    ...listSummaryQueryOptions<LoginRecordSummary>(loginRecordList, list.filterParams),
    retry: false,
    enabled: status !== undefined,
  });
  const distinct = status === undefined ? summary.data : shown.data;
  const figure = (value: number | undefined) => value ?? '–';
  return (
    <SummaryCards
      cards={[
        {
          key: 'total',
          label: t('loginRecords.summary.total'),
          value: figure(summary.data?.total),
          color: 'indigo',
          isActive: !status,
          onClick: () => list.setFilter('status', null),
        },
        {
          key: 'success',
          label: t('loginRecords.summary.success'),
          value: figure(summary.data?.success),
          color: 'teal',
          isActive: status === 'success',
          onClick: () => list.setFilter('status', status === 'success' ? null : 'success'),
        },
        {
          key: 'failed',
          label: t('loginRecords.summary.failed'),
          value: figure(summary.data?.failed),
          color: 'red',
          isActive: status === 'failed',
          onClick: () => list.setFilter('status', status === 'failed' ? null : 'failed'),
        },
        {
          key: 'accounts',
          label: t('loginRecords.summary.accounts'),
          value: figure(distinct?.accounts),
          color: 'gray',
        },
        { key: 'ips', label: t('loginRecords.summary.ips'), value: figure(distinct?.ips), color: 'gray' },
      ]}
    />
  );
}
