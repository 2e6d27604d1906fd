import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn } from '../support/browser';

/*
 * One clock: a reader whose browser runs on New York time sees the master's sign-in at the same
 * time of day in the login history and in the audit trail, both at the company's (Istanbul) wall
 * clock; the trail, which has no note above it, names the zone beside the time.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a sign-in seen from a browser in New York', () => {
  it('reads the same time in the login history and the activity trail', async () => {
    const { context, page } = await newPage(browser, 'en', 'America/New_York');
    try {
      await signIn(page, 'master');
      await page.waitForURL('**/dashboard');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

      await page.goto('/users-login?sort=createdAt&order=desc');
      await networkQuiet(page);
      const loginRow = page.getByRole('row').filter({ hasText: 'master@example.com' }).first();
      const loginTime = (await loginRow.locator('time').first().textContent())!;
      await expect.poll(() => page.getByText(/Times are shown in/).count()).toBe(1);
      await screenshot(page, 'insight/one-clock-users-login');

      await page.goto('/users-activity?sort=createdAt&order=desc');
      await networkQuiet(page);
      const activityRow = page.getByRole('row').filter({ hasText: 'Deniz Yalçın' }).first();
      const activityTime = (await activityRow.locator('time').first().textContent())!;
      await screenshot(page, 'insight/one-clock-users-activity');

      // "Nov 27, 2026, 8:17:05 PM" and "Nov 27, 2026, 8:17 PM (GMT+3)": the same minute, Istanbul's.
      expect(activityTime).toMatch(/ \(GMT\+3\)$/);
      expect(activityTime.replace(' (GMT+3)', '')).toBe(loginTime.replace(/:\d{2}(?= [AP]M$)/, ''));
      const istanbulNow = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', hour: 'numeric' }).format(
        new Date(),
      );
      expect(loginTime).toContain(`, ${istanbulNow.replace(/ [AP]M$/, '')}:`);
    } finally {
      await context.close();
    }
  });
});
