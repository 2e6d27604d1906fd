import { useQuery } from '@tanstack/react-query';
import type { NotificationUnreadCount } from '@workspace/shared/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/notifications/unread-count: the bell's number; the live stream marks it stale on each change. */
export function useUnreadNotificationCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => api<NotificationUnreadCount>('GET', '/api/notifications/unread-count'),
    enabled,
  });
}
