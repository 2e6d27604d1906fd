import { Anchor, Box, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import { listQueryOptions } from '../../../lib/list-api';
import { notificationList } from '../../../lib/lists';
import { formatDateTime, formatRelativeTime } from '../../../lib/relative-time';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/notification-api';
import { notificationLink, notificationText } from './notification-text';
import './notification-texts';

/**
 * The caller's newest notifications: what happened, who did it, when, each a link to its record
 * (following it marks it read); one can be marked read on its own, or all at once. The bell's panel
 * and the /notifications page both show it.
 */
export function NotificationList({
  pageSize,
  unreadOnly = false,
  onNavigate,
  onShowMore,
}: {
  pageSize: number;
  unreadOnly?: boolean;
  /** A link was followed (the panel closes). */
  onNavigate?: () => void;
  /** Offered when more match than are shown. */
  onShowMore?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const params = { page: 1, pageSize, ...(unreadOnly ? { unread: 'true' as const } : {}) };
  const { data, isPending, isError } = useQuery(listQueryOptions(notificationList, params));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const rows = data?.data ?? [];
  const hasUnread = rows.some((row) => row.readAt === null);
  const hasMore = data !== undefined && (data.meta.totalIsAtLeast === true || data.meta.total > rows.length);

  const item = (notification: Notification) => {
    const unread = notification.readAt === null;
    const text = notificationText(notification, t, i18n.language);
    return (
      <Box
        component="li"
        key={notification.id}
        px="sm"
        py="xs"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          // An unread one is marked by a bar at its start, its words in bold, and "Unread:" for screen readers.
          borderInlineStart: `3px solid ${unread ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
        }}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={notificationLink(notification)}
              size="sm"
              fw={unread ? 600 : 400}
              c="var(--mantine-color-text)"
              onClick={() => {
                if (unread) markRead.mutate(notification.id);
                onNavigate?.();
              }}
            >
              {unread && <VisuallyHidden>{t('notifications.unreadMark')} </VisuallyHidden>}
              {text}
            </Anchor>
            <Text size="xs" c="dimmed">
              <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, i18n.language)}>
                {formatRelativeTime(notification.createdAt, i18n.language)}
              </time>
            </Text>
          </Box>
          {unread && (
            <Button
              variant="default"
              size="compact-xs"
              style={{ flexShrink: 0 }}
              onClick={() => markRead.mutate(notification.id)}
              aria-label={t('notifications.markReadOf', { text })}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </Group>
      </Box>
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('notifications.loading')} />
        </Group>
      ) : isError ? (
        <Text size="sm" c="red" p="sm" role="alert">
          {t('notifications.failed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" p="sm" ta="center">
          {unreadOnly ? t('notifications.noneUnread') : t('notifications.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
          {rows.map(item)}
        </Stack>
      )}
      {onShowMore && hasMore && (
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={onShowMore}>
            {t('notifications.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
