import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import {
  launchBrowser,
  networkQuiet,
  newPage,
  screenshot,
  seriousViolations,
  signIn,
  type Role,
} from '../support/browser';
import { settledDialog } from '../work/work-support';

/*
 * Every built screen, as the first role it allows, in English and Turkish, on a laptop (1366 px)
 * and a phone (390 px): it renders its heading (the one h1), nothing scrolls sideways, and axe-core finds no
 * serious or critical accessibility violation. Screenshots land in e2e/artifacts/screens/.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SAMPLE_PATHS: Record<string, string> = {
  '/company/:id/:name': '/company/1/company',
  '/support-window/:id/task': '/support-window/1/task',
  '/support-window/:id/ticket': '/support-window/1/ticket',
};
const screens = screenRoutes.map((screen) => ({
  name: screen.name,
  path: SAMPLE_PATHS[screen.path] ?? screen.path,
  role: (screen.roles.includes('master') ? 'master' : screen.roles[0]) as Role,
}));

const VIEW_BUTTONS: Record<'en' | 'tr', Record<string, string>> = {
  en: { views: 'Views', columns: 'Columns' },
  tr: { views: 'Görünümler', columns: 'Sütunlar' },
};

const WIDTHS = { laptop: { width: 1366, height: 850 }, phone: { width: 390, height: 844 } } as const;

const TEXTS = {
  en: { palette: 'Search and commands', sheet: 'Keyboard shortcuts', viewer: /\(1 of 1\)$/ },
  tr: { palette: 'Arama ve komutlar', sheet: 'Klavye kısayolları', viewer: /\(1 \/ 1\)$/ },
} as const;
/* The demo's files (seeded in English): an image on task 1, a PDF on task 5. */
const DEMO_IMAGE = { path: '/support-window/1/task', name: 'wireframe-login.png' };
const DEMO_PDF = { path: '/support-window/5/task', name: 'workshop-notes.pdf' };

/** A dialog open over a screen, faded in and still: axe finds nothing serious in it, and its screenshot is taken. */
async function checkOpen(page: Page, dialog: Locator, label: string, shot: string) {
  await settledDialog(page, dialog);
  expect(await seriousViolations(page), label).toEqual([]);
  await screenshot(page, `screens/${shot}`, { fullPage: false });
}

/*
 * The new screens of issue 32 that live over another (item 8), on a laptop and a phone: the command
 * palette with a word's results, grouped by kind and the word marked; the sheet of shortcuts (`?`);
 * the file viewer showing an image and a PDF's page.
 */
async function paletteAndSheet(page: Page, language: 'en' | 'tr', device: string, label: string) {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('textbox', { name: TEXTS[language].palette });
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.insertText('price');
  const palette = page.getByRole('dialog', { name: TEXTS[language].palette });
  // Tickets, tasks and a person: a group each, the word marked in the titles.
  await expect.poll(() => palette.getByRole('group').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  expect(await palette.locator('mark').count()).toBeGreaterThan(0);
  // Its title is set in from the edge as the groups' labels are, not flush with it.
  const inset = await palette
    .getByRole('heading', { name: TEXTS[language].palette })
    .evaluate((title) => title.getBoundingClientRect().left - title.closest('section')!.getBoundingClientRect().left);
  expect(inset, `${label}, the palette's title inset`).toBeGreaterThanOrEqual(12);
  await checkOpen(page, palette, `${label}, palette`, `palette-${language}-${device}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => palette.count()).toBe(0);

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: TEXTS[language].sheet });
  await expect.poll(() => sheet.isVisible(), { timeout: 10_000 }).toBe(true);
  await checkOpen(page, sheet, `${label}, shortcuts`, `shortcuts-${language}-${device}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => sheet.count()).toBe(0);
}

async function viewer(page: Page, file: typeof DEMO_IMAGE, language: 'en' | 'tr', device: string, label: string) {
  // The file's chip, named by the file and its size.
  await page.getByRole('button', { name: new RegExp(`^${file.name.replaceAll('.', '\\.')} `) }).click();
  const dialog = page.getByRole('dialog', { name: TEXTS[language].viewer });
  if (file === DEMO_IMAGE) {
    await expect
      .poll(() => dialog.getByRole('img', { name: file.name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  } else {
    await expect.poll(() => dialog.locator('canvas[data-drawn]').count(), { timeout: 15_000 }).toBe(1);
  }
  const kind = file === DEMO_IMAGE ? 'image' : 'pdf';
  await checkOpen(page, dialog, `${label}, ${kind} viewer`, `viewer-${kind}-${language}-${device}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

async function check(page: Page, label: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 10_000 }).toBe(true);
  await networkQuiet(page);
  // One h1 per screen: its title, the heading a screen reader's user jumps to first.
  expect(await page.locator('h1, [role="heading"][aria-level="1"]').count(), `${label} has one h1`).toBe(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), label).toEqual([]);
}

describe('every built screen, both languages, laptop and phone', () => {
  for (const language of ['en', 'tr'] as const) {
    // One load per screen serves both widths: laid out at 1366 px, then again at 390 px (Mantine's
    // layout follows the width through CSS and media-query listeners, as on a phone turned).
    it(`${language}, laptop and phone`, { timeout: 480_000 }, async () => {
      const { context, page } = await newPage(browser, language);
      const byRole = new Map<Role, typeof screens>();
      for (const screen of screens) byRole.set(screen.role, [...(byRole.get(screen.role) ?? []), screen]);
      for (const [role, list] of byRole) {
        await page.setViewportSize(WIDTHS.laptop);
        await context.clearCookies();
        await page.goto('/login');
        await page.evaluate(() => {
          window.localStorage.removeItem('token');
          window.localStorage.removeItem('user');
        });
        await signIn(page, role);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        for (const screen of list) {
          await page.setViewportSize(WIDTHS.laptop);
          await page.goto(screen.path);
          for (const [device, viewport] of Object.entries(WIDTHS)) {
            await page.setViewportSize(viewport);
            const label = `${screen.name} (${screen.path}) as ${role}, ${language}, ${device}`;
            await check(page, label);
            await screenshot(page, `screens/${screen.name}-${language}-${device}`);
            // The task list's views menu and (on a laptop) its column chooser, open (issue 32, items 4 and 5).
            if (screen.path === '/task') {
              for (const name of device === 'laptop' ? ['views', 'columns'] : ['views']) {
                await page.getByRole('button', { name: VIEW_BUTTONS[language][name]! }).click();
                const dialog = page.getByRole('dialog').first();
                await dialog.waitFor();
                // Measured once it has faded in: half-transparent words are not what a reader sees.
                await expect.poll(() => dialog.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
                expect(await seriousViolations(page), `${label}, ${name} open`).toEqual([]);
                await screenshot(page, `screens/${screen.name}-${name}-${language}-${device}`);
                await page.keyboard.press('Escape');
              }
              await paletteAndSheet(page, language, device, label);
            }
            if (screen.path === DEMO_IMAGE.path) await viewer(page, DEMO_IMAGE, language, device, label);
          }
          // A PDF's window is no screen of its own: opened once, then its viewer at both widths.
          if (screen.path === DEMO_IMAGE.path) {
            await page.setViewportSize(WIDTHS.laptop);
            await page.goto(DEMO_PDF.path);
            for (const [device, viewport] of Object.entries(WIDTHS)) {
              await page.setViewportSize(viewport);
              await networkQuiet(page);
              await viewer(page, DEMO_PDF, language, device, `${DEMO_PDF.path} as ${role}, ${language}, ${device}`);
            }
          }
        }
      }
      await context.close();
    });
  }

  // The bulk bar (issue 32) shows only once rows are ticked: the task list with a page ticked and an action chosen.
  for (const language of ['en', 'tr'] as const) {
    it(`the task list's bulk bar, ${language}, laptop and phone`, async () => {
      const { context, page } = await newPage(browser, language);
      await signIn(page, 'master');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/task');
      const selectPage = page.getByRole('checkbox', {
        name: language === 'en' ? 'Select every row on this page' : 'Bu sayfadaki tüm satırları seç',
      });
      await expect.poll(() => selectPage.isVisible(), { timeout: 10_000 }).toBe(true);
      await selectPage.check();
      const bar = page.getByRole('region', { name: language === 'en' ? 'Bulk actions' : 'Toplu işlemler' });
      await expect.poll(() => bar.isVisible()).toBe(true);
      await bar.getByLabel(language === 'en' ? 'Action' : 'İşlem').selectOption('status');
      for (const [device, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport);
        await check(page, `bulk bar, ${language}, ${device}`);
        await screenshot(page, `screens/bulk-bar-${language}-${device}`);
      }
      await context.close();
    });
  }
});
