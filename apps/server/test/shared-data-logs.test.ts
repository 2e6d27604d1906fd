import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogs, createTestApp, DEMO_PASSWORD, EMAILS, XSRF, type TestApp } from './helpers';

/*
 * A shared password in the server's own log: never. The app runs with every log line kept (debug)
 * while a password is stored, revealed, changed, refused by validation and caught by a failing
 * request; the log must hold none of them.
 */
let t: TestApp;
let app: FastifyInstance;
let logs: () => string;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, logs } = await appWithLogs(t));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (options: InjectOptions & { token?: string }) =>
  app.inject({
    ...options,
    headers: { 'x-xsrf-token': XSRF, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    cookies: { 'XSRF-TOKEN': XSRF },
  });

describe('shared passwords and the log', () => {
  it('leave no trace in any log line, whatever happens to them', async () => {
    const login = await call({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAILS.employee, password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const secrets = ['Log-Secret-1 şifre', 'Log-Secret-2 yeni', 'Log-Secret-3 refused'];

    const created = await call({
      method: 'POST',
      url: '/api/shared-data',
      token,
      payload: { domain: 'logs.example.com', username: 'u', password: secrets[0] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ sharedData?: { id: number }; id?: number }>();
    const recordId = id.sharedData?.id ?? id.id;
    expect((await call({ method: 'POST', url: `/api/shared-data/${recordId}/reveal`, token })).json()).toEqual({
      password: secrets[0],
    });
    const edited = await call({
      method: 'PUT',
      url: `/api/shared-data/${recordId}`,
      token,
      payload: { domain: 'logs.example.com', username: 'u', password: secrets[1] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Refused by validation (an unknown field, a username far too long) with the password in the body.
    const refused = await call({
      method: 'POST',
      url: '/api/shared-data',
      token,
      payload: { domain: 'x', username: 'u'.repeat(500), password: secrets[2], extra: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(secrets[2]);
    // A body that is not JSON at all, holding the password.
    const broken = await app.inject({
      method: 'POST',
      url: '/api/shared-data',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, authorization: `Bearer ${token}` },
      cookies: { 'XSRF-TOKEN': XSRF },
      payload: `{"password":"${secrets[2]}",`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain(secrets[2]);

    expect(logs().length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs(), secret).not.toContain(secret);
  });
});
