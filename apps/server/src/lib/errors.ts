import type { z } from 'zod';
import type { ErrorCode } from '@workspace/shared/common/errors.schemas';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';

/**
 * A failure the caller can act on. `messageKey` is translated into the caller's language by the
 * central error handler; `fields` maps a form field to the message key shown under it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: ErrorMessageKey,
    readonly fields?: Record<string, ErrorMessageKey>,
    readonly params?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (fields: Record<string, ErrorMessageKey>, key: ErrorMessageKey = 'validation') =>
  new AppError(400, 'validation', key, fields);
export const unauthenticated = (key: ErrorMessageKey = 'unauthenticated') => new AppError(401, 'unauthenticated', key);
export const forbidden = (key: ErrorMessageKey = 'forbidden') => new AppError(403, 'forbidden', key);
export const notFound = (key: ErrorMessageKey = 'notFound') => new AppError(404, 'notFound', key);
export const conflict = (key: ErrorMessageKey = 'conflict', fields?: Record<string, ErrorMessageKey>) =>
  new AppError(409, 'conflict', key, fields);
export const rateLimited = () => new AppError(429, 'rateLimited', 'rateLimited');

/** The body's Content-Type is none the route takes: 415 naming them ("application/json or multipart/form-data"). */
export const contentTypeNotTaken = (types: readonly string[]) =>
  new AppError(415, 'unsupportedType', 'contentTypeNotTaken', undefined, { types });

/** The content types a route's body may have: its `consumes`, or JSON (Fastify's one parser besides multipart here). */
export const contentTypesOf = (schema: { consumes?: readonly string[] } | undefined): readonly string[] =>
  schema?.consumes ?? ['application/json'];

/** Thrown by the request validator: keeps zod's issues so messages are built like the browser's. */
export class RequestValidationError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation');
    this.name = 'RequestValidationError';
  }
}
