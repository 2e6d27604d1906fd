import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketSummary } from '@workspace/shared/tickets/tickets.schemas';
import { TICKET_STATUSES } from '@workspace/shared/tickets/tickets.constants';
import { ticketList } from '../../../lib/lists';
import { SummaryCards, type SummaryCard } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { STATUS_COLORS } from '../../../components/work-badges';
import { listSummaryQueryOptions } from '../../../lib/list-api';

type Props = {
  list: ListState<typeof ticketList>;
  /** Those who assign tickets see how many unfinished ones nobody works on yet (the server counts it for them only). */
  hasUnassignedCard: boolean;
};

/** Total, one card per status, urgent unfinished and (for those who assign) unassigned unfinished; a click filters the list to that card. */
export function TicketSummaryCards({ list, hasUnassignedCard }: Props) {
  const { t } = useTranslation();
  // The status cards set the status themselves, so their figures ignore that filter; an inverted range is a 400, not worth a retry.
  const summary = useQuery({
    ...listSummaryQueryOptions<TicketSummary>(ticketList, withoutParams(list.filterParams, ['status'])),
    retry: false,
  });
  const figure = (value: number | null | undefined) => value ?? '–';
  const { status, priority, unassigned } = list.filters;
  const cards: SummaryCard[] = [
    {
      key: 'total',
      label: t('tickets.summary.total'),
      value: figure(summary.data?.total),
      color: 'indigo',
      isActive: !status,
      onClick: () => list.setFilter('status', null),
    },
    ...TICKET_STATUSES.map((value) => ({
      key: value,
      label: t(`work.status.${value}`),
      value: figure(summary.data?.byStatus[value] ?? (summary.data ? 0 : undefined)),
      color: STATUS_COLORS[value],
      isActive: status === value,
      onClick: () => list.setFilter('status', status === value ? null : value),
    })),
    {
      key: 'urgentOpen',
      label: t('tickets.summary.urgentOpen'),
      value: figure(summary.data?.urgentOpen),
      color: 'red',
      // The card counts unfinished ones only, and so does the list it opens.
      isActive: priority === 'urgent' && status === 'unfinished',
      onClick: () =>
        list.setFilters(
          priority === 'urgent' && status === 'unfinished'
            ? { priority: null, status: null }
            : { priority: 'urgent', status: 'unfinished' },
        ),
    },
  ];
  if (hasUnassignedCard) {
    const isActive = unassigned === 'true' && status === 'unfinished';
    cards.push({
      key: 'unassignedOpen',
      label: t('tickets.summary.unassignedOpen'),
      value: figure(summary.data?.unassignedOpen),
      color: 'grape',
      isActive,
      onClick: () =>
        list.setFilters(
          isActive
            ? { unassigned: null, status: null }
            : { unassigned: 'true', assigneeId: null, status: 'unfinished' },
        ),
    });
  }
  return <SummaryCards cards={cards} />;
}
