import type { TicketCategorySummary } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketCategoryList } from '../../lib/lists';
import { ticketCategoryKeys, ticketKeys } from '../../lib/query-keys';
import { categoryPage, figure } from './category-page';

/** /ticket-category (master): the categories tickets are filed under. */
export const Component = categoryPage({
  list: ticketCategoryList,
  title: 'screens.ticketCategory',
  texts: 'ticketCategories',
  count: { key: 'ticketCount', title: 'ticketCategories.fields.tickets' },
  createdAt: true,
  // The selectors read the lookup (under the categories' own key).
  keys: { own: ticketCategoryKeys.all, filed: ticketKeys.all },
  /** How many categories the search finds, in use or not, and the open tickets (neither completed nor cancelled) filed under them. */
  cards: (data: TicketCategorySummary | undefined, t) => [
    { key: 'total', label: t('ticketCategories.summary.total'), value: figure(data?.total), color: 'indigo' },
    { key: 'inUse', label: t('ticketCategories.summary.inUse'), value: figure(data?.inUse), color: 'teal' },
    { key: 'unused', label: t('ticketCategories.summary.unused'), value: figure(data?.unused), color: 'gray' },
    {
      key: 'openTickets',
      label: t('ticketCategories.summary.openTickets'),
      value: figure(data?.openTickets),
      color: 'orange',
    },
  ],
});
