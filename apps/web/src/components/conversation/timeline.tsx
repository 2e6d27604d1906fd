import { Box, Group, Text, Timeline as MantineTimeline, type MantineColor } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';
import { useHint } from '../hover-tip';

export type TimelineEntry = {
  /** Unique within the list (an event and a comment may share a numeric id). */
  key: string;
  icon: ReactNode;
  color?: MantineColor;
  /** Who did it, already a display name. */
  actor: string;
  /** What they did, read after the actor: "changed status from Pending to In progress". */
  action?: ReactNode;
  /** When, as an ISO timestamp. */
  at: string;
  /** Body under the line: a comment's text, its attachments. */
  content?: ReactNode;
};

/** Re-renders every `intervalMs` so "5 minutes ago" does not go stale on an open page. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "5 minutes ago", with the date and time in a tooltip. */
function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const { i18n } = useTranslation();
  const hint = useHint();
  return (
    <Text
      component="time"
      dateTime={iso}
      size="xs"
      c="dimmed"
      style={{ whiteSpace: 'nowrap' }}
      {...hint(formatDateTime(iso, i18n.language), { withArrow: true })}
    >
      {formatRelativeTime(iso, i18n.language, now)}
    </Text>
  );
}

/** A vertical timeline of who did what and when, oldest first, as the caller orders it. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('attachments.timeline.empty')}
      </Text>
    );
  return (
    // Every entry has happened, so all are "active": that is what gives bullets their colour.
    <MantineTimeline active={entries.length - 1} bulletSize={28} lineWidth={2} role="list" aria-label={label}>
      {entries.map((entry) => (
        <MantineTimeline.Item
          key={entry.key}
          role="listitem"
          bullet={entry.icon}
          color={entry.color}
          title={
            <Group gap={6} wrap="wrap" align="baseline">
              <Text size="sm" span>
                <Text span fw={600}>
                  {entry.actor}
                </Text>{' '}
                {entry.action}
              </Text>
              <Text size="xs" c="dimmed" span aria-hidden>
                ·
              </Text>
              <RelativeTime iso={entry.at} now={now} />
            </Group>
          }
        >
          {entry.content && <Box mt={6}>{entry.content}</Box>}
        </MantineTimeline.Item>
      ))}
    </MantineTimeline>
  );
}
