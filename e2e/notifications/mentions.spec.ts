import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, seriousViolations, signedInPage } from '../support/browser';
import { uniqueSuffix } from '../work/work-support';

/*
 * @mentions end to end (issue 30, items 3 and 9): the manager types "@" in an internal note on a
 * customer's ticket, picks the employee from the list and sends; the employee's bell, on a screen
 * left open, counts it without a reload, and its notification leads to the ticket; the customer's
 * window shows neither the note nor the mention.
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

/** Calls the API as the page's signed-in person, as the screens do. */
async function callApi<T>(page: Page, method: string, url: string, body?: FormData | object): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.evaluate(
    async ({ method, url, body, xsrf }) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        'x-xsrf-token': xsrf,
      };
      let payload: BodyInit | undefined;
      if (body && 'form' in body) {
        const form = new FormData();
        for (const [key, value] of Object.entries(body.form as Record<string, string>)) form.set(key, value);
        payload = form;
      } else if (body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(url, { method, headers, body: payload });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, url, body, xsrf },
  );
}

describe('@mentions', () => {
  it("the manager mentions the employee in an internal note: the employee's bell rises live, the customer sees nothing", async () => {
    const subject = `Scanner jams ${uniqueSuffix()}`;
    const note = `please check the rollers ${uniqueSuffix()}`;

    // The customer raises the ticket; the manager assigns it to the employee (who may then see it).
    const customer = await signedInPage(browser, 'user');
    await customer.page.goto('/ticket');
    await expect.poll(() => customer.page.getByRole('heading', { name: 'Tickets', level: 1 }).isVisible()).toBe(true);
    const categories = await callApi<{ data: { id: number }[] }>(customer.page, 'GET', '/api/ticket-categories/lookup');
    const { ticket } = await callApi<{ ticket: { id: number } }>(customer.page, 'POST', '/api/tickets', {
      form: {
        subject,
        description: 'The scanner jams on every second page.',
        priority: 'medium',
        department: 'technical',
        type: 'problem',
        categoryId: String(categories.data[0]!.id),
      },
    });
    const manager = await signedInPage(browser, 'manager');
    await manager.page.goto('/mytask');
    const people = await callApi<{ data: { id: number; name: string; surname: string }[] }>(
      manager.page,
      'GET',
      '/api/users/lookup',
    );
    const employee = people.data.find((person) => person.name === 'Can' && person.surname === 'Özkan')!;
    await callApi(manager.page, 'PATCH', `/api/tickets/${ticket.id}/assignee`, { assigneeId: employee.id });

    // The employee's screen is open, its bell counted, before the note is written.
    const worker = await signedInPage(browser, 'employee');
    await worker.page.goto('/mytask');
    await expect.poll(() => bellCount(worker.page), { timeout: 15_000 }).not.toBeNull();
    await worker.page.waitForTimeout(500);
    const before = (await bellCount(worker.page))!;
    await worker.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    await manager.page.goto(`/support-window/${ticket.id}/ticket`);
    await manager.page.getByRole('button', { name: 'Internal note' }).click();
    const box = manager.page.getByRole('textbox', { name: 'Internal note (staff only)' });
    await box.click();
    await box.pressSequentially('@özk');
    const option = manager.page.getByRole('option', { name: 'Can Özkan' });
    await expect.poll(() => option.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await seriousViolations(manager.page)).toEqual([]);
    await screenshot(manager.page, 'mentions-picker-en');
    await box.press('Enter');
    await box.pressSequentially(note);
    expect(await box.inputValue()).toBe(`@Can Özkan ${note}`);
    await manager.page.getByRole('button', { name: 'Send' }).click();
    const sentAt = Date.now();
    const shown = manager.page.locator('[data-internal-note]').filter({ hasText: note });
    await expect.poll(() => shown.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await shown.locator('[data-mention]').innerText()).toBe('@Can Özkan');

    await expect.poll(() => bellCount(worker.page), { timeout: 5_000, interval: 50 }).toBe(before + 1);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(
      await worker.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    await worker.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = worker.page.getByRole('dialog', { name: 'Notifications' });
    const link = panel.getByRole('link', {
      name: new RegExp(`mentioned you in an internal note on ticket #${ticket.id}: ${subject}`),
    });
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await link.getAttribute('href')).toBe(`/support-window/${ticket.id}/ticket`);

    // The customer's window: no note, no mention, and the API answers none either.
    await customer.page.goto(`/support-window/${ticket.id}/ticket`);
    await expect
      .poll(() => customer.page.getByText('opened the ticket').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await customer.page.locator('body').innerText()).not.toContain(note);
    expect(await customer.page.locator('[data-internal-note], [data-mention]').count()).toBe(0);
    const timeline = await callApi<{ data: { kind: string; body?: string }[] }>(
      customer.page,
      'GET',
      `/api/tickets/${ticket.id}/timeline`,
    );
    expect(JSON.stringify(timeline)).not.toContain(note);
    await screenshot(customer.page, 'mentions-customer-window-en');

    await manager.context.close();
    await worker.context.close();
    await customer.context.close();
  });
});
