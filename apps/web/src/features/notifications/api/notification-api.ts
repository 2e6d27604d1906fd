import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { notificationKeys } from '../../../lib/query-keys';

/** PATCH /api/notifications/:id/read; the lists and the count refresh. */
export function useMarkNotificationRead() {
  return useInvalidatingMutation(
    (id: number) => api<{ notification: Notification }>('PATCH', `/api/notifications/${id}/read`, {}),
    [notificationKeys.all],
  );
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  return useInvalidatingMutation(
    () => api<{ marked: number }>('POST', '/api/notifications/read-all'),
    [notificationKeys.all],
  );
}
