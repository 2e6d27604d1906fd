import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn, storage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function seed(page: Page, values: { token?: string; user?: string }) {
  await page.goto('/login');
  await page.evaluate((entries) => {
    window.localStorage.clear();
    if (entries.token !== undefined) window.localStorage.setItem('token', entries.token);
    if (entries.user !== undefined) window.localStorage.setItem('user', entries.user);
  }, values);
}

async function realSession(): Promise<{ token: string; user: string }> {
  const csrf = await fetch(`${baseUrl()}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.get('set-cookie')!.split(';')[0]!;
  const xsrf = cookie.split('=')[1]!;
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'employee@example.com', password: 'Demo1234!' }),
  });
  const body = (await response.json()) as { token: string; user: unknown };
  return { token: body.token, user: JSON.stringify(body.user) };
}

describe('the route guard, step by step', () => {
  it('1. no token and no user: any route but login goes to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/users-activity');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('2. a token the server rejects: token and user are cleared, then /login', async () => {
    const { context, page } = await newPage(browser);
    await seed(page, { token: 'revoked-or-forged-token', user: JSON.stringify({ id: 1, type: 'master' }) });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await storage(page)).toEqual({ token: null, user: null });
    await context.close();
  });

  it('3. a stored user without a token is not a session: /login', async () => {
    const { context, page } = await newPage(browser);
    await seed(page, { user: JSON.stringify({ id: 1, type: 'master' }) });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('4. a signed-in user visiting /login is sent to the ticket list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/login');
    await page.waitForURL('**/ticket');
    await context.close();
  });

  it('5. a stored user that cannot be parsed is cleared, then /login', async () => {
    const { context, page } = await newPage(browser);
    const session = await realSession();
    await seed(page, { token: session.token, user: '{not json' });
    await page.goto('/mytask');
    // The guard clears the stored user and goes to /login; the token is still valid, so the
    // login route's guard fetches and holds the user again, and (step 4) sends the browser to /ticket.
    await page.waitForURL(/\/(login|ticket)$/);
    // The unparseable record is gone; the login guard held the server's user record again.
    expect(JSON.parse((await storage(page)).user ?? 'null')?.type).toBe('employee');
    expect(new URL(page.url()).pathname).not.toBe('/mytask');
    await context.close();
  });

  it('6. a role the route does not list sees the not-found page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'employee');
    await page.waitForURL('**/mytask');
    await page.goto('/company');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(page.url()).toContain('/company');
    await context.close();
  });

  it('an unknown path shows the not-found page, and / redirects to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });
});
