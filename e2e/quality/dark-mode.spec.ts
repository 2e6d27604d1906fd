import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, seriousViolations, signIn } from '../support/browser';

/*
 * Dark mode: a system set to dark opens the app dark, and the screens with charts and badges pass
 * axe-core (colour contrast included) there too; the header's switch goes back to light and the
 * choice survives a reload. Screenshots: e2e/artifacts/dark-*.png.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCREENS = ['/dashboard', '/task', '/wallet', '/ticket', '/projects-report'] as const;

describe('dark mode', () => {
  it(
    'follows a dark system, reads well on the chart and badge screens, and the switch is remembered',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage(browser);
      await page.emulateMedia({ colorScheme: 'dark' });
      await signIn(page, 'master');
      await page.waitForURL('**/dashboard');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
        'dark',
      );
      for (const path of SCREENS) {
        await page.goto(path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 10_000 })
          .toBe(true);
        await networkQuiet(page);
        expect(await seriousViolations(page), `${path} in dark mode`).toEqual([]);
        await screenshot(page, `dark${path.replace(/\//g, '-')}`);
      }

      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')))
        .toBe('light');
      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: 'Switch to dark mode' }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
        'light',
      );
      await context.close();
    },
  );
});
