import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
} from '@workspace/shared/notifications/notification-preferences.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './notification-preferences.service';

/** Route options that let a request through without the anti-forgery header (plugins/csrf.ts). */
export const ONE_CLICK = { oneClick: true } as const;

/** Notification preferences (the caller's own) and the one-click unsubscribe of a mail's signed link. */
export async function notificationPreferencesRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/notification-preferences', tags: ['notifications'] })
    .read('', 'getNotificationPreferences', {
      description:
        "Answers the caller's notification preferences: per kind that can reach them, in-app and e-mail, and their e-mail rhythm " +
        "(at once, a daily digest, or never); their role's defaults where they made no choice. Any signed-in user, for their own only.",
      response: notificationPreferencesSchema,
      run: service.getNotificationPreferences,
    })
    .action('PUT', '', 'updateNotificationPreferences', {
      description:
        "Changes the caller's notification preferences in one transaction: the rhythm and/or the kinds given (each once); kinds left out " +
        'keep what they had. Answers them all, as GET does. Any signed-in user, for their own only.',
      body: notificationPreferencesUpdateSchema,
      response: notificationPreferencesSchema,
      run: (ctx, { body }) => service.updateNotificationPreferences(ctx, body),
    });

  // One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` as a form.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const tags = ['notifications'];
    oneClick.get(
      '/api/unsubscribe',
      {
        schema: {
          tags,
          operationId: 'describeUnsubscribe',
          description:
            "Answers what a mail's unsubscribe link turns off (its kind of notification), the language of its person, and whether that e-mail " +
            'is on now. Public: the signed link is the credential; a forged or altered one answers 404.',
          errors: [404],
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeInfoSchema },
        },
      },
      (request) => service.describeUnsubscribe(app.db, app.keyring, request.query.token),
    );
    oneClick.post(
      '/api/unsubscribe',
      {
        config: ONE_CLICK,
        schema: {
          tags,
          operationId: 'unsubscribe',
          description:
            "Turns off the e-mail of one kind of notification for the person a mail's signed link names (RFC 8058 one-click: a mail " +
            'client POSTs `List-Unsubscribe=One-Click`; the web page posts no body). Public and without the anti-forgery header: the signed ' +
            'link is the only credential, and no cookie or session is read. A forged or altered link answers 404.',
          errors: [404],
          querystring: unsubscribeQuerySchema,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          response: { 200: unsubscribeInfoSchema },
        },
      },
      (request) => service.unsubscribe(app.db, app.keyring, request.query.token, request.ip),
    );
  });
}
