import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeIssue, issuePath } from '@workspace/shared/common/issues';
import { translateError, type ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { ErrorCode } from '@workspace/shared/common/errors.schemas';
import { AppError, RequestValidationError } from '../lib/errors';
import { requestLanguage } from '../lib/language';

const STATUS_CODES: Record<number, { code: ErrorCode; key: ErrorMessageKey }> = {
  400: { code: 'validation', key: 'validation' },
  401: { code: 'unauthenticated', key: 'unauthenticated' },
  403: { code: 'forbidden', key: 'forbidden' },
  404: { code: 'notFound', key: 'notFound' },
  409: { code: 'conflict', key: 'conflict' },
  413: { code: 'tooLarge', key: 'tooLarge' },
  415: { code: 'unsupportedType', key: 'unsupportedType' },
  429: { code: 'rateLimited', key: 'rateLimited' },
};

/** One place that turns every failure into `{ error: { code, message, fields? } }` (ARCHITECTURE 3). */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { spaIndex?: boolean }) => {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const language = requestLanguage(request);
    const t = (key: ErrorMessageKey, params?: Record<string, unknown>) => translateError(language, key, params);

    if (error instanceof RequestValidationError) {
      const fields: Record<string, string> = {};
      for (const issue of error.issues) {
        const path = issuePath(issue) || '_';
        if (fields[path]) continue;
        const { key, params } = describeIssue(issue);
        fields[path] = t(key, params);
      }
      return reply.status(400).send({ error: { code: 'validation', message: t('validation'), fields } });
    }
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t(key)]))
        : undefined;
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: t(error.messageKey, error.params), fields } });
    }
    const status = error.statusCode ?? 500;
    const known = STATUS_CODES[status];
    if (known && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({ error: { code: 'unsupportedType', message: t('unsupportedType') } });
      }
      return reply.status(status).send({ error: { code: known.code, message: t(known.key) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: t('internal', { requestId: request.id }), requestId: request.id } });
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app answer with its index.html; the app shows its own 404.
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/sanctum');
    if (options.spaIndex && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'notFound', message: translateError(requestLanguage(request), 'routeNotFound') } });
  });
});
