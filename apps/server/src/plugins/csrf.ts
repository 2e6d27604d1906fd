import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { noContent } from '../lib/openapi';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery check: `GET /sanctum/csrf-cookie` sets a random `XSRF-TOKEN`
 * cookie that page script can read; every state-changing request must echo it in
 * `X-XSRF-TOKEN`. A cross-site form cannot read the cookie, so it cannot forge the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const schema = {
    tags: ['auth'],
    operationId: 'getCsrfCookie',
    description:
      'Sets the `XSRF-TOKEN` anti-forgery cookie (keeping a well-formed one the browser already has) for 30 days. ' +
      'Every state-changing request must echo its value in the `X-XSRF-TOKEN` header. Public: anyone may call it, signed in or not.',
    response: { 204: noContent('The cookie is set; no body.') },
  };
  app.get('/sanctum/csrf-cookie', { schema }, async (request, reply) => {
    const existing = request.cookies[XSRF_COOKIE];
    const token = existing && /^[A-Za-z0-9_-]{32,}$/.test(existing) ? existing : randomBytes(32).toString('base64url');
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.protocol === 'https',
      maxAge: 60 * 60 * 24 * 30,
    });
    return reply.status(204).send();
  });

  /*
   * Decided on the method and the matched route, never on the raw URL: `/%61pi/profile` reaches
   * the same handler as `/api/profile`, so every state-changing request that reaches a route needs
   * the token. A request that reaches none goes to the 404 answer, which changes nothing.
   */
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return done();
    /*
     * A one-click route (`config: { oneClick: true }`: the unsubscribe link of a mail, RFC 8058) is
     * POSTed by a mail client that has no cookie to echo. It is safe without the token: forgery rides
     * a victim's cookies or session, and such a route reads neither; its only credential is the
     * signed link in its URL, which a forging site cannot make.
     */
    if ((request.routeOptions.config as { oneClick?: boolean } | undefined)?.oneClick === true) return done();
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return done(new AppError(403, 'csrf', 'csrf'));
    }
    done();
  });
});
