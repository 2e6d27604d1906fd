import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerCustomer, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('profile', () => {
  it('a customer edits their name and changes the password only with the current one', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerCustomer(page, 'Oliver', 'Bennett');
    await signIn(page, account.email, account.password);
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
    await change(account.password, 'another-pass-1');
    await expect.poll(() => page.getByText(/Password changed/).isVisible()).toBe(true);
    await context.close();

    // The new password is the one that signs in now.
    const again = await newPage(browser);
    await signIn(again.page, account.email, account.password);
    await expect.poll(() => again.page.getByText('Email or password is incorrect').isVisible()).toBe(true);
    await signIn(again.page, account.email, 'another-pass-1');
    await again.page.waitForURL('**/ticket');
    await again.context.close();
  });
});
