import { z } from 'zod';
import { defineList } from '../common/list.schemas';
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECT_KINDS, notificationListShape } from './notifications.constants';

export const notificationFactsSchema = z.object({
  title: z.string().optional(),
  status: z.string().optional(),
  country: z.string().optional(),
  internal: z.boolean().optional(),
  count: z.number().int().optional(),
});

/**
 * One notification of the caller: what happened (`kind`), to what (`subject`), who did it (`actor`,
 * null when the system did), the facts it shows, and when it was read (null: unread).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.object({ kind: z.enum(NOTIFICATION_SUBJECT_KINDS), id: z.number().int() }),
  actor: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).nullable(),
  facts: notificationFactsSchema,
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationList = defineList(notificationListShape, {
  item: notificationSchema,
  filters: {
    unread: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
});

/** `GET /api/notifications/unread-count`. */
export const notificationUnreadCountSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/** `PATCH /api/notifications/:id/read`: takes no fields. */
export const notificationReadSchema = z.strictObject({});
export const notificationResponseSchema = z.object({ notification: notificationSchema });

/** `POST /api/notifications/read-all`: how many were marked read. */
export const notificationReadAllSchema = z.object({ marked: z.number().int() });
