import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('profile', () => {
  it('a customer edits their name and changes the password only with the current one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'user');
    await page.waitForURL('**/ticket');
    await page.goto('/profile');
    await page.getByLabel(/^Name/).fill('Olly');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Profile saved').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Olly Bennett').isVisible()).toBe(true);

    const change = async (current: string, next: string) => {
      await page.getByLabel('Current password').fill(current);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password').fill(next);
      await page.getByRole('button', { name: 'Save' }).nth(1).click();
    };
    await change('not-my-password', 'another-pass-1');
    await expect.poll(() => page.getByText('The current password is incorrect').isVisible()).toBe(true);
    await screenshot(page, 'profile-password-error-en');
    await change(DEMO_PASSWORD, 'another-pass-1');
    await expect.poll(() => page.getByText(/Password changed/).isVisible()).toBe(true);
    // Put the demo password back so the other browser tests can sign in.
    await change('another-pass-1', DEMO_PASSWORD);
    await expect.poll(() => page.getByText(/Password changed/).first().isVisible()).toBe(true);
    await context.close();
  });
});
