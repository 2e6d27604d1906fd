import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { loginRecords } from '../src/db/schema/login-records';
import { loginChallenges, twoFactorRecoveryCodes } from '../src/db/schema/two-factor';
import { users } from '../src/db/schema/users';
import { twoFactorSecretPurpose } from '../src/lib/sealed-values';
import { appWithLogs, createTestApp, DEMO_PASSWORD, XSRF, type TestApp } from './helpers';

/*
 * Two-factor sign-in end to end through the HTTP API: setup, enable, the two-step sign-in, the
 * recovery codes, turning it off, the master's per-role rule and its gate, and that the secret and
 * the recovery codes never come out anywhere but the two answers meant to carry them.
 *
 * Codes are computed here with otpauth itself (not the server's helper), for the server's clock:
 * `Date` is faked so a test can move to the next 30-second step, since a code works once.
 */

let t: TestApp;
let app: FastifyInstance;
let logs: () => string;
/** Every secret and recovery code the API handed out: none may appear anywhere else. */
const handedOut: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same database with logging on, so the log lines can be searched for secrets.
  ({ app, logs } = await appWithLogs(t));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Call = InjectOptions & { token?: string; language?: string; ip?: string };
const call = ({ token, language, ip, headers, ...options }: Call) =>
  app.inject({
    ...options,
    remoteAddress: ip ?? '127.0.0.1',
    headers: {
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
      ...headers,
    },
    cookies: { 'XSRF-TOKEN': XSRF },
  });

/** The 6-digit code of `secret` at `at` (ms), as an authenticator app shows it. */
const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Moves the server's clock (only `Date`; timers stay real for the database). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}
/** The start of a 30-second step, a few steps from now, so each test has its own fresh steps. */
let nextStepStart = (Math.floor(Date.now() / 30_000) + 2) * 30_000;
function freshStep(): number {
  nextStepStart += 30_000 * 4;
  clockAt(nextStepStart + 1_000);
  return nextStepStart + 1_000;
}

let created = 0;
/** A new staff account made by the master, so every test signs in as someone of its own. */
async function newAccount(type: 'manager' | 'employee' | 'user' = 'employee') {
  created += 1;
  const email = `twofactor.${created}@example.com`;
  const master = await login('master@example.com', DEMO_PASSWORD);
  const response = await call({
    method: 'POST',
    url: '/api/users',
    token: master,
    payload: { name: 'Iki', surname: `Adim${created}`, email, type, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().user.id as number, email };
}

async function login(email: string, password = DEMO_PASSWORD, ip?: string): Promise<string> {
  const response = await call({ method: 'POST', url: '/api/login', payload: { email, password }, ip });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().token as string | undefined;
  if (!token) throw new Error(`login ${email}: no token (${response.body})`);
  return token;
}

/** Setup and enable for a signed-in account; answers the secret and the recovery codes. */
async function turnOn(token: string) {
  const setup = await call({ method: 'POST', url: '/api/two-factor/setup', token });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().secret as string;
  handedOut.push(secret);
  const enable = await call({
    method: 'POST',
    url: '/api/two-factor/enable',
    token,
    payload: { code: codeAt(secret) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  const recoveryCodes = enable.json().recoveryCodes as string[];
  handedOut.push(...recoveryCodes);
  return { secret, recoveryCodes, setup, enable };
}

async function challengeFor(email: string, ip?: string): Promise<string> {
  const response = await call({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD }, ip });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().token).toBeUndefined();
  return response.json().challenge as string;
}

const auditOf = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.entityId, userId), eq(activities.action, action)));

describe('setting two-factor up', () => {
  it('hands out a new secret once, sealed in the row, and turns on only with a right code', async () => {
    const at = freshStep();
    const account = await newAccount();
    const token = await login(account.email);

    const before = await call({ method: 'GET', url: '/api/two-factor', token });
    expect(before.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const setup = await call({ method: 'POST', url: '/api/two-factor/setup', token });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    handedOut.push(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Workspace:${encodeURIComponent(account.email)}?issuer=Workspace&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // Sealed: neither the secret nor its bytes are in the row; the keyring opens it for this user only.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.twoFactorSecret).not.toContain(secret);
    expect(row!.twoFactorKeyId).toBeTruthy();
    expect(row!.twoFactorEnabled).toBe(false);
    expect(
      t.app.keyring.open(
        { ciphertext: row!.twoFactorSecret!, keyId: row!.twoFactorKeyId! },
        twoFactorSecretPurpose(account.id),
      ),
    ).toBe(secret);
    expect(() =>
      t.app.keyring.open(
        { ciphertext: row!.twoFactorSecret!, keyId: row!.twoFactorKeyId! },
        twoFactorSecretPurpose(account.id + 1),
      ),
    ).toThrow();

    // A wrong code: 400 under `code`, and still off.
    const wrongCode = codeAt(secret, at + 5 * 60_000);
    const wrong = await call({ method: 'POST', url: '/api/two-factor/enable', token, payload: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      code: 'The code is not valid or was already used. Wait for the next code and try again.',
    });
    expect(wrong.body).not.toContain(wrongCode);
    expect((await call({ method: 'GET', url: '/api/two-factor', token })).json().enabled).toBe(false);
    const malformed = await call({ method: 'POST', url: '/api/two-factor/enable', token, payload: { code: '12ab56' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: 'Enter the 6-digit code' });
    expect(malformed.body).not.toContain('12ab56');

    const code = codeAt(secret);
    const enable = await call({ method: 'POST', url: '/api/two-factor/enable', token, payload: { code } });
    expect(enable.statusCode, enable.body).toBe(200);
    expect(enable.headers['cache-control']).toBe('no-store');
    const recoveryCodes = enable.json().recoveryCodes as string[];
    handedOut.push(...recoveryCodes);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes)
      expect(recovery).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);

    const status = (await call({ method: 'GET', url: '/api/two-factor', token })).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(new Date(status.enabledAt).getTime()).toBe(at);

    // Only argon2id hashes are stored.
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, account.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/);

    // The code that turned it on does not sign in as well: a code works once.
    const again = await call({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: DEMO_PASSWORD, code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(
      'The code is not valid or was already used. Wait for the next code and try again.',
    );

    // A second setup is refused while it is on.
    expect((await call({ method: 'POST', url: '/api/two-factor/setup', token })).statusCode).toBe(409);

    expect(await auditOf(account.id, 'twoFactor.setup')).toHaveLength(1);
    expect(await auditOf(account.id, 'twoFactor.enable')).toHaveLength(1);
  });

  it('refuses to confirm a setup older than 15 minutes, in English and Turkish, until it is started again', async () => {
    const at = freshStep();
    const account = await newAccount();
    const token = await login(account.email);
    const setup = await call({ method: 'POST', url: '/api/two-factor/setup', token });
    const secret = setup.json().secret as string;
    handedOut.push(secret);

    clockAt(at + 16 * 60_000);
    const late = await call({
      method: 'POST',
      url: '/api/two-factor/enable',
      token,
      payload: { code: codeAt(secret) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'twoFactorSecretMissing',
      message: 'two-factor secret key missing, try again',
    });
    const lateTr = await call({
      method: 'POST',
      url: '/api/two-factor/enable',
      token,
      language: 'tr',
      payload: { code: codeAt(secret) },
    });
    expect(lateTr.json().error.message).toBe('iki adımlı doğrulama gizli anahtarı bulunamadı, tekrar deneyin');
    expect((await call({ method: 'GET', url: '/api/two-factor', token })).json().enabled).toBe(false);

    // Without any setup it is the same answer.
    const other = await newAccount();
    const otherToken = await login(other.email);
    const none = await call({
      method: 'POST',
      url: '/api/two-factor/enable',
      token: otherToken,
      payload: { code: '123456' },
    });
    expect(none.json().error.code).toBe('twoFactorSecretMissing');

    // A new setup replaces the old secret and works.
    const restart = await call({ method: 'POST', url: '/api/two-factor/setup', token });
    const newSecret = restart.json().secret as string;
    handedOut.push(newSecret);
    expect(newSecret).not.toBe(secret);
    const ok = await call({
      method: 'POST',
      url: '/api/two-factor/enable',
      token,
      payload: { code: codeAt(newSecret) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    handedOut.push(...(ok.json().recoveryCodes as string[]));
  });

  it('limits wrong confirmation codes', async () => {
    freshStep();
    const account = await newAccount();
    const token = await login(account.email);
    const secret = (await call({ method: 'POST', url: '/api/two-factor/setup', token })).json().secret as string;
    handedOut.push(secret);
    const wrongCode = codeAt(secret, Date.now() + 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await call({
            method: 'POST',
            url: '/api/two-factor/enable',
            token,
            payload: { code: wrongCode },
            ip: '198.51.100.60',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right code waits now.
    const right = await call({
      method: 'POST',
      url: '/api/two-factor/enable',
      token,
      payload: { code: codeAt(secret) },
      ip: '198.51.100.60',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('signing in with two-factor', () => {
  it('answers a challenge without a token, and the challenge with a right code opens a session', async () => {
    const at = freshStep();
    const account = await newAccount();
    const { secret } = await turnOn(await login(account.email));

    clockAt(at + 30_000);
    const first = await call({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'expiresAt', 'twoFactorRequired']);
    expect(body.twoFactorRequired).toBe(true);
    expect(body.challenge.length).toBeGreaterThanOrEqual(43);
    expect(new Date(body.expiresAt).getTime()).toBe(at + 30_000 + 5 * 60_000);
    // Stored as its SHA-256 only.
    const [stored] = await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, account.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toBe(body.challenge);

    const done = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: body.challenge, code: codeAt(secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['token', 'user']);
    expect(done.json().user).toMatchObject({ email: account.email, twoFactorSetupRequired: false });
    const me = await call({ method: 'GET', url: '/api/me', token: done.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(account.id);

    // The challenge works once.
    clockAt(at + 60_000);
    const reused = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: body.challenge, code: codeAt(secret) },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe('This sign-in has expired. Enter your email and password again.');

    const records = await t.database.db.select().from(loginRecords).where(eq(loginRecords.userId, account.id));
    expect(records.filter((record) => record.status === 'success')).toHaveLength(2);
  });

  it('completes in one step when the code comes with the password, and refuses the same code twice', async () => {
    const at = freshStep();
    const account = await newAccount();
    const { secret } = await turnOn(await login(account.email));
    clockAt(at + 30_000);
    const code = codeAt(secret);
    const [one, two] = await Promise.all([
      call({ method: 'POST', url: '/api/login', payload: { email: account.email, password: DEMO_PASSWORD, code } }),
      call({ method: 'POST', url: '/api/login', payload: { email: account.email, password: DEMO_PASSWORD, code } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 401]);
    const winner = one.statusCode === 200 ? one : two;
    expect(Object.keys(winner.json()).sort()).toEqual(['token', 'user']);

    // Parallel completions of two challenges with one code: one passes.
    clockAt(at + 60_000);
    const [c1, c2] = [await challengeFor(account.email), await challengeFor(account.email)];
    const next = codeAt(secret);
    const results = await Promise.all([
      call({ method: 'POST', url: '/api/login/two-factor', payload: { challenge: c1, code: next } }),
      call({ method: 'POST', url: '/api/login/two-factor', payload: { challenge: c2, code: next } }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    // An older step after a newer one was accepted is refused too.
    const older = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: await challengeFor(account.email), code: codeAt(secret, at + 30_000) },
    });
    expect(older.statusCode).toBe(401);
  });

  it('counts wrong codes as failed sign-ins and answers 429 after the limit', async () => {
    const at = freshStep();
    const account = await newAccount();
    const { secret } = await turnOn(await login(account.email));
    clockAt(at + 30_000);
    const ip = '198.51.100.70';
    const challenge = await challengeFor(account.email, ip);
    const wrongCode = codeAt(secret, at + 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await call({
        method: 'POST',
        url: '/api/login/two-factor',
        payload: { challenge, code: wrongCode },
        ip,
      });
      statuses.push(response.statusCode);
      expect(response.body).not.toContain(wrongCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const failed = await t.database.db
      .select()
      .from(loginRecords)
      .where(and(eq(loginRecords.userId, account.id), eq(loginRecords.status, 'failed')))
      .orderBy(loginRecords.id);
    expect(failed.map((record) => record.reason)).toEqual([...Array(5).fill('invalidTwoFactorCode'), 'rateLimited']);
    expect(failed.every((record) => record.email === account.email && record.ip === ip)).toBe(true);
    // The right code now waits too.
    const right = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge, code: codeAt(secret) },
      ip,
    });
    expect(right.statusCode).toBe(429);
  });

  it('refuses unknown and expired challenges and those of an inactive account', async () => {
    const at = freshStep();
    const account = await newAccount();
    const { secret } = await turnOn(await login(account.email));
    clockAt(at + 30_000);

    const unknown = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: 'x'.repeat(64), code: codeAt(secret) },
    });
    expect(unknown.statusCode).toBe(401);

    const expired = await challengeFor(account.email);
    await t.database.db
      .update(loginChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginChallenges.userId, account.id));
    const late = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: expired, code: codeAt(secret) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe('This sign-in has expired. Enter your email and password again.');

    const pending = await challengeFor(account.email);
    const master = await login('master@example.com');
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/users/${account.id}/active`,
          token: master,
          payload: { isActive: false },
        })
      ).statusCode,
    ).toBe(200);
    const inactive = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: pending, code: codeAt(secret) },
    });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().token).toBeUndefined();
  });

  it('takes a recovery code once, in any case and with or without dashes, and records its use', async () => {
    freshStep();
    const account = await newAccount();
    const { recoveryCodes } = await turnOn(await login(account.email));
    const code = recoveryCodes[3]!;

    const typed = code.toUpperCase().replace(/-/g, ' ');
    const used = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: await challengeFor(account.email), recoveryCode: typed },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect((await call({ method: 'GET', url: '/api/me', token: used.json().token })).statusCode).toBe(200);

    const again = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: await challengeFor(account.email), recoveryCode: code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('This recovery code is not valid or was already used');
    expect(again.body).not.toContain(code);

    const status = await call({ method: 'GET', url: '/api/two-factor', token: used.json().token });
    expect(status.json().recoveryCodesLeft).toBe(9);
    const audit = await auditOf(account.id, 'twoFactor.recoveryCodeUse');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({ recoveryCodesLeft: { after: 9 } });

    // Both at once, or neither, is refused as a malformed request.
    const both = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: 'x', code: '123456', recoveryCode: recoveryCodes[4] },
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).not.toContain(recoveryCodes[4]);
  });

  it('renews the recovery codes and turns off only with the password', async () => {
    freshStep();
    const account = await newAccount();
    const token = await login(account.email);
    const { recoveryCodes } = await turnOn(token);

    const wrongRenew = await call({
      method: 'POST',
      url: '/api/two-factor/recovery-codes',
      token,
      payload: { password: 'not-the-password' },
    });
    expect(wrongRenew.statusCode).toBe(400);
    expect(wrongRenew.json().error.fields).toEqual({ password: 'The password is incorrect' });
    const renew = await call({
      method: 'POST',
      url: '/api/two-factor/recovery-codes',
      token,
      payload: { password: DEMO_PASSWORD },
    });
    expect(renew.statusCode).toBe(200);
    expect(renew.headers['cache-control']).toBe('no-store');
    const renewed = renew.json().recoveryCodes as string[];
    handedOut.push(...renewed);
    expect(renewed).toHaveLength(10);
    expect(renewed.some((code) => recoveryCodes.includes(code))).toBe(false);
    // The old ones no longer work.
    const old = await call({
      method: 'POST',
      url: '/api/login/two-factor',
      payload: { challenge: await challengeFor(account.email), recoveryCode: recoveryCodes[0] },
    });
    expect(old.statusCode).toBe(401);

    const wrong = await call({
      method: 'POST',
      url: '/api/two-factor/disable',
      token,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'The password is incorrect' });
    expect((await call({ method: 'GET', url: '/api/two-factor', token })).json().enabled).toBe(true);

    const off = await call({
      method: 'POST',
      url: '/api/two-factor/disable',
      token,
      payload: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/two-factor', token })).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({
      twoFactorSecret: null,
      twoFactorKeyId: null,
      twoFactorEnabled: false,
      twoFactorLastStep: null,
    });
    expect(
      await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, account.id)),
    ).toHaveLength(0);
    // The password alone signs in again.
    await login(account.email);
    expect(
      (await call({ method: 'POST', url: '/api/two-factor/disable', token, payload: { password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(409);
    expect(await auditOf(account.id, 'twoFactor.recoveryCodesRenew')).toHaveLength(1);
    expect(await auditOf(account.id, 'twoFactor.disable')).toHaveLength(1);
  });
});

describe('the per-role requirement', () => {
  it('is read and set by the master only, audited', async () => {
    const manager = await login('manager@example.com');
    expect((await call({ method: 'GET', url: '/api/two-factor/policy', token: manager })).statusCode).toBe(403);
    expect(
      (
        await call({
          method: 'PUT',
          url: '/api/two-factor/policy',
          token: manager,
          payload: { requiredFor: ['manager'] },
        })
      ).statusCode,
    ).toBe(403);
    const master = await login('master@example.com');
    expect((await call({ method: 'GET', url: '/api/two-factor/policy', token: master })).json()).toEqual({
      requiredFor: [],
    });
    const bad = await call({
      method: 'PUT',
      url: '/api/two-factor/policy',
      token: master,
      payload: { requiredFor: ['admin'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/two-factor/policy', token: master })).json()).toEqual({
      requiredFor: [],
    });
  });

  it('holds a manager without two-factor at the setup until it is on, and then lets them work', async () => {
    freshStep();
    const master = await login('master@example.com');
    const account = await newAccount('manager');
    const set = await call({
      method: 'PUT',
      url: '/api/two-factor/policy',
      token: master,
      payload: { requiredFor: ['manager', 'employee', 'manager'] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ requiredFor: ['manager', 'employee'] });
    const [audit] = await t.database.db.select().from(activities).where(eq(activities.action, 'twoFactor.policy'));
    expect(audit!.changes).toEqual({ requiredFor: { before: [], after: ['manager', 'employee'] } });

    const signIn = await call({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(signIn.json().user.twoFactorSetupRequired).toBe(true);
    const token = signIn.json().token as string;

    const tasks = await call({ method: 'GET', url: '/api/tasks', token });
    expect(tasks.statusCode).toBe(403);
    expect(tasks.json().error).toMatchObject({
      code: 'twoFactorSetupRequired',
      message: 'Turn on two-factor sign-in in your profile first',
    });
    expect(
      (
        await call({
          method: 'PUT',
          url: '/api/profile',
          token,
          payload: { name: 'A', surname: 'B', phone: '', language: 'en' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call({ method: 'GET', url: '/api/me', token })).json().twoFactorSetupRequired).toBe(true);
    expect((await call({ method: 'GET', url: '/api/profile', token })).json().twoFactorSetupRequired).toBe(true);
    expect((await call({ method: 'GET', url: '/api/two-factor', token })).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    // The master is not held: their role is not listed.
    expect((await call({ method: 'GET', url: '/api/tasks', token: master })).statusCode).toBe(200);

    await turnOn(token);
    expect((await call({ method: 'GET', url: '/api/tasks', token })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/me', token })).json().twoFactorSetupRequired).toBe(false);
    // A required role cannot turn it off.
    const off = await call({
      method: 'POST',
      url: '/api/two-factor/disable',
      token,
      payload: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('Your role requires two-factor sign-in, so it cannot be turned off');

    // Lifted again: the seeded employee works without two-factor.
    expect(
      (await call({ method: 'PUT', url: '/api/two-factor/policy', token: master, payload: { requiredFor: [] } }))
        .statusCode,
    ).toBe(200);
    const employee = await login('employee@example.com');
    expect((await call({ method: 'GET', url: '/api/tasks', token: employee })).statusCode).toBe(200);
  });
});

describe('the secret and the recovery codes stay inside', () => {
  it('never appear in status, me, sign-in answers, the users list and export, audit rows or log lines', async () => {
    expect(handedOut.length).toBeGreaterThan(20);
    const master = await login('master@example.com');
    const bodies: string[] = [];
    for (const url of [
      '/api/two-factor',
      '/api/me',
      '/api/profile',
      '/api/users?kind=internal&pageSize=100',
      '/api/users/export?kind=internal&format=csv',
    ]) {
      const response = await call({ method: 'GET', url, token: master });
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.body);
    }
    const signIns = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.twoFactorEnabled, true));
    for (const { email } of signIns) {
      const response = await call({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
      bodies.push(response.body);
    }
    const auditRows = JSON.stringify(await t.database.db.select().from(activities));
    const everything = [...bodies, auditRows, logs()].join('\n');
    const normalized = everything.toLowerCase().replace(/-/g, '');
    for (const secret of handedOut) {
      expect(everything).not.toContain(secret);
      expect(normalized).not.toContain(secret.toLowerCase().replace(/-/g, ''));
    }
    for (const body of bodies) expect(body).not.toMatch(/twoFactorSecret|codeHash|two_factor_secret/);
    // The log did capture the requests (so the search above looked at something).
    expect(logs()).toContain('/api/two-factor/enable');
  });
});
