import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn, ROLES, type Role } from '../support/browser';

/*
 * The default columns of every list fit a 1366 x 768 laptop: as each role that reaches it, no
 * table scrolls sideways inside its box (scrollWidth <= clientWidth), and the head of the column
 * the list is sorted by is in view. One browser, one sign-in per role.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SAMPLE_PATHS: Record<string, string> = { '/company/:id/:name': '/company/1/company' };
/* Screens that are forms or windows rather than lists. */
const NOT_LISTS = new Set(['/create-ticket', '/profile', '/support-window/:id/task', '/support-window/:id/ticket']);

type TableFit = {
  label: string;
  scrollWidth: number;
  clientWidth: number;
  sortHead: string | null;
  sortHeadVisible: boolean | null;
};

/** Each table of the page: how wide it is against its scrolling box, and whether its sorted column's head shows within that box. */
async function tableFits(page: Page): Promise<TableFit[]> {
  return page.evaluate(() => {
    const scrollBox = (table: HTMLElement): HTMLElement => {
      for (let node = table.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return node;
      }
      return document.documentElement;
    };
    return Array.from(document.querySelectorAll('main table'))
      .filter((table): table is HTMLTableElement => table instanceof HTMLTableElement && table.offsetParent !== null)
      .map((table) => {
        const box = scrollBox(table);
        const sorted = table.querySelector<HTMLElement>('th[aria-sort]');
        let sortHeadVisible: boolean | null = null;
        if (sorted) {
          const head = sorted.getBoundingClientRect();
          const area = box.getBoundingClientRect();
          sortHeadVisible =
            head.left >= area.left - 1 && head.right <= area.right + 1 && head.right <= window.innerWidth;
        }
        return {
          label: table.getAttribute('aria-label') ?? table.closest('section')?.getAttribute('aria-label') ?? 'table',
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
          sortHead: sorted?.textContent?.trim() ?? null,
          sortHeadVisible,
        };
      });
  });
}

describe('list columns at 1366 x 768', () => {
  it(
    'every list, as every role that sees it: no table scrolls sideways, its sort column shows',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width: 1366, height: 768 });
      const problems: string[] = [];
      let checked = 0;
      for (const role of ROLES) {
        await context.clearCookies();
        await page.goto('/login');
        await page.evaluate(() => window.localStorage.clear());
        await signIn(page, role);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        const paths = screenRoutes
          .filter((screen) => screen.roles.includes(role) && !NOT_LISTS.has(screen.path))
          .map((screen) => SAMPLE_PATHS[screen.path] ?? screen.path);
        for (const path of paths) {
          await page.goto(path);
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000 })
            .toBe(true);
          await networkQuiet(page);
          // Rows render in a deferred pass after they arrive, a loader standing in until it has run:
          // measure once no loader is left.
          await expect.poll(() => page.getByRole('main').getByLabel('Loading…').count(), { timeout: 10_000 }).toBe(0);
          for (const fit of await tableFits(page)) {
            checked += 1;
            const where = `${path} as ${role as Role}, ${fit.label}`;
            if (fit.scrollWidth > fit.clientWidth)
              problems.push(
                `${where}: ${fit.scrollWidth - fit.clientWidth}px wider than its box (${fit.clientWidth}px)`,
              );
            if (fit.sortHeadVisible === false)
              problems.push(`${where}: the sorted column "${fit.sortHead}" is out of view`);
          }
          if (['/ticket', '/projects-report'].includes(path) && role === 'master')
            await screenshot(page, `quality/list-columns${path.replace('/', '-')}-1366`);
        }
      }
      expect(checked).toBeGreaterThan(15);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
