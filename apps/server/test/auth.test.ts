import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema/access-tokens';
import { activities } from '../src/db/schema/activities';
import { loginRecords } from '../src/db/schema/login-records';
import { users } from '../src/db/schema/users';
import { createTestApp, DEMO_PASSWORD, EMAILS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const records = (email: string) =>
  t.database.db.select().from(loginRecords).where(eq(loginRecords.email, email)).orderBy(loginRecords.id);

describe('GET /sanctum/csrf-cookie', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing request whose header does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAILS.master, password: DEMO_PASSWORD },
      cookies: { 'XSRF-TOKEN': 'a'.repeat(40) },
      headers: { 'x-xsrf-token': 'b'.repeat(40) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(missing.statusCode).toBe(403);
  });
});

describe('POST /api/login', () => {
  it('answers { user, token }, stores only the SHA-256 of the token and never the hash', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'MASTER@example.com', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user.email).toBe(EMAILS.master);
    expect(body.user.type).toBe('master');
    expect(response.body).not.toContain('argon2');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('twoFactorSecret');
    expect(body.token.length).toBeGreaterThanOrEqual(54);

    const stored = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, createHash('sha256').update(body.token).digest('hex')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const plain = await t.database.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, body.token));
    expect(plain).toHaveLength(0);
  });

  it('writes a success login record with IP and place, and an activity row', async () => {
    await t.login('manager');
    const [record] = (await records(EMAILS.manager)).slice(-1);
    expect(record).toMatchObject({ status: 'success', ip: '127.0.0.1', country: 'local', region: 'local' });
    expect(record!.userId).toBeTypeOf('number');
    const rows = await t.database.db.select().from(activities).where(eq(activities.action, 'auth.login'));
    expect(rows.some((row) => row.actorId === record!.userId)).toBe(true);
  });

  it('records failed attempts for unknown emails (no user) and wrong passwords (with user)', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('Email or password is incorrect');
    const wrong = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAILS.employee, password: 'wrong-password' },
      language: 'tr',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('E-posta veya şifre hatalı');
    const [nobody] = await records('nobody@example.com');
    expect(nobody).toMatchObject({ status: 'failed', userId: null, reason: 'unknownEmail' });
    const [employee] = (await records(EMAILS.employee)).slice(-1);
    expect(employee).toMatchObject({ status: 'failed', reason: 'wrongPassword' });
    expect(employee!.userId).toBeTypeOf('number');
  });

  it('answers 400 with a translated message per field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some fields need attention',
        fields: { email: 'Enter a valid email address', password: 'This field is required' },
      },
    });
  });

  it('rate-limits an account after repeated failures with a 429 and a clear message', async () => {
    const email = 'rate.limit@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.call({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-pass' } });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'wrong-pass' },
      language: 'tr',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'rateLimited',
      message: expect.stringContaining('Çok fazla deneme'),
    });
  });

  it('rate-limits an IP across accounts', async () => {
    const ip = '203.0.113.9';
    const fromIp = (email: string) =>
      t.call({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-pass' }, remoteAddress: ip });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 30; attempt += 1)
      statuses.push((await fromIp(`ip${attempt}@example.com`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const [record] = await records('ip0@example.com');
    expect(record!.ip).toBe(ip);
  });

  it('refuses an inactive user and records the attempt', async () => {
    const [inactive] = await t.database.db.select().from(users).where(eq(users.isActive, false)).limit(1);
    expect(inactive).toBeDefined();
    const response = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: inactive!.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/inactive/);
    const [record] = (await records(inactive!.email)).slice(-1);
    expect(record).toMatchObject({ status: 'failed', reason: 'inactive', userId: inactive!.id });
  });
});

describe('GET /api/me and GET /api/logout', () => {
  it('returns the current user for a bearer token, 401 without or with a bad one', async () => {
    const token = await t.login('employee');
    const me = await t.call({ method: 'GET', url: '/api/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: EMAILS.employee, type: 'employee' });
    expect((await t.call({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/me', token: 'x'.repeat(64) })).statusCode).toBe(401);
  });

  it("answers the company's time zone beside the user: the default, or APP_TIMEZONE when set", async () => {
    const token = await t.login('employee');
    expect((await t.call({ method: 'GET', url: '/api/me', token })).json().timeZone).toBe('Europe/Istanbul');
    const utc = await createTestApp({ APP_TIMEZONE: 'UTC' });
    try {
      const me = await utc.call({ method: 'GET', url: '/api/me', token: await utc.login('user') });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: EMAILS.user, type: 'user', timeZone: 'UTC' });
    } finally {
      await utc.close();
    }
  });

  it('revokes the token on logout and writes an activity row', async () => {
    const token = await t.login('user');
    const out = await t.call({ method: 'GET', url: '/api/logout', token });
    expect(out.json()).toEqual({ ok: true });
    expect((await t.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(activities).where(eq(activities.action, 'auth.logout'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('rejects an expired token', async () => {
    const token = await t.login('manager');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hash));
    expect((await t.call({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });
});

describe('POST /api/register', () => {
  it('creates an active external customer, whatever type the payload claims', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Ece',
        surname: 'Karaca',
        email: 'Ece.Karaca@Example.com',
        phone: '+90 532 1112233',
        password: 'secret12',
        type: 'master',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['user']);
    expect(response.json().user).toMatchObject({ email: 'ece.karaca@example.com', type: 'user', isActive: true });
    const token = await t.login('ece.karaca@example.com', 'secret12');
    expect((await t.call({ method: 'GET', url: '/api/me', token })).json().type).toBe('user');
  });

  it('refuses a taken email (any case) with 409 and a field message', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Dup', surname: 'Licate', email: 'USER@example.com', password: 'secret12' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ email: 'This email address is already registered' });
  });

  it('applies the shared limits: names 35, phone 15 digits, password 6', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/register',
      language: 'tr',
      payload: {
        name: 'x'.repeat(36),
        surname: '',
        email: 'limits@example.com',
        phone: '1'.repeat(16),
        password: '12345',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'En fazla 35 karakter olmalıdır',
      surname: 'Bu alan zorunludur',
      phone: 'Telefon numarası en fazla 15 rakamdan oluşur',
      password: 'Şifre en az 6 karakter olmalıdır',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'limits@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('session hygiene', () => {
  it('refuses a token unused for longer than TOKEN_IDLE_DAYS (7 by default), and keeps one used within it', async () => {
    const stale = await t.login('employee');
    const fresh = await t.login('employee');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
    await t.database.db
      .update(accessTokens)
      .set({ lastUsedAt: daysAgo(8) })
      .where(eq(accessTokens.tokenHash, hashOf(stale)));
    await t.database.db
      .update(accessTokens)
      .set({ lastUsedAt: daysAgo(6) })
      .where(eq(accessTokens.tokenHash, hashOf(fresh)));
    expect((await t.call({ method: 'GET', url: '/api/me', token: stale })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/me', token: fresh })).statusCode).toBe(200);
  });

  it('marks API answers with personal data as not to be stored, matched by route whatever the spelling', async () => {
    const token = await t.login('manager');
    for (const url of ['/api/me', '/api/users?page=1', '/api/profile', '/api/nowhere']) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const unauthenticated = await t.call({ method: 'GET', url: '/api/me' });
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
  });
});
