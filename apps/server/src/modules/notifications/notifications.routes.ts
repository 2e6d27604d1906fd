import type { FastifyInstance } from 'fastify';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import {
  notificationList,
  notificationReadAllSchema,
  notificationReadSchema,
  notificationResponseSchema,
  notificationUnreadCountSchema,
} from '@workspace/shared/notifications/notifications.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './notifications.service';

/** The notification centre: every route reads or marks the caller's own notifications only. */
export async function notificationsRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/notifications',
    tags: ['notifications'],
    one: 'Notification',
    many: 'Notifications',
    record: 'notification',
  })
    .list(notificationList, {
      list: {
        description:
          "Answers one page of the caller's own notifications, newest first; `unread=true` keeps the unread ones. Any signed-in user, for their own only.",
        run: service.listNotifications,
      },
    })
    .read('/unread-count', 'countUnreadNotifications', {
      description: "Answers how many of the caller's notifications are unread (the bell's count). Any signed-in user.",
      response: notificationUnreadCountSchema,
      run: service.countUnread,
    })
    .set('read', {
      operationId: 'markNotificationRead',
      description:
        "Marks one of the caller's notifications read (a second time changes nothing). Any signed-in user; another person's notification answers 404.",
      body: notificationReadSchema,
      response: notificationResponseSchema,
      run: (ctx, id) => service.markNotificationRead(ctx, id),
    })
    .action('POST', '/read-all', 'markAllNotificationsRead', {
      description: 'Marks every unread notification of the caller read; answers how many. Any signed-in user.',
      querystring: noQuerySchema,
      response: notificationReadAllSchema,
      run: (ctx) => service.markAllNotificationsRead(ctx),
    });
}
