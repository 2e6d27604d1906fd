import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn, storage } from '../support/browser';

/*
 * The server's word over the stored one: someone who edits the user this browser keeps (local
 * storage `user`) to another type still gets the menu and the screens of the type GET /api/me
 * answers, and the stored user goes back to the server's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the server’s word over the stored user', () => {
  it('an employee whose stored user was edited to master keeps the employee’s menu and screens', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'employee');
    await page.waitForURL('**/mytask');
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user')!) as Record<string, unknown>;
      window.localStorage.setItem('user', JSON.stringify({ ...user, type: 'master' }));
    });

    await page.goto('/user-note');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => menu.getByText('My Notes').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await menu.getByText('Shared Data').isVisible()).toBe(true);
    for (const masters of ['Dashboard', 'Users Report', 'Companies'])
      expect(await menu.getByText(masters, { exact: true }).count()).toBe(0);
    expect(JSON.parse((await storage(page)).user!).type).toBe('employee');

    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user')!) as Record<string, unknown>;
      window.localStorage.setItem('user', JSON.stringify({ ...user, type: 'master' }));
    });
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('while /api/me says the role’s two-factor setup is pending, the menu offers the profile alone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'manager');
    await page.waitForURL('**/mytask');
    // The server's answer as it is for someone whose role the master has just made require two-factor.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), twoFactorSetupRequired: true } });
    });
    await page.goto('/task');
    await page.waitForURL('**/profile?twoFactor=setup');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => menu.getByRole('link', { name: 'Profile' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await menu.getByRole('link').count()).toBe(1);
    expect(
      await menu
        .getByText('Your role requires two-factor sign-in. Turn it on in your profile to open the other screens.')
        .isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await screenshot(page, 'two-factor-pending-menu-1366');
    await page.setViewportSize({ width: 390, height: 850 });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    // One way to the profile in the drawer, and the way out.
    expect(await page.getByRole('link', { name: 'Profile', exact: true }).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).count()).toBe(1);
    await screenshot(page, 'two-factor-pending-menu-390');
    await context.close();
  });
});
