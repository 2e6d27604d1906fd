import { IconCalendarEvent, IconFlag, IconPlus, IconProgress, IconUserShare } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { TaskEventType } from '@workspace/shared/tasks/tasks.schemas';
import type { EventDescription } from '../../../components/conversation/conversation-panel';
import { formatDate } from '../../../lib/format';
import { taskKeys } from '../../../lib/query-keys';
import { placeholders, richText } from '../../../lib/rich-text';

/** The task's conversation: under /api/tasks/:id, cached with the tasks, so a status change refreshes it. */
export const taskConversation = taskKeys.all[0];

type TaskEvent = Extract<TimelineItem<TaskEventType>, { kind: 'event' }>;

const EVENT_LOOKS: Record<TaskEventType, { icon: typeof IconPlus; color: string }> = {
  created: { icon: IconPlus, color: 'gray' },
  status: { icon: IconProgress, color: 'blue' },
  priority: { icon: IconFlag, color: 'orange' },
  assignee: { icon: IconUserShare, color: 'grape' },
  deadline: { icon: IconCalendarEvent, color: 'cyan' },
};

/** The before/after of an event as a person reads them: translated statuses, local dates. */
function displayValue(type: TaskEventType, value: string | null, t: TFunction, locale: string): string {
  if (value === null) return '';
  if (type === 'status') return t(`work.status.${value}`, { defaultValue: value });
  if (type === 'priority') return t(`work.priority.${value}`, { defaultValue: value });
  if (type === 'deadline' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  return value;
}

function eventKey(item: TaskEvent): string {
  if (item.type === 'assignee' && item.before === null) return 'support.timeline.assigned';
  if (item.type === 'deadline' && item.before === null) return 'support.timeline.deadlineSet';
  return `support.timeline.${item.type}`;
}

/** A task event as the timeline tells it: "changed status from Pending to In progress". */
export function describeTaskEvent(item: TaskEvent, t: TFunction, locale: string): EventDescription {
  const { icon: Icon, color } = EVENT_LOOKS[item.type];
  const values = {
    before: displayValue(item.type, item.before, t, locale),
    after: displayValue(item.type, item.after, t, locale),
  };
  return {
    icon: <Icon size={14} />,
    color,
    action: richText(t(eventKey(item), placeholders('before', 'after')), values, { b: <strong /> }),
  };
}
