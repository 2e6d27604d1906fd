import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_COMMENT } from '@workspace/shared/common/limits';
import type { z } from 'zod';
import type { Config } from './config';
import { keyringFromEnvironment } from './lib/app-key';
import type { Keyring } from './lib/secret-box';
import type { Database, Db } from './db/client';
import { RequestValidationError } from './lib/errors';
import { responseSerializerCompiler } from './lib/response-serializer';
import { liveBusFor, type LiveBus } from './lib/live-events';
import { serializeError } from './lib/safe-error';
import { serializeRequest } from './lib/request-log';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { webStaticPlugin } from './plugins/web-static';
import { authRoutes } from './modules/auth/auth.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { healthRoutes } from './modules/health/health.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { conversationRoutes } from './modules/conversation/conversation.routes';
import { taskConversation } from './modules/tasks/tasks.conversation';
import { ticketConversation } from './modules/tickets/tickets.conversation';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { usersRoutes } from './modules/users/users.routes';
import { expenseCategoriesRoutes, ticketCategoriesRoutes } from './modules/categories/categories.routes';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { cannedRepliesRoutes } from './modules/canned-replies/canned-replies.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { searchRoutes } from './modules/search/search.routes';
import { loginRecordsRoutes } from './modules/login-records/login-records.routes';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes';
import { useNotificationMailSettings } from './lib/mail/notification-mail-settings';
import { eventsRoutes } from './modules/events/events.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { sharedDataRoutes } from './modules/shared-data/shared-data.routes';
import { outgoingMailRoutes } from './modules/outgoing-mail/outgoing-mail.routes';
import { mailboxesRoutes } from './modules/mail-intake/mailboxes.routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    live: LiveBus;
    /** Seals and opens stored secrets (shared passwords, two-factor secrets). */
    keyring: Keyring;
  }
}

export type BuildAppOptions = {
  database: Database;
  config: Config;
  /** The sealing keys; without it `APP_KEY` must be set (the server's start loads it with `loadKeyring`). */
  keyring?: Keyring;
  /** Directory of the built web app; served with an index.html fallback for client routes. */
  webDist?: string;
  logger?: boolean;
  /** Where log lines go (stdout when absent); tests read them from memory. */
  logStream?: NodeJS.WritableStream;
  /** Writes every answer with zod too and fails it when the compiled writer's differs (lib/response-serializer.ts); for tests. */
  checkResponses?: boolean;
};

/** The HTTP application: plugins in order (errors, security, auth), then the feature modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, written when it is answered (below), with what Fastify's own pair (one
    // on arrival, one on answer) held: half the log's size. At `info` that line is still about a
    // quarter of GET /api/me's CPU (20 of 75 µs); `LOG_LEVEL=warn` leaves it out. (Through a log
    // controller: Fastify 5.12 warns at start about the top-level `disableRequestLogging`.)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Refusals Fastify makes before routing (a broken %-escape, an over-long path segment) get the usual error shape.
    frameworkErrors: (error, request, reply) => void answerFrameworkError(error, request, reply),
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('keyring', options.keyring ?? keyringFromEnvironment(config));
  // A notification's mail links to APP_URL and carries an unsubscribe link signed with the app key.
  useNotificationMailSettings(database.db, { appUrl: config.APP_URL, keyring: app.keyring });
  if (database.pool) {
    const onConnectionLost = (error: Error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool opens another for the next query');
    database.pool.on('error', onConnectionLost);
    app.addHook('onClose', async () => {
      database.pool?.off('error', onConnectionLost);
    });
  }
  const live = await liveBusFor(database, app.log);
  app.decorate('live', live);
  app.addHook('onClose', () => live.close());

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });

  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  });
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: options.checkResponses ?? false }));

  const hasWeb = options.webDist !== undefined && fs.existsSync(path.join(options.webDist, 'index.html'));
  await app.register(errorsPlugin, { spaIndex: hasWeb });
  await app.register(securityHeadersPlugin);
  if (config.CORS_ORIGIN) {
    await app.register(cors, { origin: config.CORS_ORIGIN.split(','), credentials: true });
  }
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // Bodies are JSON, or multipart where a route says so in `consumes`: plain text is no body of
  // any route, so it is a 415 that names what the route takes rather than a 400 about its shape.
  app.removeContentTypeParser('text/plain');
  // Multipart bodies are read only by the routes that ask for them (comments with attachments).
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENTS_PER_COMMENT + 1 } });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  // API answers carry personal data: no browser or proxy keeps them, unless a route says otherwise.
  // Decided on the matched route (not the raw URL, which may be %-encoded); unmatched ones too.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    const isApi = route === undefined || route.startsWith('/api') || route.startsWith('/sanctum');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(profileRoutes);
  await app.register(companiesRoutes);
  await app.register(projectsRoutes);
  await app.register(tasksRoutes);
  await app.register(ticketsRoutes);
  await app.register(conversationRoutes([taskConversation, ticketConversation]));
  await app.register(expenseCategoriesRoutes);
  await app.register(transactionsRoutes);
  await app.register(walletRoutes);
  await app.register(ticketCategoriesRoutes);
  await app.register(cannedRepliesRoutes);
  await app.register(reportsRoutes);
  await app.register(dashboardRoutes);
  await app.register(loginRecordsRoutes);
  await app.register(activitiesRoutes);
  await app.register(notesRoutes);
  await app.register(notificationsRoutes);
  await app.register(notificationPreferencesRoutes);
  await app.register(savedViewsRoutes);
  await app.register(eventsRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sharedDataRoutes);
  await app.register(outgoingMailRoutes);
  await app.register(mailboxesRoutes);
  await app.register(searchRoutes);

  if (hasWeb) await app.register(webStaticPlugin, { root: options.webDist! });
  return app;
}
