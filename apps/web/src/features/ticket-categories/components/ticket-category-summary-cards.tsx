import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketCategorySummary } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketCategoryList } from '../../../lib/lists';
import { SummaryCards } from '../../../components/summary-cards';
import type { ListState } from '../../../components/use-list-state';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/** How many categories the search finds, in use or not, and the open tickets (neither completed nor cancelled) filed under them. */
export function TicketCategorySummaryCards({ list }: { list: ListState<typeof ticketCategoryList> }) {
  const { t } = useTranslation();
  const summary = useQuery({ ...listSummaryQueryOptions<TicketCategorySummary>(ticketCategoryList, list.filterParams), retry: false });
  const figure = (value: number | undefined) => value ?? '–';
  return (
    <SummaryCards
      cards={[
        { key: 'total', label: t('ticketCategories.summary.total'), value: figure(summary.data?.total), color: 'indigo' },
        { key: 'inUse', label: t('ticketCategories.summary.inUse'), value: figure(summary.data?.inUse), color: 'teal' },
        { key: 'unused', label: t('ticketCategories.summary.unused'), value: figure(summary.data?.unused), color: 'gray' },
        { key: 'openTickets', label: t('ticketCategories.summary.openTickets'), value: figure(summary.data?.openTickets), color: 'orange' },
      ]}
    />
  );
}
