import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn } from '../support/browser';
import { settledDialog, uniqueSuffix } from '../work/work-support';

/*
 * Shared data end to end, in Chromium, on the demo data: the demo employee keeps a customer's
 * sign-in and shares it with the demo manager; the manager finds it marked "Shared with you",
 * reveals the password (it shows, then the eye hides it again), and the CSV export holds the
 * record but never the password. Then the screen for the record: English and Turkish on a laptop,
 * and a phone, where every row keeps its actions without scrolling sideways.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MANAGER_NAME = 'Selin Aktaş';
const EMPLOYEE_NAME = 'Can Özkan';
const suffix = uniqueSuffix();
const DOMAIN = `panel-${suffix}.example.com.tr`;
const USERNAME = `admin-${suffix}`;
const PASSWORD = `E2e Secret-${suffix}!`;
const RECORD = `${USERNAME} @ ${DOMAIN}`;

async function openSharedData(page: Page, heading: string | RegExp) {
  await page.goto('/shared-data');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  await networkQuiet(page);
}

/** Types into the list's search box and waits for the list to answer. */
async function search(page: Page, term: string) {
  await page.getByRole('textbox', { name: /^(Search|Ara)$/ }).fill(term);
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === term);
  await networkQuiet(page);
}

const rowOf = (page: Page) => page.getByRole('table').getByRole('row').filter({ hasText: DOMAIN });

/** Downloads the list's CSV under its current search, as text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: /^(Export|Dışa aktar)/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
}

describe('shared data (issue 13)', () => {
  it('the employee creates a credential and shares it with the manager, who reveals it; the CSV never holds the password', async () => {
    const employee = await newPage(browser);
    await signIn(employee.page, 'employee');
    await employee.page.waitForURL('**/mytask');
    await openSharedData(employee.page, 'Shared data');

    await employee.page.getByRole('button', { name: 'New', exact: true }).first().click();
    const dialog = employee.page.getByRole('dialog', { name: 'New customer details' });
    await settledDialog(employee.page, dialog);
    // A pasted address is kept as its host.
    await dialog.getByLabel(/^Domain/).fill(`https://${DOMAIN}:2083/login`);
    await dialog.getByLabel(/^Username/).fill(USERNAME);
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByLabel(/^Description/).fill('Hosting panel of the e2e customer');
    const people = dialog.getByLabel(/^Shared with/);
    await people.click();
    await people.fill('Selin');
    await employee.page.getByRole('option', { name: MANAGER_NAME, exact: true }).click();
    // The list stays open for more people; leaving the field closes it.
    await people.press('Tab');
    await expect
      .poll(() => employee.page.getByRole('option', { name: MANAGER_NAME, exact: true }).isVisible())
      .toBe(false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => employee.page.getByText('customer details saved').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await search(employee.page, suffix);
    const ownRow = rowOf(employee.page);
    await expect.poll(() => ownRow.count(), { timeout: 10_000 }).toBe(1);
    expect(await ownRow.textContent()).toContain(USERNAME);
    expect(await ownRow.textContent()).not.toContain(PASSWORD);
    expect(await ownRow.getByRole('img', { name: MANAGER_NAME }).count()).toBe(1);
    expect(await ownRow.getByRole('button', { name: `Edit: ${RECORD}` }).isVisible()).toBe(true);
    expect(await ownRow.getByRole('button', { name: `Delete: ${RECORD}` }).isVisible()).toBe(true);
    const ownCsv = await exportCsv(employee.page);
    expect(ownCsv.name).toMatch(/^shared-data-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(ownCsv.text).toContain(DOMAIN);
    expect(ownCsv.text).not.toContain(PASSWORD);
    await employee.context.close();

    const manager = await newPage(browser);
    await signIn(manager.page, 'manager');
    await manager.page.waitForURL('**/mytask');
    await openSharedData(manager.page, 'Shared data');
    await search(manager.page, suffix);
    const sharedRow = rowOf(manager.page);
    await expect.poll(() => sharedRow.count(), { timeout: 10_000 }).toBe(1);
    const text = await sharedRow.textContent();
    expect(text).toContain(EMPLOYEE_NAME);
    expect(text).toContain('Shared with you');
    expect(text).not.toContain(PASSWORD);
    // A viewer may not change it.
    expect(await sharedRow.getByRole('button', { name: `Edit: ${RECORD}` }).count()).toBe(0);
    expect(await sharedRow.getByRole('button', { name: `Delete: ${RECORD}` }).count()).toBe(0);

    await sharedRow.getByRole('button', { name: `Show password: ${RECORD}` }).click();
    await expect.poll(() => sharedRow.getByText(PASSWORD, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await sharedRow.getByRole('button', { name: `Hide password: ${RECORD}` }).click();
    await expect.poll(() => sharedRow.getByText(PASSWORD, { exact: true }).count()).toBe(0);

    const sharedCsv = await exportCsv(manager.page);
    expect(sharedCsv.text).toContain(DOMAIN);
    expect(sharedCsv.text).toContain(EMPLOYEE_NAME);
    expect(sharedCsv.text).not.toContain(PASSWORD);
    await manager.context.close();
  });

  it(
    'the screen in English and Turkish on a laptop, and on a phone with the actions in reach',
    { timeout: 120_000 },
    async () => {
      for (const language of ['en', 'tr'] as const) {
        const { context, page } = await newPage(browser, language);
        await signIn(page, 'employee');
        await page.waitForURL('**/mytask');
        await openSharedData(page, language === 'en' ? 'Shared data' : 'Paylaşılan veriler');
        await expect.poll(() => page.getByRole('table').first().isVisible(), { timeout: 10_000 }).toBe(true);
        await screenshot(page, `shared-data-${language}`);
        await context.close();
      }

      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'employee');
      await page.waitForURL('**/mytask');
      await openSharedData(page, 'Shared data');
      await search(page, suffix);
      const card = page
        .getByRole('list', { name: 'Customer details' })
        .getByRole('listitem')
        .filter({ hasText: DOMAIN });
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
      for (const name of [
        `Show password: ${RECORD}`,
        `Copy password: ${RECORD}`,
        `Edit: ${RECORD}`,
        `Delete: ${RECORD}`,
      ]) {
        const button = card.getByRole('button', { name });
        expect(await button.isVisible(), name).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${name} is within the screen`).toBeLessThanOrEqual(390);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await search(page, '');
      await screenshot(page, 'shared-data-en-phone');
      await context.close();
    },
  );
});
