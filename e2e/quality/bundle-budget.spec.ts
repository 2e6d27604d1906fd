import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { ACCOUNTS, formatTable, measureRoutes, ROUTES, signIn } from '../../bench/route-bytes.mjs';
import { baseUrl, launchBrowser } from '../support/browser';

/*
 * The JavaScript per screen, counting every script a cold load fetches until the network is quiet
 * (bench/route-bytes.mjs, which the bench's "bundle" target runs too). /login is held to its budget
 * (150 KB of gzip), every other screen to its own (250 KB).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** `/company/:id/:name` and `/company/{company}/{name}` are the same route. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '*');

describe('JavaScript per route', () => {
  it('measures every screen of the route table, and the login page', () => {
    const measured = new Set(ROUTES.map((route) => shape(route.path)));
    const missing = screenRoutes.map((route) => shape(route.path)).filter((path) => !measured.has(path));
    expect(missing).toEqual([]);
    expect(measured.has('/login')).toBe(true);
  });

  it('stays within its budget on every route, opened cold', { timeout: 300_000 }, async () => {
    const rows = await measureRoutes(browser, baseUrl());
    console.log(formatTable(rows));
    for (const row of rows) expect(row.files.length, `${row.route}: no script measured`).toBeGreaterThan(0);
    // The budgets as the product sets them, written here by hand.
    for (const row of rows) expect(row.budget, row.route).toBe(row.route === '/login' ? 150_000 : 250_000);
    const over = rows
      .filter((row) => !row.withinBudget)
      .map((row) => `${row.route} (${row.as}): ${(row.gzip / 1000).toFixed(1)} KB > ${row.budget / 1000} KB`);
    expect(over, formatTable(rows)).toEqual([]);
  });

  it('asks for /api/me before the screen code, on a cold load of a signed-in screen', async () => {
    const session = await signIn(baseUrl(), ACCOUNTS.manager);
    const context = await browser.newContext({ baseURL: baseUrl() });
    try {
      await context.addInitScript((stored) => {
        window.localStorage.setItem('language', 'en');
        window.localStorage.setItem('token', stored.token);
        window.localStorage.setItem('user', JSON.stringify(stored.user));
      }, session);
      const page = await context.newPage();
      await page.goto('/task');
      await expect.poll(() => page.getByRole('table').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const html = await (await page.request.get('/task')).text();
      // The scripts index.html names (the entry and its modulepreloads) come first; everything else is the screen's.
      const inHtml = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            path: new URL(timing.name).pathname,
            startTime: timing.startTime,
            requestStart: timing.requestStart,
          };
        }),
      );
      const me = entries.find((entry) => entry.path === '/api/me');
      const chunks = entries.filter((entry) => entry.path.endsWith('.js') && !inHtml.has(entry.path));
      expect(me, 'GET /api/me in Resource Timing').toBeDefined();
      expect(chunks.length).toBeGreaterThan(0);
      const firstChunk = Math.min(...chunks.map((chunk) => chunk.startTime));
      expect(
        me!.startTime,
        `GET /api/me started at ${me!.startTime} ms, the first screen chunk at ${firstChunk} ms`,
      ).toBeLessThanOrEqual(firstChunk);
      // Sent at once, not queued behind the chunks for a connection.
      const firstChunkSent = Math.min(...chunks.map((chunk) => chunk.requestStart));
      expect(me!.requestStart).toBeLessThanOrEqual(firstChunkSent);
    } finally {
      await context.close();
    }
  });
});
