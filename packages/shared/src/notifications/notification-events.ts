/*
 * Live notifications on the one event stream of a tab (GET /api/events). Written without zod, like
 * ticket-events.ts: the signed-in shell reads this stream and carries no schema library for it.
 */

/** What happened to one of the caller's notifications: a new one (`created`), or read (`read`, another tab). */
export const NOTIFICATION_LIVE_CHANGES = ['created', 'read'] as const;
export type NotificationLiveChange = (typeof NOTIFICATION_LIVE_CHANGES)[number];

/** The `data` of one `notification` event: which notification and what happened. Fetch the rest. */
export type NotificationLiveEvent = { notificationId: number; change: NotificationLiveChange };

/** `value` as a notification event (only its two fields kept), or null when it is not one. */
export function readNotificationLiveEvent(value: unknown): NotificationLiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { notificationId, change } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(notificationId)) return null;
  if (!(NOTIFICATION_LIVE_CHANGES as readonly unknown[]).includes(change)) return null;
  return { notificationId: notificationId as number, change: change as NotificationLiveChange };
}
