import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, EMAILS, type TestApp } from './helpers';

/*
 * The limits hold under parallel requests: the attempt is counted before the password is checked,
 * under a lock per key, so a burst of guesses cannot all be evaluated (docs/decisions/003).
 * Expected figures are the product's limits, written out here: 5 per account and 30 per IP in 15
 * minutes, 10 registrations per IP in an hour.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const login = (email: string, password: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

/** Moves every counted attempt back in time, as if the window had passed. */
const passTheWindow = () =>
  t.database.db.execute(sql`update rate_limit_attempts set created_at = created_at - interval '16 minutes'`);

describe('sign-in limit under parallel requests', () => {
  it('evaluates at most 5 of 100 parallel wrong guesses for one account, then refuses the right password until the window passes', async () => {
    const ip = '198.51.100.1';
    const responses = await Promise.all(Array.from({ length: 100 }, () => login(EMAILS.employee, 'wrong-guess', ip)));
    const counts = tally(responses.map((response) => response.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[429]).toBe(100 - counts[401]!);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(limited.json().error).toMatchObject({
      code: 'rateLimited',
      message: expect.stringMatching(/try again in \d+ min/),
    });

    const right = await login(EMAILS.employee, DEMO_PASSWORD, '198.51.100.2');
    expect(right.statusCode).toBe(429);

    await passTheWindow();
    expect((await login(EMAILS.employee, DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('lets through at most 5 of 30 parallel guesses with the right password hidden among them', async () => {
    const ip = '198.51.100.3';
    const guesses = Array.from({ length: 30 }, (_, index) => (index === 20 ? DEMO_PASSWORD : `guess-${index}`));
    const responses = await Promise.all(guesses.map((password) => login(EMAILS.manager, password, ip)));
    const counts = tally(responses.map((response) => response.statusCode));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(25);
  });

  it('evaluates at most 30 of 100 parallel wrong guesses from one IP across accounts', async () => {
    const ip = '198.51.100.4';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(`stranger${index}@example.com`, 'wrong-guess', ip)),
    );
    const counts = tally(responses.map((response) => response.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(30);
    expect(counts[401]).toBeGreaterThanOrEqual(25);
    expect(counts[429]).toBe(100 - counts[401]!);
    // Another IP is not affected.
    expect((await login('stranger0@example.com', 'wrong-guess', '198.51.100.5')).statusCode).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const ip = '198.51.100.6';
    const statuses: number[] = [];
    for (const password of [
      'w1-wrong',
      'w2-wrong',
      'w3-wrong',
      'w4-wrong',
      DEMO_PASSWORD,
      DEMO_PASSWORD,
      DEMO_PASSWORD,
    ]) {
      statuses.push((await login(EMAILS.user, password, ip)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200, 200, 200]);
    // The four failures still count for every IP that never signed in to the account: one more, then refused.
    const unknownIp = '198.51.100.16';
    expect((await login(EMAILS.user, 'w5-wrong', unknownIp)).statusCode).toBe(401);
    expect((await login(EMAILS.user, 'w6-wrong', unknownIp)).statusCode).toBe(429);
  });
});

describe("a stranger's guesses and the owner's sign-in", () => {
  it('keep the account limit for unknown IPs, but let the owner in from an IP that signed in to the account before', async () => {
    const home = '203.0.113.10';
    expect((await login(EMAILS.master, DEMO_PASSWORD, home)).statusCode).toBe(200);

    // A stranger fills the account's limit, then is refused, right password or not.
    const stranger = '198.51.100.66';
    const guesses = await Promise.all(Array.from({ length: 12 }, () => login(EMAILS.master, 'wrong-guess', stranger)));
    const counts = tally(guesses.map((response) => response.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(12 - counts[401]!);
    expect((await login(EMAILS.master, DEMO_PASSWORD, stranger)).statusCode).toBe(429);
    // Every other unknown IP shares that limit: a distributed guesser gains nothing.
    expect((await login(EMAILS.master, DEMO_PASSWORD, '198.51.100.67')).statusCode).toBe(429);

    // The owner, from where they signed in before, is not locked out.
    const owner = await login(EMAILS.master, DEMO_PASSWORD, home);
    expect(owner.statusCode, owner.body).toBe(200);

    // A known IP has a limit of its own: 5 wrong guesses from it, then it is refused too.
    const fromHome = await Promise.all(Array.from({ length: 8 }, () => login(EMAILS.master, 'wrong-guess', home)));
    expect(tally(fromHome.map((response) => response.statusCode))[401]).toBeLessThanOrEqual(5);
    expect((await login(EMAILS.master, DEMO_PASSWORD, home)).statusCode).toBe(429);
    await passTheWindow();
  });
});

describe('current-password check of the password change', () => {
  it('evaluates at most 5 of 20 parallel wrong current passwords, then refuses the right one', async () => {
    const token = await t.login('master');
    const change = (currentPassword: string) =>
      t.call({
        method: 'PUT',
        url: '/api/profile/password',
        token,
        payload: { currentPassword, newPassword: 'brand-new-pass-7' },
      });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => change(`wrong-${index}`)));
    const counts = tally(responses.map((response) => response.statusCode));
    expect(counts[400]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(20 - counts[400]!);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(429);
    await passTheWindow();
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('registration limit', () => {
  it('accepts 10 registrations an hour from one IP and refuses the 11th, in parallel too', async () => {
    const ip = '198.51.100.7';
    const register = (index: number) =>
      t.call({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: {
          name: 'Burst',
          surname: `Person${index}`,
          email: `burst${index}@example.com`,
          password: `Unusual-${index}-pass`,
        },
      });
    const responses = await Promise.all(Array.from({ length: 15 }, (_, index) => register(index)));
    const counts = tally(responses.map((response) => response.statusCode));
    expect(counts).toEqual({ 201: 10, 429: 5 });
    const other = await t.call({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '198.51.100.8',
      payload: { name: 'Other', surname: 'Place', email: 'other.place@example.com', password: 'Unusual-9-pass' },
    });
    expect(other.statusCode).toBe(201);
  });
});
