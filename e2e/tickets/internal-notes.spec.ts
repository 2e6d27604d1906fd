import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, screenshot, seriousViolations, signedInPage } from '../support/browser';
import { uniqueSuffix } from '../work/work-support';

/*
 * Internal notes and the reply workflow end to end, in Chromium: the employee writes an internal
 * note while the customer's window is open; the customer's window never shows it, live or after a
 * reload, while a public reply written after it does arrive. Then the ticket is completed, the
 * customer replies, and it shows as reopened. The staff and customer windows are photographed in
 * English and Turkish at 1366 and 390 px, light and dark, and checked with axe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const timelineOf = (page: Page) => page.getByRole('list', { name: /^(Activity|Hareketler)$/ });
const entriesOf = (page: Page) => timelineOf(page).locator(':scope > [role="listitem"]');

/** A call to the API from the signed-in page, as the app makes it (bearer token, anti-forgery header). */
async function api(page: Page, method: string, url: string, body?: Record<string, string | number>, form = false) {
  return page.evaluate(
    async ({ method, url, body, form }) => {
      const token = window.localStorage.getItem('token');
      const xsrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
        accept: 'application/json',
      };
      let payload: BodyInit | undefined;
      if (body && form) {
        const data = new FormData();
        for (const [key, value] of Object.entries(body)) data.append(key, String(value));
        payload = data;
      } else if (body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
      return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> };
    },
    { method, url, body, form },
  );
}

async function openWindow(page: Page, path: string, subject: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { name: subject }).isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => timelineOf(page).isVisible(), { timeout: 10_000 }).toBe(true);
}

describe('internal notes and the reply workflow (issue 30, items 4 and 5)', () => {
  it("an internal note never reaches the customer's window; a customer's reply reopens a completed ticket", async () => {
    const suffix = uniqueSuffix();
    const subject = `Refund for order ${suffix}`;
    const customer = await signedInPage(browser, 'user');
    await customer.page.goto('/ticket');
    const categories = await api(customer.page, 'GET', '/api/ticket-categories/lookup');
    const categoryId = (categories.json.data as { id: number }[])[0]!.id;
    const created = await api(
      customer.page,
      'POST',
      '/api/tickets',
      {
        subject,
        description: 'I was charged twice.',
        priority: 'medium',
        department: 'billing',
        type: 'problem',
        categoryId,
      },
      true,
    );
    expect(created.status).toBe(201);
    const ticketId = (created.json.ticket as { id: number }).id;
    const ticketPath = `/support-window/${ticketId}/ticket`;
    await openWindow(customer.page, ticketPath, subject);
    await customer.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    // The manager writes an internal note, then a reply, from the window.
    const manager = await signedInPage(browser, 'manager');
    await openWindow(manager.page, ticketPath, subject);
    const note = `Checked with finance: the double charge is real (${suffix}).`;
    await manager.page.getByRole('button', { name: 'Internal note' }).click();
    await manager.page.getByLabel('Internal note (staff only)', { exact: true }).fill(note);
    await manager.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => manager.page.getByText('Internal note added').isVisible()).toBe(true);
    const noteEntry = entriesOf(manager.page).filter({ hasText: note });
    await expect.poll(() => noteEntry.isVisible()).toBe(true);
    expect(await noteEntry.getByText('Internal', { exact: true }).isVisible()).toBe(true);

    const reply = `We are refunding the second charge today (${suffix}).`;
    await manager.page.getByRole('button', { name: 'Reply', exact: true }).click();
    await manager.page.getByLabel('Reply', { exact: true }).fill(reply);
    await manager.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => manager.page.getByText('Reply sent').isVisible()).toBe(true);

    // The reply arrives live in the customer's open window; the note, written before it, never does.
    await expect
      .poll(() => entriesOf(customer.page).filter({ hasText: reply }).isVisible(), { timeout: 5_000, interval: 100 })
      .toBe(true);
    expect(await customer.page.getByText(note).count()).toBe(0);
    expect(await customer.page.getByText('Internal', { exact: true }).count()).toBe(0);
    expect(
      await customer.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    expect(await customer.page.getByRole('button', { name: 'Internal note' }).count()).toBe(0);
    await customer.page.reload();
    await expect
      .poll(() => entriesOf(customer.page).filter({ hasText: reply }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await customer.page.getByText(note).count()).toBe(0);
    expect((await customer.page.content()).includes(suffix + ').')).toBe(true);
    expect((await customer.page.content()).includes('Checked with finance')).toBe(false);

    // Completed by staff, then the customer replies: the ticket is open again, and says why.
    const done = await api(manager.page, 'PATCH', `/api/tickets/${ticketId}/status`, { status: 'completed' });
    expect(done.status).toBe(200);
    await expect
      .poll(() => customer.page.getByRole('button', { name: 'Reopen ticket' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    await customer.page.getByLabel('Reply', { exact: true }).fill('The second charge is still on my card.');
    await customer.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => customer.page.getByText('Reply sent').isVisible()).toBe(true);
    await expect
      .poll(() => entriesOf(customer.page).filter({ hasText: "Reopened by the customer's reply" }).isVisible(), {
        timeout: 5_000,
      })
      .toBe(true);
    await expect.poll(() => customer.page.getByRole('button', { name: 'Close ticket' }).isVisible()).toBe(true);
    // The manager's window follows live: the ticket is pending again.
    await expect
      .poll(() => entriesOf(manager.page).filter({ hasText: "Reopened by the customer's reply" }).isVisible(), {
        timeout: 5_000,
      })
      .toBe(true);
    await manager.page.goto('/open-ticket');
    await expect
      .poll(() => manager.page.getByRole('link', { name: subject }).isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Cancelled: the customer's reply box gives way to the reason.
    expect((await api(manager.page, 'PATCH', `/api/tickets/${ticketId}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    await expect.poll(() => customer.page.getByText('Replies are closed').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await customer.page.getByLabel('Reply', { exact: true }).count()).toBe(0);

    // Screens: staff and customer windows, en and tr, 1366 and 390 px, light and dark, with axe.
    await api(manager.page, 'PATCH', `/api/tickets/${ticketId}/status`, { status: 'inProgress' });
    for (const language of ['en', 'tr'] as const) {
      for (const [role, who] of [
        ['manager', 'staff'],
        ['user', 'customer'],
      ] as const) {
        const opened = await signedInPage(browser, role, language);
        for (const width of [1366, 390]) {
          for (const scheme of ['light', 'dark'] as const) {
            await opened.page.setViewportSize({ width, height: width === 390 ? 844 : 850 });
            await opened.page.emulateMedia({ colorScheme: scheme });
            await opened.page.goto(ticketPath);
            await expect.poll(() => timelineOf(opened.page).isVisible(), { timeout: 10_000 }).toBe(true);
            await networkQuiet(opened.page);
            if (who === 'staff')
              await opened.page.getByRole('button', { name: /^(Internal note|Dahili not)$/ }).click();
            await screenshot(opened.page, `tickets-internal-${who}-${language}-${width}-${scheme}`);
            expect(await seriousViolations(opened.page), `${who} ${language} ${width} ${scheme}`).toEqual([]);
          }
        }
        await opened.context.close();
      }
    }
    for (const opened of [customer, manager]) await opened.context.close();
  });
});
