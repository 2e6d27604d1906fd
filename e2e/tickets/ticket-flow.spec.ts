import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, screenshot, signedInPage } from '../support/browser';
import {
  attachFiles,
  chooseOption,
  drawnPdf,
  minimalPng,
  settledDialog,
  tempFile,
  uniqueSuffix,
} from '../work/work-support';

/*
 * The support desk end to end, in Chromium, with three people in three browsers: the customer
 * raises a ticket with a PDF, the manager assigns it to the employee, the employee replies while
 * the customer's window is open and the reply appears there without a reload, the customer closes
 * it. Then the four ticket screens in English and Turkish for the record.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const EMPLOYEE_NAME = 'Can Özkan';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const timelineOf = (page: Page) => page.getByRole('list', { name: /^(Activity|Hareketler)$/ });
const entriesOf = (page: Page) => timelineOf(page).locator(':scope > [role="listitem"]');

/** A page signed in as `role` (one sign-in per role for the file) on its home screen, `home`. */
async function signedIn(role: 'user' | 'manager' | 'employee', home: string, language: 'en' | 'tr' = 'en') {
  const opened = await signedInPage(browser, role, language);
  if (new URL(opened.page.url()).pathname !== home) await opened.page.goto(home);
  return opened;
}

/** The command palette (Ctrl+K): types `words` and answers the entries it shows once the search has answered. */
async function paletteSearch(page: Page, words: string) {
  // The header's button is there once the signed-in layout listens.
  await expect.poll(() => page.getByRole('button', { name: /^(Search|Ara)$/ }).isVisible()).toBe(true);
  await page.keyboard.press('Control+K');
  const box = page.getByRole('textbox', { name: 'Search and commands' });
  await expect.poll(() => box.isVisible()).toBe(true);
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.insertText(words);
  // The live region says how many were found (or that nothing was) once the search has answered.
  const told = page.locator('[aria-live="polite"]').filter({ hasText: /\S/ });
  await expect.poll(() => told.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return { box, entries: page.locator('[data-action]') };
}

async function confirm(page: Page, name: string, shot?: string, button = 'Confirm') {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await settledDialog(page, dialog);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: button }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('support desk, from a customer question to a closed ticket (issue 11, item 10)', () => {
  it('customer raises a ticket with a PDF; manager assigns it; the employee reply shows live in the customer window; the customer closes it', async () => {
    const suffix = uniqueSuffix();
    // A Turkish word in it: the palette finds it in either case, dotted and dotless i folded.
    const subject = `Invoice PDF will not open, Işıklı branch ${suffix}`;
    const pdfName = `invoice-${suffix}.pdf`;
    const pdfPath = tempFile(pdfName, drawnPdf([`Invoice ${suffix}`, 'Payment terms']));
    const pngName = `screen-${suffix}.png`;
    const pngPath = tempFile(pngName, minimalPng());

    // The customer raises it from the ticket list.
    const customer = await signedIn('user', '/ticket');
    await expect.poll(() => customer.page.getByRole('heading', { name: 'Tickets', level: 1 }).isVisible()).toBe(true);
    await customer.page.getByRole('link', { name: 'New ticket' }).first().click();
    await customer.page.waitForURL(/\/create-ticket$/);
    const form = customer.page.getByRole('form', { name: 'New ticket' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await expect.poll(() => form.getByText('This field is required').first().isVisible()).toBe(true);
    await screenshot(customer.page, 'tickets-form-errors-en');

    await form.getByLabel(/^Subject/).fill(subject);
    await form
      .getByLabel(/^Description/)
      .fill('The invoice you sent this morning opens as a blank page. The PDF is attached.');
    await chooseOption(customer.page, form, /^Department/, 'Billing');
    await chooseOption(customer.page, form, /^Ticket type/, 'Problem');
    await form.getByLabel(/^Category/).click();
    await customer.page.getByRole('option').first().click();
    await attachFiles(customer.page, [pdfPath, pngPath]);
    await expect.poll(() => customer.page.getByText(pdfName).first().isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await customer.page.waitForURL(/\/support-window\/\d+\/ticket$/, { timeout: 15_000 });
    const ticketPath = new URL(customer.page.url()).pathname;
    const ticketId = Number(ticketPath.split('/')[2]);
    await expect.poll(() => customer.page.getByText(`Ticket #${ticketId} created`).isVisible()).toBe(true);
    await expect.poll(() => customer.page.getByRole('heading', { name: subject }).isVisible()).toBe(true);
    await expect.poll(() => customer.page.getByText('We typically reply within 5 minutes').isVisible()).toBe(true);
    await expect.poll(() => entriesOf(customer.page).filter({ hasText: pdfName }).isVisible()).toBe(true);
    // The files open in the viewer: the image and the PDF's pages drawn in the page (pdf.js, its
    // worker from our origin under the app's policy), next and previous by key and button, and
    // Escape back to the file that opened it.
    const pngChip = entriesOf(customer.page).getByRole('button', { name: pngName });
    await pngChip.click();
    const viewer = customer.page.getByRole('dialog', { name: /\(\d of 2\)$/ });
    await expect.poll(() => viewer.getAttribute('aria-modal')).toBe('true');
    await expect
      .poll(() => viewer.getByRole('img', { name: pngName }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(8);
    await screenshot(customer.page, 'tickets-flow-viewer-image-en');
    // pdf.js runs in its own worker, loaded from our origin under the app's policy: no refusal, no fallback to the page's thread.
    const said: string[] = [];
    customer.page.on('console', (message) => said.push(message.text()));
    await customer.page.keyboard.press('ArrowRight');
    expect(await customer.page.getByRole('dialog', { name: `${pdfName} (1 of 2)` }).count()).toBe(1);
    await expect.poll(() => viewer.getByText('2 pages').isVisible(), { timeout: 15_000 }).toBe(true);
    const firstPage = viewer.getByRole('img', { name: 'Page 1 of 2' });
    await expect.poll(() => firstPage.getAttribute('data-drawn'), { timeout: 15_000 }).toBe('true');
    // Drawn, not blank: the page's blue band is there in pixels.
    const bluePixels = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let blue = 0;
      for (let at = 0; at < data.length; at += 4) if (data[at + 2]! > 150 && data[at]! < 80) blue += 1;
      return blue / (canvas.width * canvas.height);
    });
    expect(bluePixels).toBeGreaterThan(0.05);
    await expect.poll(() => viewer.getByRole('img', { name: 'Page 2 of 2' }).getAttribute('data-drawn')).toBe('true');
    expect(said.filter((text) => /fake worker|Content Security Policy|Refused to/i.test(text))).toEqual([]);
    await screenshot(customer.page, 'tickets-flow-viewer-pdf-en');
    await viewer.getByRole('button', { name: 'Previous file' }).click();
    await expect.poll(() => customer.page.getByRole('dialog', { name: `${pngName} (2 of 2)` }).count()).toBe(1);
    await customer.page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect.poll(() => pngChip.evaluate((chip) => chip === document.activeElement)).toBe(true);
    // A customer changes nothing but open or closed.
    expect(
      await customer.page
        .getByRole('combobox', { name: new RegExp(`^(Priority|Assigned to): ${escape(subject)}`) })
        .count(),
    ).toBe(0);

    // The manager finds it among the open tickets and assigns it to the employee.
    const manager = await signedIn('manager', '/mytask');
    await manager.page.goto('/open-ticket');
    await expect
      .poll(() => manager.page.getByRole('link', { name: subject }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await manager.page.getByRole('link', { name: subject }).click();
    await manager.page.waitForURL(`**${ticketPath}`);
    const assignee = manager.page.getByRole('combobox', { name: `Assigned to: ${subject}` });
    await expect.poll(() => assignee.isVisible()).toBe(true);
    await assignee.click();
    await manager.page.getByRole('option', { name: EMPLOYEE_NAME, exact: true }).click();
    // One sentence names the field, the ticket, the old and the new value.
    const sentence = `Change the assignee of “${subject}” from Nobody to ${EMPLOYEE_NAME}?`;
    await expect
      .poll(() => manager.page.getByRole('dialog', { name: 'Confirm the change' }).getByText(sentence).isVisible())
      .toBe(true);
    await confirm(manager.page, 'Confirm the change', 'tickets-flow-assign-confirm-en');
    await expect.poll(() => manager.page.getByText('Assignee updated').isVisible()).toBe(true);
    // The manager's palette (Ctrl+K): the ticket's number jumps to it, and so does a Turkish word typed in capitals.
    await manager.page.goto('/mytask');
    const byWord = await paletteSearch(manager.page, `IŞIKLI BRANCH ${suffix}`);
    const found = byWord.entries.filter({ hasText: subject });
    await expect.poll(() => found.count()).toBe(1);
    // The words are marked in the title, in its own letters.
    expect(await found.locator('mark').first().textContent()).toBe(`Işıklı branch ${suffix}`);
    await screenshot(manager.page, 'palette-found-en');
    await manager.page.keyboard.press('Escape');
    await expect.poll(() => byWord.box.count()).toBe(0);
    const byNumber = await paletteSearch(manager.page, `#${ticketId}`);
    await expect.poll(() => byNumber.entries.filter({ hasText: subject }).count()).toBe(1);
    // A task may have the same number: the ticket is chosen with the arrows, as a person would.
    const chosen = manager.page.locator('[data-action][data-selected]');
    for (let step = 0; step < 10 && !((await chosen.textContent().catch(() => '')) ?? '').includes(subject); step += 1)
      await manager.page.keyboard.press('ArrowDown');
    expect(await chosen.textContent()).toContain(subject);
    await screenshot(manager.page, 'palette-number-en');
    await manager.page.keyboard.press('Enter');
    await manager.page.waitForURL(`**${ticketPath}`);

    // The customer's palette finds their own ticket, and nothing of another customer's, by number or by words.
    const others = await manager.page.evaluate(async (ownSubject) => {
      const answer = await fetch('/api/tickets?pageSize=100', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const rows = (
        (await answer.json()) as {
          data: { id: number; subject: string; createdBy: { email?: string; name: string } | null }[];
        }
      ).data;
      const own = rows.find((row) => row.subject === ownSubject);
      return rows.filter((row) => row.createdBy && own?.createdBy && row.createdBy.name !== own.createdBy.name);
    }, subject);
    expect(others.length, 'tickets of other customers in the demo').toBeGreaterThan(0);
    const foreign = others[0]!;
    const ownByWord = await paletteSearch(customer.page, 'ışıklı');
    await expect.poll(() => ownByWord.entries.filter({ hasText: subject }).count()).toBe(1);
    await customer.page.keyboard.press('Escape');
    const foreignByNumber = await paletteSearch(customer.page, `#${foreign.id}`);
    await expect.poll(() => customer.page.getByText('Nothing found').first().isVisible()).toBe(true);
    expect(await foreignByNumber.entries.filter({ hasText: foreign.subject }).count()).toBe(0);
    await customer.page.keyboard.press('Escape');
    const foreignByWord = await paletteSearch(customer.page, foreign.subject.slice(0, 40));
    expect(await foreignByWord.entries.filter({ hasText: foreign.subject }).count()).toBe(0);
    await customer.page.keyboard.press('Escape');
    await customer.page.goto(ticketPath);
    await expect.poll(() => customer.page.getByRole('heading', { name: subject }).isVisible()).toBe(true);

    // The customer's open window shows the assignment without a reload.
    await customer.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    await expect
      .poll(() => entriesOf(customer.page).filter({ hasText: EMPLOYEE_NAME }).count(), { timeout: 5_000 })
      .toBeGreaterThan(0);

    // The employee replies; the reply reaches the customer's window live (no reload, within 2 s + rendering).
    const employee = await signedIn('employee', '/mytask');
    await employee.page.goto(ticketPath);
    await expect
      .poll(() => employee.page.getByRole('heading', { name: subject }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const reply = `Thanks, we are re-issuing the invoice now (${suffix}).`;
    await employee.page.getByLabel('Reply', { exact: true }).fill(reply);
    const sentAt = Date.now();
    await employee.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => employee.page.getByText('Reply sent').isVisible()).toBe(true);
    await expect
      .poll(() => entriesOf(customer.page).filter({ hasText: reply }).isVisible(), { timeout: 5_000, interval: 100 })
      .toBe(true);
    const seenAfter = Date.now() - sentAt;
    expect(seenAfter, 'the reply reached the open customer window').toBeLessThan(5_000);
    expect(
      await customer.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    await screenshot(customer.page, 'tickets-flow-live-reply-en');

    // The customer closes it; everyone's window follows.
    await customer.page.getByRole('button', { name: 'Close ticket' }).click();
    await confirm(customer.page, 'Close this ticket?', undefined, 'Close ticket');
    await expect.poll(() => customer.page.getByText('Ticket closed').isVisible()).toBe(true);
    await expect.poll(() => customer.page.getByRole('button', { name: 'Reopen ticket' }).isVisible()).toBe(true);
    await expect
      .poll(
        () =>
          entriesOf(employee.page)
            .filter({ hasText: /Completed/ })
            .count(),
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(customer.page, 'tickets-flow-closed-en');

    for (const opened of [customer, manager, employee]) await opened.context.close();
  });
});

describe('ticket screens, English and Turkish', () => {
  for (const language of ['en', 'tr'] as const) {
    it(`list, open list, form and window (${language})`, async () => {
      const customer = await signedIn('user', '/ticket', language);
      await expect.poll(() => customer.page.getByRole('table').isVisible(), { timeout: 10_000 }).toBe(true);
      await networkQuiet(customer.page);
      await screenshot(customer.page, `tickets-list-customer-${language}`);
      const first = customer.page.getByRole('table').getByRole('link').first();
      const windowPath = await first.getAttribute('href');
      await customer.page.goto('/create-ticket');
      await expect.poll(() => customer.page.getByRole('form').isVisible()).toBe(true);
      await screenshot(customer.page, `tickets-form-${language}`);
      await customer.page.goto(windowPath!);
      await expect.poll(() => timelineOf(customer.page).isVisible(), { timeout: 10_000 }).toBe(true);
      await networkQuiet(customer.page);
      await screenshot(customer.page, `tickets-window-customer-${language}`);
      await customer.context.close();

      const manager = await signedIn('manager', '/mytask', language);
      await manager.page.goto('/open-ticket');
      await expect.poll(() => manager.page.getByRole('table').isVisible(), { timeout: 10_000 }).toBe(true);
      await networkQuiet(manager.page);
      await screenshot(manager.page, `tickets-open-list-manager-${language}`);
      await manager.page.goto('/ticket');
      await expect.poll(() => manager.page.getByRole('table').isVisible(), { timeout: 10_000 }).toBe(true);
      await networkQuiet(manager.page);
      await screenshot(manager.page, `tickets-list-manager-${language}`);
      await manager.page.goto(windowPath!);
      await expect.poll(() => timelineOf(manager.page).isVisible(), { timeout: 10_000 }).toBe(true);
      await networkQuiet(manager.page);
      await screenshot(manager.page, `tickets-window-manager-${language}`);
      await manager.context.close();
    });
  }
});
