import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestAuth } from '../lib/context';
import { accessKey, routeAccess, type Access } from '../access/route-access';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { findActiveSession, isTouchDue, touchSession } from '../modules/auth/sessions.repository';
import { createSessionCache, type SessionCache } from '../modules/auth/session-cache';
import { keepSessionCacheInSync } from '../modules/auth/session-sync';
import { hashToken } from '../lib/tokens';
import { knownRolesRequiringTwoFactor, rolesRequiringTwoFactor } from '../modules/two-factor/role-settings-cache';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** Every API route with its access entry, as registered (read by the authorization tests). */
    accessRoutes: { method: string; url: string; access: Access }[];
    /** This instance's live sessions (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /**
     * For a request that stays open (an event stream): calls `onEnded` once its session ends, by
     * sign-out, revocation or the user's deactivation, on this instance or another. Answers the
     * function that stops watching.
     */
    watchSession: (request: FastifyRequest, onEnded: () => void) => () => void;
  }
}

/**
 * What a signed-in user whose role requires two-factor, and who has not turned it on, may still
 * call: who they are, sign out, their profile (and the language it is read in), and the setup itself. Everything else answers 403
 * `twoFactorSetupRequired` until the setup is confirmed.
 */
export const OPEN_BEFORE_TWO_FACTOR_SETUP: ReadonlySet<string> = new Set([
  'GET /api/me',
  'GET /api/logout',
  'GET /api/profile',
  'PUT /api/profile/language',
  'GET /api/two-factor',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/enable',
  'POST /api/two-factor/disable',
]);

/* After a change of a watched session's user, when it is read again (watchSession). */
const SESSION_RECHECK_MS = [1_000, 5_000];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/**
 * Authentication and the route-access table. Every route must have an entry in `routeAccess`:
 * registering one without it fails the start, so no endpoint is ever open by omission.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('accessRoutes', []);

  // On PostgreSQL other instances write too: the cache is used only while it hears their writes.
  // (An app built without a database, as the access-table test builds one, has no sessions to keep.)
  const kind = app.hasDecorator('database') ? app.database.kind : undefined;
  const pool = kind === 'postgres' ? app.database.pool : undefined;
  const sessionCache = createSessionCache({ inSync: kind !== 'postgres' });
  app.decorate('sessionCache', sessionCache);
  const sync = pool ? await keepSessionCacheInSync(pool, sessionCache, app.log) : undefined;
  app.addHook('onClose', async () => {
    await sync?.close();
    sessionCache.dispose();
  });

  app.decorate('watchSession', (request: FastifyRequest, onEnded: () => void) => {
    const { user, tokenId } = request.auth!;
    const tokenHash = hashToken(bearerToken(request) ?? '');
    const timers = new Set<NodeJS.Timeout>();
    let watching = true;
    const listening: { stop?: () => void } = {};
    const unwatch = () => {
      watching = false;
      listening.stop?.();
      for (const timer of timers) clearTimeout(timer);
    };
    const end = () => {
      if (!watching) return;
      unwatch();
      onEnded();
    };
    const recheck = () =>
      void findActiveSession(app.db, tokenHash, app.config.TOKEN_IDLE_DAYS).then(
        (found) => found === undefined && end(),
        () => undefined,
      );
    listening.stop = sessionCache.onChange((change) => {
      if (change === undefined) return recheck(); // anything may have changed unheard (a lost LISTEN)
      // This token revoked (a sign-out): it never comes back.
      if ('tokenId' in change) return change.tokenId === tokenId ? end() : undefined;
      // The user changed (deactivated, all tokens revoked, or only signed in elsewhere): the write is
      // told before it commits, so the session is read again a moment later, and once more after.
      if (change.userId !== user.id) return undefined;
      for (const delay of SESSION_RECHECK_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          recheck();
        }, delay);
        timers.add(timer);
      }
      return undefined;
    });
    return unwatch;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && !route.url.startsWith('/sanctum')) return;
    if (route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify answers HEAD with the GET handler, so HEAD takes GET's entry (and is not listed apart).
      const isHead = method === 'HEAD';
      const key = accessKey(isHead ? 'GET' : method, route.url);
      const access = routeAccess[key];
      if (access === undefined) throw new Error(`Route ${key} has no entry in access/route-access.ts`);
      route.config = { ...route.config, access };
      if (!isHead) app.accessRoutes.push({ method, url: route.url, access });
    }
  });

  // onRequest: before the body is parsed or validated, so a caller who may not call learns nothing else.
  // A request whose session is cached, with the two-factor rule known, passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    let pending: Promise<void> | undefined;
    try {
      pending = authenticate(request);
    } catch (error) {
      return done(error as Error);
    }
    if (pending) pending.then(() => done(), done);
    else done();
  });

  /** Sets `request.auth` or throws; a promise only when the session or the two-factor rule must be read. */
  function authenticate(request: FastifyRequest): Promise<void> | undefined {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return undefined;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const tokenHash = hashToken(token);
    const cached = sessionCache.get(tokenHash);
    if (!cached) return lookUp(request, access, tokenHash);
    if (isTouchDue(cached.lastTouchedAt)) {
      cached.lastTouchedAt = Date.now();
      void touchSession(app.db, cached.tokenId).catch(() => undefined);
    }
    return admit(request, access, cached);
  }

  async function lookUp(request: FastifyRequest, access: Exclude<Access, 'public'>, tokenHash: string): Promise<void> {
    const generation = sessionCache.generation();
    const found = await findActiveSession(app.db, tokenHash, app.config.TOKEN_IDLE_DAYS);
    if (!found) throw unauthenticated();
    if (found.needsTouch) void touchSession(app.db, found.tokenId).catch(() => undefined);
    sessionCache.store(
      tokenHash,
      { user: found.user, tokenId: found.tokenId, lastTouchedAt: Date.now() },
      found.expiresAt,
      generation,
    );
    await admit(request, access, found);
  }

  function admit(
    request: FastifyRequest,
    access: Exclude<Access, 'public'>,
    session: RequestAuth,
  ): Promise<void> | undefined {
    request.auth = { user: session.user, tokenId: session.tokenId };
    if (access !== 'authenticated' && !access.includes(session.user.type)) throw forbidden();
    if (session.user.twoFactorEnabled) return undefined;
    // The roles' rule comes from memory (role-settings-cache): no query per request.
    const roles = knownRolesRequiringTwoFactor(app.db);
    if (roles) return holdToSetup(request, roles);
    return rolesRequiringTwoFactor(app.db).then((read) => holdToSetup(request, read));
  }

  function holdToSetup(request: FastifyRequest, roles: ReadonlySet<string>): undefined {
    if (!roles.has(request.auth!.user.type)) return undefined;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!OPEN_BEFORE_TWO_FACTOR_SETUP.has(accessKey(method, request.routeOptions.url ?? ''))) {
      throw new AppError(403, 'twoFactorSetupRequired', 'twoFactorSetupRequired');
    }
    return undefined;
  }
});
