import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn } from '../support/browser';

/*
 * Every card of the master's dashboard, clicked: the list it opens shows the card's number. A
 * count card's figure is the list's total ("12 records"); a money card's amount is the opened
 * list's own figure for that currency and month. "Open" is the menu's pending list only: the card
 * of every unfinished ticket is called so and opens that filter.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** "1,234" as a number; null when there is no figure. */
const toNumber = (text: string | null | undefined) => {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
};

/** The "12 records" line under a list table: the total the server counted for the filters. */
async function listTotal(page: Page): Promise<number | null> {
  const line = page.getByRole('main').getByText(/^\d[\d.,]* records?$/);
  if ((await line.count()) !== 1) {
    // An empty ticket list shows its own panel instead of a table.
    return (await page.getByRole('main').getByRole('table').count()) === 0 ? 0 : null;
  }
  return toNumber(await line.textContent());
}

type Card = { name: string; href: string };

describe('the dashboard cards and the lists they open (issue 29)', () => {
  it('as the master: every card opens a list that shows the same number', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser);
    // Two failed sign-ins (an address nobody has), so the last-24-hours card has something to count.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await signIn(page, 'nobody.dashboard@e2e.example.com', 'Not-the-password-1');
      expect((await answered).status()).toBe(401);
    }
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await networkQuiet(page);
    await screenshot(page, 'insight/dashboard-cards');
    const main = page.getByRole('main');
    const cards: Card[] = await main
      .locator('section a[aria-label]')
      .evaluateAll((links) => links.map((link) => ({ name: link.getAttribute('aria-label') ?? '', href: link.getAttribute('href') ?? '' })));
    // Five statuses, overdue, projects; two ticket and two sign-in cards; four currencies twice.
    expect(cards.length).toBe(19);
    const names = cards.map((card) => card.name.slice(0, card.name.lastIndexOf(':')));
    expect(names).toContain('Unfinished tickets');
    expect(names).toContain('Urgent unfinished tickets');
    expect(names.some((name) => /\bopen\b/i.test(name))).toBe(false);

    const failed = cards.find((card) => card.href.startsWith('/users-login?status=failed'));
    expect(toNumber(failed?.name.slice(failed.name.lastIndexOf(':') + 1))).toBeGreaterThanOrEqual(2);

    const mismatches: string[] = [];
    for (const [index, card] of cards.entries()) {
      await page.goto('/dashboard');
      await expect.poll(() => main.locator('section a[aria-label]').count(), { timeout: 15_000 }).toBe(cards.length);
      await networkQuiet(page);
      const link = main.locator('section a[aria-label]').nth(index);
      // The same card as before (its link's path); the sign-in span moves with every load, so its instants are read anew.
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.split('?')[0]).toBe(card.href.split('?')[0]);
      const name = (await link.getAttribute('aria-label')) ?? card.name;
      const figure = name.slice(name.lastIndexOf(':') + 1).trim();
      await link.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
      await networkQuiet(page);
      const isMoney = /^\/(income|expense)\?/.test(href);
      if (isMoney) {
        // The opened list's cards: this month, per currency, the same amount.
        const currency = new URL(href, 'http://x').searchParams.get('currency');
        await expect.poll(() => main.getByText(/^This month/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
        const shown = await main.locator('section').first().innerText();
        if (!shown.includes(figure)) mismatches.push(`${name} (${currency}): the list's cards show "${shown.replace(/\s+/g, ' ')}"`);
      } else {
        await expect.poll(() => listTotal(page), { timeout: 15_000 }).not.toBeNull();
        const total = await listTotal(page);
        if (total !== toNumber(figure)) mismatches.push(`${name}: the list ${href} shows ${total}`);
      }
      if (href.startsWith('/users-login?status=failed')) await screenshot(page, 'insight/dashboard-failed-sign-ins');
    }
    expect(mismatches).toEqual([]);

    // The menu's Open Tickets is the pending list.
    await page.goto('/open-ticket');
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await context.close();
  });
});
