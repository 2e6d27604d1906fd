import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, ROLES, screenshot, signIn, storage } from '../support/browser';

const HOME = { master: '/dashboard', manager: '/mytask', employee: '/mytask', user: '/ticket' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in through the form', () => {
  for (const role of ROLES) {
    it(`${role} lands on the role's home with token and user stored`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, role);
      await page.waitForURL(`**${HOME[role]}`);
      const stored = await storage(page);
      expect(stored.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(JSON.parse(stored.user!).type).toBe(role);
      await screenshot(page, `home-${role}-en`);
      await context.close();
    });
  }

  it('shows the server message for wrong credentials and field messages for bad input', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master@example.com', 'wrong-password');
    await expect.poll(() => page.getByText('Email or password is incorrect').isVisible()).toBe(true);
    expect(page.url()).toContain('/login');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Password/).fill('12');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await screenshot(page, 'login-errors-en');
    await context.close();
  });

  it('registers a customer through the registration dialog, who can then sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await screenshot(page, 'login-en');
    await page
      .getByRole('button', { name: /create an account|register|sign up/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a customer account' });
    await dialog.getByLabel(/^Name/).fill('Leyla');
    await dialog.getByLabel(/^Surname/).fill('Şenol');
    await dialog.getByLabel(/^Email/).fill('leyla.senol@example.com');
    await dialog.getByLabel(/^Phone/).fill('+90 532 1234567');
    await dialog.getByLabel(/^Password/).fill('leyla-pass-1');
    await screenshot(page, 'register-en');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // Leaving the page before the answer arrives would cancel the registration.
    await expect
      .poll(() => page.getByText('Account created. You can sign in now.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await signIn(page, 'leyla.senol@example.com', 'leyla-pass-1');
    await page.waitForURL('**/ticket');
    expect(JSON.parse((await storage(page)).user!).type).toBe('user');
    await context.close();
  });

  it('logout removes token and user and returns to /login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'employee');
    await page.waitForURL('**/mytask');
    await page
      .getByRole('button', { name: /Log ?out/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    expect(await storage(page)).toEqual({ token: null, user: null });
    await page.goto('/mytask');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('logout still clears the session when the logout call fails', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'manager');
    await page.waitForURL('**/mytask');
    await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page
      .getByRole('button', { name: /Log ?out/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    expect(await storage(page)).toEqual({ token: null, user: null });
    await context.close();
  });
});
