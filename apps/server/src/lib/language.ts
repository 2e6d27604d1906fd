import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@workspace/shared/common/limits';

/** The caller's language: the signed-in user's, else the first supported Accept-Language entry. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if ((LANGUAGES as readonly string[]).includes(tag ?? '')) return tag as Language;
    }
  }
  return request.auth?.user.language ?? DEFAULT_LANGUAGE;
}
