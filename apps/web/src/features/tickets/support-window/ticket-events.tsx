import { Anchor } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChecklist,
  IconFlag,
  IconLockOpen,
  IconMail,
  IconPlus,
  IconProgress,
  IconTag,
  IconUserShare,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { TicketEventType } from '@workspace/shared/tickets/tickets.constants';
import type { EventDescription } from '../../../components/conversation/conversation-panel';
import { formatDate } from '../../../lib/format';
import { ticketKeys } from '../../../lib/query-keys';
import { placeholders, richText } from '../../../lib/rich-text';

/** The ticket's conversation: under /api/tickets/:id, cached with the tickets, so any ticket change refreshes it. */
export const ticketConversation = ticketKeys.all[0];

export type TicketEvent = Extract<TimelineItem<TicketEventType>, { kind: 'event' }>;

const EVENT_LOOKS: Record<TicketEventType, { icon: typeof IconPlus; color: string }> = {
  created: { icon: IconPlus, color: 'gray' },
  status: { icon: IconProgress, color: 'blue' },
  priority: { icon: IconFlag, color: 'orange' },
  assignee: { icon: IconUserShare, color: 'grape' },
  deadline: { icon: IconCalendarEvent, color: 'cyan' },
  category: { icon: IconTag, color: 'teal' },
  task: { icon: IconChecklist, color: 'violet' },
  reopened: { icon: IconLockOpen, color: 'green' },
  email: { icon: IconMail, color: 'indigo' },
};

/** A task's support window. */
export const taskWindowPath = (taskId: number | string) => `/support-window/${taskId}/task`;

/** The before/after of an event as a person reads them: translated statuses and priorities, local dates. */
function displayValue(type: TicketEventType, value: string | null, t: TFunction, locale: string): string {
  if (value === null) return '';
  if (type === 'status') return t(`work.status.${value}`, { defaultValue: value });
  if (type === 'priority') return t(`ticketValues.priority.${value}`, { defaultValue: value });
  if (type === 'deadline' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  return value;
}

function eventKey(item: TicketEvent, linksTasks: boolean): string {
  const key = (name: string) => `ticketWindow.timeline.${name}`;
  if (item.type === 'assignee' && item.before === null) return key('assigned');
  if (item.type === 'assignee' && item.after === null) return key('unassigned');
  if (item.type === 'deadline' && item.before === null) return key('deadlineSet');
  if (item.type === 'deadline' && item.after === null) return key('deadlineCleared');
  if (item.type === 'category' && item.before === null) return key('categorySet');
  if (item.type === 'task' && linksTasks && item.after !== null && /^\d+$/.test(item.after)) return key('taskLink');
  return key(item.type);
}

/**
 * How the ticket timeline tells its events: "changed priority from Low to Urgent". `linksTasks`:
 * a task made from the ticket links to its support window (staff; customers have none to open).
 */
export function ticketEventDescriber(linksTasks: boolean) {
  return (item: TicketEvent, t: TFunction, locale: string): EventDescription => {
    const { icon: Icon, color } = EVENT_LOOKS[item.type] ?? EVENT_LOOKS.created;
    const values = {
      before: displayValue(item.type, item.before, t, locale),
      after: displayValue(item.type, item.after, t, locale),
    };
    const components = {
      b: <strong />,
      task: <Anchor component={Link} to={taskWindowPath(item.after ?? '')} fw={600} inherit />,
    };
    return {
      icon: <Icon size={14} />,
      color,
      action: richText(t(eventKey(item, linksTasks), placeholders('before', 'after')), values, components),
    };
  };
}
