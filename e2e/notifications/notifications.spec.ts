import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, seriousViolations, signedInPage } from '../support/browser';
import { uniqueSuffix } from '../work/work-support';

/*
 * The notification centre end to end (issue 30, item 1): a customer raises a ticket; the manager's
 * bell, on a screen left open, counts it within 2 s without a reload; the bell's panel shows it
 * (who, what, when, a link to the ticket); marking it read lowers the count.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"; 0 when it names none). */
async function bellCount(page: Page): Promise<number | null> {
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  if ((await bell.count()) === 0) return null;
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Raises a ticket as the page's signed-in customer, through the API the new-ticket form calls. */
async function raiseTicket(page: Page, subject: string): Promise<number> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.evaluate(
    async ({ subject, xsrf }) => {
      const token = localStorage.getItem('token') ?? '';
      const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
      const categories = await (await fetch('/api/ticket-categories/lookup', { headers })).json();
      const form = new FormData();
      form.set('subject', subject);
      form.set('description', 'The office printer shows error 49 on every page.');
      form.set('priority', 'high');
      form.set('department', 'technical');
      form.set('type', 'problem');
      form.set('categoryId', String(categories.data[0].id));
      const response = await fetch('/api/tickets', { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`raising the ticket: ${response.status} ${await response.text()}`);
      return (await response.json()).ticket.id as number;
    },
    { subject, xsrf },
  );
}

describe('the notification centre', () => {
  it("a customer's new ticket raises the manager's bell count live, shows in the panel and is marked read", async () => {
    const subject = `Printer error 49 ${uniqueSuffix()}`;
    const manager = await signedInPage(browser, 'manager');
    await manager.page.goto('/mytask');
    await expect.poll(() => bellCount(manager.page), { timeout: 15_000 }).not.toBeNull();
    // The stream is open once the page is (the bell's count has been read): start from that count.
    await manager.page.waitForTimeout(500);
    const before = (await bellCount(manager.page))!;
    await manager.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    const customer = await signedInPage(browser, 'user');
    await customer.page.goto('/ticket');
    await expect.poll(() => customer.page.getByRole('heading', { name: 'Tickets', level: 1 }).isVisible()).toBe(true);
    const ticketId = await raiseTicket(customer.page, subject);
    const raisedAt = Date.now();

    await expect.poll(() => bellCount(manager.page), { timeout: 2_000, interval: 50 }).toBe(before + 1);
    expect(Date.now() - raisedAt).toBeLessThan(2_000);
    // No reload: the same page.
    expect(
      await manager.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);

    await manager.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = manager.page.getByRole('dialog', { name: 'Notifications' });
    const link = panel.getByRole('link', { name: new RegExp(`raised ticket #${ticketId}: ${subject}`) });
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await link.getAttribute('href')).toBe(`/support-window/${ticketId}/ticket`);
    await expect
      .poll(() =>
        panel
          .getByText(/now|second|minute/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await seriousViolations(manager.page)).toEqual([]);
    await screenshot(manager.page, 'notifications-panel-en');

    await panel.getByRole('button', { name: new RegExp(`^Mark as read: .*#${ticketId}: ${subject}`) }).click();
    await expect.poll(() => bellCount(manager.page), { timeout: 5_000 }).toBe(before);
    await manager.context.close();
    await customer.context.close();
  });

  it('on a phone the bell opens the notifications page, in Turkish too', async () => {
    const { context, page } = await signedInPage(browser, 'manager', 'tr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mytask');
    const bell = page.getByRole('button', { name: /^Bildirimler(, \d+ okunmamış)?$/ });
    await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
    await bell.click();
    await page.waitForURL(/\/notifications$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Bildirimler', level: 1 }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /numaralı talebi açtı/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-page-tr-390');
    await context.close();
  });
});
