import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { weekOf, WORK_STATUSES } from '@workspace/shared/common/work';
import type { TaskSummary } from '@workspace/shared/tasks/tasks.schemas';
import { taskList } from '../../../lib/lists';
import { SummaryCards } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { STATUS_COLORS } from '../../../components/work-badges';
import { useAppToday } from '../../../lib/app-today';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/** Cards per status, overdue and due this week; a click filters the list to that card. */
export function TaskSummaryCards({ list }: { list: ListState<typeof taskList> }) {
  const { t } = useTranslation();
  // The cards set status and overdue themselves, so their own figures ignore those two filters.
  const summary = useQuery(
    listSummaryQueryOptions<TaskSummary>(taskList, withoutParams(list.filterParams, ['status', 'overdue'])),
  );
  // The current week in the company's time zone, as the server counts "due this week".
  const week = weekOf(useAppToday());
  const { status, overdue, deadlineFrom, deadlineTo } = list.filters;
  const isWeek = deadlineFrom === week.from && deadlineTo === week.to;
  return (
    <SummaryCards
      cards={[
        {
          key: 'total',
          label: t('tasks.total'),
          value: summary.data?.total ?? '–',
          color: 'indigo',
          isActive: !status && !overdue && !isWeek,
          onClick: () =>
            list.setFilters({
              status: null,
              overdue: null,
              ...(isWeek ? { deadlineFrom: null, deadlineTo: null } : {}),
            }),
        },
        ...WORK_STATUSES.map((value) => ({
          key: value,
          label: t(`work.status.${value}`),
          value: summary.data?.byStatus[value] ?? 0,
          color: STATUS_COLORS[value],
          isActive: status === value,
          onClick: () => list.setFilter('status', status === value ? null : value),
        })),
        {
          key: 'overdue',
          label: t('tasks.overdue'),
          value: summary.data?.overdue ?? 0,
          color: 'red',
          isActive: overdue === 'true',
          onClick: () => list.setFilter('overdue', overdue === 'true' ? null : 'true'),
        },
        {
          key: 'dueThisWeek',
          label: t('tasks.dueThisWeek'),
          value: summary.data?.dueThisWeek ?? 0,
          color: 'violet',
          isActive: isWeek,
          onClick: () =>
            list.setFilters(
              isWeek ? { deadlineFrom: null, deadlineTo: null } : { deadlineFrom: week.from, deadlineTo: week.to },
            ),
        },
      ]}
    />
  );
}
