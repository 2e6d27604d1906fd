import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketPriority,
} from '@workspace/shared/tickets/tickets.constants';
import { STATUS_COLORS } from '../../../components/work-badges';

/** Ticket priorities in ascending urgency; "urgent" is the one in red. */
export const TICKET_PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'teal',
  medium: 'yellow',
  high: 'orange',
  urgent: 'red',
};

/** A ticket's priority; urgent is filled red so it stands out in a long list. */
export function TicketPriorityBadge({ priority, ...props }: { priority: TicketPriority } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={TICKET_PRIORITY_COLORS[priority]} variant={priority === 'urgent' ? 'filled' : 'dot'} {...props}>
      {t(`ticketValues.priority.${priority}`)}
    </Badge>
  );
}

/** Statuses (the work statuses, same colours), priorities, departments and types as select options in the user's language. */
export function useTicketOptions() {
  const { t } = useTranslation();
  return {
    statusOptions: TICKET_STATUSES.map((value) => ({
      value,
      label: t(`work.status.${value}`),
      color: STATUS_COLORS[value],
    })),
    priorityOptions: TICKET_PRIORITIES.map((value) => ({ value, label: t(`ticketValues.priority.${value}`) })),
    departmentOptions: TICKET_DEPARTMENTS.map((value) => ({ value, label: t(`ticketValues.department.${value}`) })),
    typeOptions: TICKET_TYPES.map((value) => ({ value, label: t(`ticketValues.type.${value}`) })),
  };
}
