import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '@workspace/shared/tickets/tickets.schemas';
import type { Column } from '../../../components/data-table';
import { StatusBadge } from '../../../components/work-badges';
import { formatDate, personName } from '../../../lib/format';
import { formatDateTime, formatRelativeTime } from '../../../lib/relative-time';
import { TicketPriorityBadge } from './ticket-badges';

export const ticketWindowPath = (ticket: Pick<Ticket, 'id'>) => `/support-window/${ticket.id}/ticket`;

/** Two weeks: newer tickets read as "3 days ago", older ones as their date. */
const RELATIVE_FOR_MS = 14 * 24 * 3600 * 1000;

type Options = {
  /** Customers see only their own tickets: who raised them and who works on them are not theirs to read here. */
  hasPeopleColumns: boolean;
};

/** The ticket table's columns; every key is a sort field of the ticket list. */
export function useTicketColumns({ hasPeopleColumns }: Options): Column<Ticket>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = (
    <Text span size="sm" c="dimmed">
      –
    </Text>
  );
  const columns: Column<Ticket>[] = [
    { key: 'id', title: t('tickets.fields.id'), sortable: true, render: (ticket) => `#${ticket.id}` },
    {
      key: 'subject',
      title: t('tickets.fields.subject'),
      sortable: true,
      wrap: true,
      minWidth: 200,
      render: (ticket) => (
        <Anchor component={Link} to={ticketWindowPath(ticket)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Anchor>
      ),
    },
    {
      key: 'status',
      title: t('tickets.fields.status'),
      sortable: true,
      render: (ticket) => <StatusBadge status={ticket.status} />,
    },
    {
      key: 'priority',
      title: t('tickets.fields.priority'),
      sortable: true,
      render: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
    },
    {
      key: 'category',
      title: t('tickets.fields.category'),
      sortable: true,
      wrap: true,
      render: (ticket) => ticket.category?.name ?? none,
    },
    {
      key: 'assignee',
      title: t('tickets.fields.assignee'),
      sortable: true,
      render: (ticket) =>
        ticket.assignee ? (
          personName(ticket.assignee)
        ) : (
          <Text span size="sm" c="dimmed">
            {t('tickets.unassigned')}
          </Text>
        ),
    },
    {
      key: 'createdBy',
      title: t('tickets.fields.createdBy'),
      sortable: true,
      render: (ticket) => (ticket.createdBy ? personName(ticket.createdBy) : none),
    },
    {
      key: 'deadline',
      title: t('tickets.fields.deadline'),
      sortable: true,
      render: (ticket) => {
        if (!ticket.deadline) return none;
        if (!ticket.isOverdue) return formatDate(ticket.deadline, locale);
        return (
          <Stack gap={2} align="flex-start">
            <Text size="sm" c="var(--ws-danger-text)" fw={600}>
              {formatDate(ticket.deadline, locale)}
            </Text>
            <Badge color="red" size="xs" variant="filled">
              {t('tickets.overdue')}
            </Badge>
          </Stack>
        );
      },
    },
    {
      key: 'createdAt',
      title: t('tickets.fields.createdAt'),
      sortable: true,
      render: (ticket) => {
        const exact = formatDateTime(ticket.createdAt, locale);
        const isRecent = Date.now() - new Date(ticket.createdAt).getTime() < RELATIVE_FOR_MS;
        return (
          <Text component="time" size="sm" dateTime={ticket.createdAt} title={exact}>
            {isRecent ? formatRelativeTime(ticket.createdAt, locale) : formatDate(ticket.createdAt, locale)}
          </Text>
        );
      },
    },
  ];
  return hasPeopleColumns
    ? columns
    : columns.filter((column) => column.key !== 'assignee' && column.key !== 'createdBy');
}
