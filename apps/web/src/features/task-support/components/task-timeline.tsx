import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconFlag, IconMessage, IconPlus, IconProgress, IconUserShare } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { TaskEventType, TimelineItem } from '@workspace/shared/tasks/tasks.schemas';
import { AttachmentList } from '../../../components/attachment-list';
import { Timeline, type TimelineEntry } from '../../../components/timeline';
import { formatDay, personName } from '../format';

type EventItem = Extract<TimelineItem, { kind: 'event' }>;

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
  if (type === 'deadline' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, locale);
  return value;
}

function eventKey(item: EventItem): string {
  if (item.type === 'assignee' && item.before === null) return 'support.timeline.assigned';
  if (item.type === 'deadline' && item.before === null) return 'support.timeline.deadlineSet';
  return `support.timeline.${item.type}`;
}

/** A task's events and comments as timeline entries, in the order the server gave them. */
export function TaskTimeline({ taskId, items }: { taskId: number; items: readonly TimelineItem[] }) {
  const { t, i18n } = useTranslation();
  const entries: TimelineEntry[] = items.map((item) => {
    const actor = item.actor ? personName(item.actor) : t('support.system');
    if (item.kind === 'comment') {
      return {
        key: `comment-${item.id}`,
        icon: <IconMessage size={14} />,
        color: 'indigo',
        actor,
        action: t('support.timeline.commented'),
        at: item.createdAt,
        content: (
          <Stack gap={6}>
            {item.body && <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Text>}
            <AttachmentList attachments={item.attachments} hrefFor={(file) => `/api/tasks/${taskId}/attachments/${file.id}`} />
          </Stack>
        ),
      };
    }
    const look = EVENT_LOOKS[item.type];
    const Icon = look.icon;
    return {
      key: `event-${item.id}`,
      icon: <Icon size={14} />,
      color: look.color,
      actor,
      action: (
        <Trans
          i18nKey={eventKey(item)}
          values={{
            before: displayValue(item.type, item.before, t, i18n.language),
            after: displayValue(item.type, item.after, t, i18n.language),
          }}
          components={{ b: <strong /> }}
        />
      ),
      at: item.createdAt,
    };
  });
  return <Timeline entries={entries} label={t('support.timeline.title')} />;
}
