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

/* A card that opens a list: a link holding the card's frame. */
const CARD_LINKS = 'section a:has(> .mantine-Paper-root)';

/**
 * The dashboard's cards as a person reads them: "label: figure" (the label is the card's titled
 * text, the figure its last text: the count, or the amount of a currency's card).
 */
async function readCards(page: Page): Promise<Card[]> {
  return page
    .getByRole('main')
    .locator(CARD_LINKS)
    .evaluateAll((links) =>
      links.map((link) => {
        const texts = Array.from(link.querySelectorAll('.mantine-Text-root'));
        const label = link.querySelector('[title]')?.textContent?.trim() ?? '';
        const figure = texts.at(-1)?.textContent?.trim() ?? '';
        return { name: `${label}: ${figure}`, href: link.getAttribute('href') ?? '' };
      }),
    );
}

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
    const cards = await readCards(page);
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
      await expect.poll(() => main.locator(CARD_LINKS).count(), { timeout: 15_000 }).toBe(cards.length);
      await networkQuiet(page);
      const link = main.locator(CARD_LINKS).nth(index);
      // The same card as before (its link's path); the sign-in span moves with every load, so its instants are read anew.
      const again = (await readCards(page))[index];
      const href = again?.href ?? '';
      expect(href.split('?')[0]).toBe(card.href.split('?')[0]);
      const name = again?.name ?? card.name;
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
        if (!shown.includes(figure))
          mismatches.push(`${name} (${currency}): the list's cards show "${shown.replace(/\s+/g, ' ')}"`);
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
