import type { FastifyRequest } from 'fastify';
import type { LiveBus } from './live-events';
import type { Language } from '@workspace/shared/common/limits';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema/users';
import { unauthenticated } from './errors';
import { requestLanguage } from './language';

/** Who signed in on this request: set by the auth plugin's onRequest hook, null on public routes. */
export type RequestAuth = { user: UserRow; tokenId: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The signed-in user of this request, or 401. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** What a service needs to know about the call: the database, who acts, from where, in which language. */
export type ServiceContext = {
  db: Db;
  actor: UserRow;
  tokenId: number;
  ip: string;
  language: Language;
  /** The company's IANA time zone (APP_TIMEZONE): "today" and "this week" are taken here. */
  timeZone: string;
  /** Where attachments are kept as files (beside the embedded database); unset: in the database. */
  filesDir?: string;
  /** Live events to every open stream, after a change has committed (lib/live-events.ts). */
  live: LiveBus;
};

export function serviceContext(request: FastifyRequest): ServiceContext {
  const auth = requireAuth(request);
  return {
    db: request.server.db,
    actor: auth.user,
    tokenId: auth.tokenId,
    ip: request.ip,
    language: requestLanguage(request),
    timeZone: request.server.config.APP_TIMEZONE,
    filesDir: request.server.database.filesDir,
    live: request.server.live,
  };
}

function postgresCode(error: unknown): string | undefined {
  return (
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code
  );
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}

/** PostgreSQL's foreign_key_violation: a row still referenced, or a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === '23503';
}

/**
 * Runs `work`; when it fails with the violation `is` detects (a concurrent request won the race
 * between the check and the write), throws `error()` instead.
 */
export async function onViolation<T>(
  is: (error: unknown) => boolean,
  error: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    if (is(caught)) throw error();
    throw caught;
  }
}
