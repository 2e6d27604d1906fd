import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes, type ScreenRoute } from '@workspace/shared/routes/screen-routes';
import {
  launchBrowser,
  networkQuiet,
  newPage,
  ROLES,
  screenshot,
  signedInPage,
  signIn,
  storage,
  type Role,
} from '../support/browser';

const here = path.dirname(fileURLToPath(import.meta.url));
const readMessages = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(here, `../../apps/web/src/i18n/${language}.json`), 'utf8')) as {
    screens: Record<string, string>;
    placeholder: { notice: string };
  };
const en = readMessages('en');
const tr = readMessages('tr');

const concrete = (routePath: string) => routePath.replace(':id', '1').replace(':name', 'acme');
const HOME: Record<Role, string> = { master: '/dashboard', manager: '/mytask', employee: '/mytask', user: '/ticket' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function expectHeading(page: Page, name: string, where = name) {
  await expect
    .poll(() => page.getByRole('heading', { name, exact: true }).first().isVisible(), {
      timeout: 10_000,
      message: `heading "${name}" on ${where}`,
    })
    .toBe(true);
}

/** GET on the API with the session the sign-in form stored. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  const { token } = await storage(page);
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

type Visit = { path: string; heading: string; finalPath: string | RegExp };

/**
 * Where to go for a route the role may open, and what must show. Screens with an id in the path
 * open a record the role can see: the page's heading is then the record's name, not the screen's.
 */
async function visitFor(page: Page, route: ScreenRoute): Promise<Visit> {
  if (route.name === 'CompanyDetail') {
    const { data } = await apiGet<{ data: { id: number; name: string }[] }>(
      page,
      '/api/companies?pageSize=1&sort=name&order=asc',
    );
    const company = data[0]!;
    // A made-up name part: the page replaces it with the company's slug.
    return {
      path: `/company/${company.id}/acme`,
      heading: company.name,
      finalPath: new RegExp(`^/company/${company.id}/(?!acme$)[a-z0-9-]+$`),
    };
  }
  if (route.name === 'supportWindowTask') {
    const { data } = await apiGet<{ data: { id: number; title: string }[] }>(page, '/api/tasks?pageSize=1');
    const task = data[0]!;
    const taskPath = `/support-window/${task.id}/task`;
    return { path: taskPath, heading: task.title, finalPath: taskPath };
  }
  if (route.name === 'supportWindowTicket') {
    const { data } = await apiGet<{ data: { id: number; subject: string }[] }>(page, '/api/tickets?pageSize=1');
    const ticket = data[0]!;
    const ticketPath = `/support-window/${ticket.id}/ticket`;
    return { path: ticketPath, heading: ticket.subject, finalPath: ticketPath };
  }
  return { path: concrete(route.path), heading: en.screens[route.name]!, finalPath: concrete(route.path) };
}

describe('every route of the product screen table, as each role', () => {
  for (const role of ROLES) {
    it(`${role}: every screen it may open shows its content, every other one the not-found page`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, role);
      await page.waitForURL(`**${HOME[role]}`);
      for (const route of screenRoutes as readonly ScreenRoute[]) {
        const allowed = (route.roles as readonly string[]).includes(role);
        if (!allowed) {
          await page.goto(concrete(route.path));
          await expectHeading(page, 'Page not found', route.path);
          expect(new URL(page.url()).pathname, route.path).toBe(concrete(route.path));
          continue;
        }
        const visit = await visitFor(page, route);
        await page.goto(visit.path);
        await expectHeading(page, visit.heading, route.path);
        // The real screen: its main landmark holds more than a title.
        await expect
          .poll(async () => (await page.getByRole('main').innerText()).trim().length, {
            message: `content of ${route.path}`,
          })
          .toBeGreaterThan(visit.heading.length + 20);
        expect(await page.getByRole('heading', { name: 'Page not found' }).count(), route.path).toBe(0);
        const pathname = new URL(page.url()).pathname;
        if (typeof visit.finalPath === 'string') expect(pathname, route.path).toBe(visit.finalPath);
        else expect(pathname, route.path).toMatch(visit.finalPath);
      }
      await context.close();
    });
  }
});

describe('screenshots in English and Turkish', () => {
  for (const language of ['en', 'tr'] as const) {
    it(`master screens in ${language}`, async () => {
      const { context, page } = await signedInPage(browser, 'master', language);
      const messages = language === 'en' ? en : tr;
      for (const name of ['internalUser', 'externalUser', 'profile', 'dashboard', 'wallet']) {
        const route = screenRoutes.find((item) => item.name === name)!;
        await page.goto(route.path);
        await expectHeading(page, messages.screens[name]!);
        await networkQuiet(page);
        await screenshot(page, `${name}-${language}`);
      }
      await page.goto('/no/such/page');
      await expectHeading(page, language === 'en' ? 'Page not found' : 'Sayfa bulunamadı');
      await screenshot(page, `not-found-${language}`);
      await context.close();
    });

    it(`employee and customer homes in ${language}`, async () => {
      for (const role of ['employee', 'user'] as const) {
        const { context, page } = await signedInPage(browser, role, language);
        if (new URL(page.url()).pathname !== HOME[role]) await page.goto(HOME[role]);
        await networkQuiet(page);
        await screenshot(page, `home-${role}-${language}`);
        await context.close();
      }
    });
  }
});
