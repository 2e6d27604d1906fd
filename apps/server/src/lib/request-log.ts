import type { FastifyRequest } from 'fastify';

/*
 * What a log line keeps of a request. Its query string holds what people searched for and filtered
 * on (a name, an email, a customer), so only its keys are written: `/api/tasks?q&status`, never the
 * values. Path parameters are record ids.
 */

/** `url` without the query string's values: the path, then the keys in the order they came. */
export function urlWithoutValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const keys = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 1)[0]!);
  return keys.length ? `${url.slice(0, mark)}?${keys.join('&')}` : url.slice(0, mark);
}

/** The logger's `req` serializer: Fastify's own fields, the URL without values. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
