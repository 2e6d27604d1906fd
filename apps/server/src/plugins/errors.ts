import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import fp from 'fastify-plugin';
import { describeIssue, issuePaths } from '@workspace/shared/common/issues';
import { translateError, type ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { ErrorCode } from '@workspace/shared/common/errors.schemas';
import { AppError, contentTypesOf, contentTypeNotTaken, RequestValidationError } from '../lib/errors';
import { requestLanguage } from '../lib/language';

const STATUS_CODES: Record<number, { code: ErrorCode; key: ErrorMessageKey }> = {
  400: { code: 'validation', key: 'validation' },
  401: { code: 'unauthenticated', key: 'unauthenticated' },
  403: { code: 'forbidden', key: 'forbidden' },
  404: { code: 'notFound', key: 'notFound' },
  409: { code: 'conflict', key: 'conflict' },
  413: { code: 'tooLarge', key: 'tooLarge' },
  429: { code: 'rateLimited', key: 'rateLimited' },
};

/*
 * What the multipart parser (@fastify/busboy) throws for a body that is not the multipart it claims
 * to be: no boundary, one it cannot search for (empty, over 256 bytes), or a body cut off mid-part.
 * They carry no status or code of their own, only these messages; a file part cut off shows as
 * its stream closing early.
 */
const UNREADABLE_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot .*|.*unexpected end of multipart data)$/;

function isUnreadableMultipart(error: Error & { code?: string }, request: FastifyRequest): boolean {
  if (!request.isMultipart()) return false;
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || UNREADABLE_MULTIPART.test(error.message);
}

/* Socket errors of a connection to PostgreSQL that could not be made or was cut. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/* SQLSTATEs of a server going away or not accepting connections yet: admin_shutdown (a backend ended,
   a fast shutdown), crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections;
   class 08 is every connection exception. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/* What node-postgres says of a connection lost or never made (they carry no code). */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated( unexpectedly)?|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;
/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A failure of the database connection, not of the request: PostgreSQL restarting, failing over or
 * unreachable, or the statement's connection ended. drizzle wraps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

function databaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ error: { code: 'unavailable', message: translateError(requestLanguage(request), 'databaseUnavailable') } });
}

function internalError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // The logger's error serializer (lib/safe-error.ts) keeps statement and SQLSTATE, never parameter values.
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({
      error: {
        code: 'internal',
        message: translateError(requestLanguage(request), 'internal', { requestId: request.id }),
        requestId: request.id,
      },
    });
}

/**
 * Fastify's own refusals before any route or hook runs (its `frameworkErrors` option): a broken
 * %-escape in the path, a path segment over its length limit. Same shape as every other answer.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send({ error: { code: 'validation', message: translateError(language, 'malformedRequest') } });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ error: { code: 'tooLarge', message: translateError(language, 'tooLarge') } });
  }
  return internalError(error, request, reply);
}

/** One place that turns every failure into `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { spaIndex?: boolean }) => {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const language = requestLanguage(request);
    // A list among the parameters (the content types a route takes) reads as alternatives: "a or b", "a veya b".
    const alternatives = new Intl.ListFormat(language, { type: 'disjunction' });
    const t = (key: ErrorMessageKey, params?: Record<string, unknown>) =>
      translateError(
        language,
        key,
        params &&
          Object.fromEntries(
            Object.entries(params).map(([name, value]) => [
              name,
              Array.isArray(value) ? alternatives.format(value.map(String)) : value,
            ]),
          ),
      );

    if (error instanceof RequestValidationError) {
      // No prototype: a query key such as `__proto__` or `constructor` is named like any other.
      const fields: Record<string, string> = Object.create(null);
      const unknownKeys: string[] = [];
      for (const issue of error.issues) {
        const { key, params } = describeIssue(issue);
        for (const path of issuePaths(issue)) {
          const field = path || '_';
          if (issue.code === 'unrecognized_keys') unknownKeys.push(field);
          if (!Object.hasOwn(fields, field)) fields[field] = t(key, params);
        }
      }
      // A key the endpoint does not take is named in the message too: it is a typo, not a form to fix.
      const message = unknownKeys.length ? t('unknownParameters', { keys: unknownKeys.join(', ') }) : t('validation');
      return reply.status(400).send({ error: { code: 'validation', message, fields } });
    }
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t(key)]))
        : undefined;
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: t(error.messageKey, error.params), fields } });
    }
    if (isUnreadableMultipart(error, request)) {
      return reply.status(400).send({ error: { code: 'validation', message: t('malformedRequest') } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        // No parser for the body's type (or a plugin's own 415): say which types this route takes.
        const { messageKey, params } = contentTypeNotTaken(contentTypesOf(request.routeOptions.schema));
        return reply.status(415).send({ error: { code: 'unsupportedType', message: t(messageKey, params) } });
      }
      // A 4xx of a plugin with no entry above (406 for a multipart field that is not the JSON it claims).
      const known = STATUS_CODES[status] ?? { code: 'validation', key: 'malformedRequest' };
      return reply.status(status).send({ error: { code: known.code, message: t(known.key) } });
    }
    if (isDatabaseUnavailable(error)) return databaseUnavailable(error, request, reply);
    return internalError(error, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app answer with its index.html; the app shows its own 404. A
    // missing built file (a chunk of the previous release, asked for by a tab opened before a
    // deploy) is a plain 404: HTML in place of a script would fail in a way the app cannot explain.
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/sanctum');
    const isAsset = request.url.startsWith('/assets/');
    if (options.spaIndex && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'notFound', message: translateError(requestLanguage(request), 'routeNotFound') } });
  });
});
