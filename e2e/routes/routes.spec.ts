import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { launchBrowser, newPage, ROLES, screenshot, signIn, type Role } from '../support/browser';

const here = path.dirname(fileURLToPath(import.meta.url));
const readMessages = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(here, `../../apps/web/src/i18n/${language}.json`), 'utf8')) as {
    screens: Record<string, string>;
    placeholder: { notice: string };
  };
const en = readMessages('en');
const tr = readMessages('tr');

const concrete = (routePath: string) => routePath.replace(':id', '1').replace(':name', 'acme');
/*
 * Built screens that show a record instead of a page title: the task support window is headed by
 * the task's own title, with its "Details" and "Activity" sections (task 1 of the demo data belongs
 * to the demo employee, so every role allowed there sees it).
 */
const RECORD_SCREEN_HEADINGS: Partial<Record<string, readonly string[]>> = {
  supportWindowTask: ['Details', 'Activity'],
};
const HOME: Record<Role, string> = { master: '/dashboard', manager: '/mytask', employee: '/mytask', user: '/ticket' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function expectHeading(page: Page, name: string) {
  await expect
    .poll(() => page.getByRole('heading', { name, exact: true }).first().isVisible(), { timeout: 10_000 })
    .toBe(true);
}

describe('every route of the SPEC table, as each role', () => {
  for (const role of ROLES) {
    it(`${role}: allowed routes render their screen, the others the not-found page`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, role);
      await page.waitForURL(`**${HOME[role]}`);
      for (const route of screenRoutes) {
        await page.goto(concrete(route.path));
        const allowed = (route.roles as readonly string[]).includes(role);
        if (allowed) {
          for (const heading of RECORD_SCREEN_HEADINGS[route.name] ?? [en.screens[route.name]!]) await expectHeading(page, heading);
          expect(await page.getByRole('heading', { name: 'Page not found' }).count(), route.path).toBe(0);
          // A built screen shows its real content, not the "not built yet" notice.
          expect(await page.getByText(en.placeholder.notice).count(), route.path).toBe(route.built ? 0 : 1);
        } else {
          await expectHeading(page, 'Page not found');
        }
        expect(new URL(page.url()).pathname, route.path).toBe(concrete(route.path));
      }
      await context.close();
    });
  }
});

describe('screenshots in English and Turkish', () => {
  for (const language of ['en', 'tr'] as const) {
    it(`master screens in ${language}`, async () => {
      const { context, page } = await newPage(browser, language);
      await signIn(page, 'master');
      await page.waitForURL('**/dashboard');
      const messages = language === 'en' ? en : tr;
      for (const name of ['internalUser', 'externalUser', 'profile', 'dashboard', 'wallet']) {
        const route = screenRoutes.find((item) => item.name === name)!;
        await page.goto(route.path);
        await expectHeading(page, messages.screens[name]!);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${name}-${language}`);
      }
      await page.goto('/no/such/page');
      await expectHeading(page, language === 'en' ? 'Page not found' : 'Sayfa bulunamadı');
      await screenshot(page, `not-found-${language}`);
      await context.close();
    });

    it(`employee and customer homes in ${language}`, async () => {
      for (const role of ['employee', 'user'] as const) {
        const { context, page } = await newPage(browser, language);
        await signIn(page, role);
        await page.waitForURL(`**${HOME[role]}`);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `home-${role}-${language}`);
        await context.close();
      }
    });
  }
});
