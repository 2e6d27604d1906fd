import type { FastifyRequest } from 'fastify';
import type { Language } from '@workspace/shared/common/limits';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema/users';
import { requireAuth } from '../plugins/auth';
import { requestLanguage } from './language';

/** What a service needs to know about the call: the database, who acts, from where, in which language. */
export type ServiceContext = {
  db: Db;
  actor: UserRow;
  tokenId: number;
  ip: string;
  language: Language;
};

export function serviceContext(request: FastifyRequest): ServiceContext {
  const auth = requireAuth(request);
  return {
    db: request.server.db,
    actor: auth.user,
    tokenId: auth.tokenId,
    ip: request.ip,
    language: requestLanguage(request),
  };
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
