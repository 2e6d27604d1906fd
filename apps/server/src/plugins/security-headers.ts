import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/*
 * Helmet's security headers on every answer (the API's, the web app's, errors and 404s). The
 * middleware is built once: @fastify/helmet built it again on every request, parsing the policy
 * each time, about 27 µs of a request's few hundred. Its headers do not depend on the request, so
 * they are recorded once from a response it wrote them on, and every answer carries that record
 * (docs/decisions/023): helmet's chain of thirteen middlewares and their checked `setHeader` calls
 * ran on every request, and headers set on the raw response send every other header of the answer
 * through `setHeader` too.
 * Budget it serves: the task list at 0.7 of pgbench's rate (bench/README.md, `ownCore`).
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      scriptSrc: ["'self'"],
      // The file viewer's pdf.js worker, a file of the build (docs/decisions/045); never a blob: or data: worker.
      workerSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

function recordHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  applySecurityHeaders({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish at once');
  return Object.freeze(headers);
}

/** The headers every answer carries; an answer written on the raw response (an event stream) adds them itself. */
export const securityHeaders = recordHeaders();

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
});
