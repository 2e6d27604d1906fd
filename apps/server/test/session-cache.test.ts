import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { hashToken } from '../src/lib/tokens';
import * as sessionsRepository from '../src/modules/auth/sessions.repository';
import { createTestApp, TEST_APP_KEY, XSRF, type TestApp } from './helpers';

/*
 * Sessions cached in memory (docs/decisions/016): a cached session saves the lookup, and a write
 * that ends or changes a session is seen at once by the instance that made it and within a second
 * by every other instance on the same PostgreSQL database (NOTIFY), even across a lost LISTEN
 * connection.
 */

type Call = (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;

const callOn =
  (app: FastifyInstance): Call =>
  ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { 'x-xsrf-token': XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      cookies: { 'XSRF-TOKEN': XSRF },
    });

const PASSWORD = 'secret12';
const isPostgres = process.env.DATABASE_URL !== undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/**
 * Reads /api/me on `app` until it holds the session in memory: on PostgreSQL the sign-in's own
 * notification (it drops the user's sessions) may arrive after the first read and drop it again.
 */
async function cachedOn(app: FastifyInstance, token: string): Promise<void> {
  const since = Date.now();
  while (!app.sessionCache.get(hashToken(token))) {
    if (Date.now() - since > 1000) throw new Error('the session was not cached within a second');
    expect(await callOn(app)({ method: 'GET', url: '/api/me', token }).then((response) => response.statusCode)).toBe(
      200,
    );
    await sleep(10);
  }
}

/** A new employee, created by the master; answers their id and email. */
async function newEmployee(): Promise<{ id: number; email: string }> {
  const email = `session.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await t.call({
    method: 'POST',
    url: '/api/users',
    token: master,
    payload: { name: 'Selin', surname: 'Önbellek', email, type: 'employee', password: PASSWORD, language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ user: { id: number } }>().user.id, email };
}

describe('the session cache', () => {
  it('answers a second request of a session without looking its token up again', async () => {
    const { email } = await newEmployee();
    const token = await t.login(email, PASSWORD);
    const lookups = vi.spyOn(sessionsRepository, 'findActiveSession');
    await cachedOn(t.app, token);
    const before = lookups.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/profile', token })).statusCode).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(before);
    // And the instance that ends the session stops using it at once.
    expect((await t.call({ method: 'GET', url: '/api/logout', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });
});

describe.skipIf(!isPostgres)('two instances on one PostgreSQL database', () => {
  let second: { app: FastifyInstance; database: Database; call: Call };

  beforeAll(async () => {
    // The second instance names its connections, so a test can find its LISTEN connection.
    const url = new URL((t.database.pool!.options as { connectionString: string }).connectionString);
    url.searchParams.set('application_name', 'session-cache-instance-b');
    const database = openPostgres(url.toString(), 3);
    database.pool!.on('error', () => undefined);
    const app = await buildApp({
      database,
      config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY }),
      logger: false,
    });
    await app.ready();
    second = { app, database, call: callOn(app) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  const me = (call: Call, token: string) =>
    call({ method: 'GET', url: '/api/me', token }).then((response) => response.statusCode);

  /** Signs in on the first instance and reads /api/me on both until both hold the session in memory. */
  async function signedInOnBoth(email: string): Promise<string> {
    const token = await t.login(email, PASSWORD);
    await cachedOn(t.app, token);
    await cachedOn(second.app, token);
    return token;
  }

  /** Polls the second instance every 50 ms until it refuses the token; answers how long that took. */
  async function refusedBySecond(token: string, since: number): Promise<number> {
    for (;;) {
      const status = await me(second.call, token);
      const elapsed = Date.now() - since;
      if (status === 401) return elapsed;
      expect(status).toBe(200);
      if (elapsed > 1000) throw new Error(`the second instance still answers 200 after ${elapsed} ms`);
      await sleep(50);
    }
  }

  it('a logout on one instance ends the session on the other within a second', async () => {
    const { email } = await newEmployee();
    const token = await signedInOnBoth(email);
    const since = Date.now();
    expect((await t.call({ method: 'GET', url: '/api/logout', token })).statusCode).toBe(200);
    expect(await me(t.call, token)).toBe(401);
    expect(await refusedBySecond(token, since)).toBeLessThan(1000);
  });

  it("the master's deactivation on one instance ends the user's sessions on the other within a second", async () => {
    const { id, email } = await newEmployee();
    const token = await signedInOnBoth(email);
    const since = Date.now();
    const off = await t.call({
      method: 'PATCH',
      url: `/api/users/${id}/active`,
      token: master,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await me(t.call, token)).toBe(401);
    expect(await refusedBySecond(token, since)).toBeLessThan(1000);
  });

  it("a password change on one instance ends the user's other sessions on the other within a second", async () => {
    const { email } = await newEmployee();
    const kept = await signedInOnBoth(email);
    const other = await signedInOnBoth(email);
    const since = Date.now();
    const changed = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token: kept,
      payload: { currentPassword: PASSWORD, newPassword: 'Lighthouse-Harbour-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await refusedBySecond(other, since)).toBeLessThan(1000);
    // The session that changed the password goes on, on both instances.
    expect(await me(t.call, kept)).toBe(200);
    expect(await me(second.call, kept)).toBe(200);
  });

  it('a name change on one instance reaches the cached user on the other within a second', async () => {
    const { id, email } = await newEmployee();
    const token = await signedInOnBoth(email);
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: master,
      payload: { name: 'Deniz', surname: 'Önbellek', email, type: 'employee', language: 'en' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const since = Date.now();
    for (;;) {
      const response = await second.call({ method: 'GET', url: '/api/me', token });
      expect(response.statusCode).toBe(200);
      if (response.json<{ name: string }>().name === 'Deniz') break;
      if (Date.now() - since > 1000) throw new Error('the second instance still shows the old name');
      await sleep(50);
    }
  });

  it('while its LISTEN connection is down, an instance reads every session from the database, and starts empty when it is back', async () => {
    const { email } = await newEmployee();
    const token = await signedInOnBoth(email);
    const revokedMeanwhile = await signedInOnBoth(email);
    const found = await t.database.db.execute(
      sql`select pid from pg_stat_activity where application_name = 'session-cache-instance-b' and query = 'LISTEN workspace_sessions'`,
    );
    const [listener] = (found as unknown as { rows: { pid: number }[] }).rows;
    expect(listener).toBeDefined();
    await t.database.db.execute(sql`select pg_terminate_backend(${listener!.pid})`);
    for (let waited = 0; second.app.sessionCache.isInSync(); waited += 10) {
      if (waited > 1000) throw new Error('the second instance did not notice its lost LISTEN connection');
      await sleep(10);
    }

    // Out of sync: every request looks its session up, and a revocation nobody was told of holds at once.
    const lookups = vi.spyOn(sessionsRepository, 'findActiveSession');
    expect(await me(second.call, token)).toBe(200);
    expect(await me(second.call, token)).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(2);
    await t.database.db.execute(
      sql`update access_tokens set revoked_at = now() where token_hash = ${hashToken(revokedMeanwhile)}`,
    );
    expect(await me(second.call, revokedMeanwhile)).toBe(401);
    // A logout made on the other instance while this one cannot hear it holds too.
    expect((await t.call({ method: 'GET', url: '/api/logout', token })).statusCode).toBe(200);
    expect(await me(second.call, token)).toBe(401);

    // Back in sync (the connection is replaced after a second): the cache is used again, from empty.
    for (let waited = 0; !second.app.sessionCache.isInSync(); waited += 50) {
      if (waited > 3000) throw new Error('the second instance did not listen again');
      await sleep(50);
    }
    expect(await me(second.call, revokedMeanwhile)).toBe(401);
    expect(await me(second.call, token)).toBe(401);
    const fresh = await signedInOnBoth(email);
    lookups.mockClear();
    expect(await me(second.call, fresh)).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
    // And it hears the other instance's writes again.
    const since = Date.now();
    expect((await t.call({ method: 'GET', url: '/api/logout', token: fresh })).statusCode).toBe(200);
    expect(await refusedBySecond(fresh, since)).toBeLessThan(1000);
  });
});
