import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('users management', () => {
  it('the master creates an engineer, finds them, deactivates them behind a confirmation, and they cannot sign in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/internal-user');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Tuğba');
    await dialog.getByLabel(/^Surname/).fill('Işık');
    await dialog.getByLabel(/^Email/).fill('tugba.isik@workspace.example.com');
    await dialog.getByLabel(/^Phone/).fill('+90 532 9876543');
    await dialog.getByLabel(/^Password/).fill('tugba-pass-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('User created').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: /Search/ }).fill('tugba.isik');
    const row = page.getByRole('row', { name: /tugba\.isik@workspace\.example\.com/ });
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await screenshot(page, 'internal-users-search-en');

    await row.getByRole('button', { name: /Deactivate/ }).click();
    await expect.poll(() => page.getByRole('dialog').getByText(/Tuğba/).first().isVisible()).toBe(true);
    await screenshot(page, 'deactivate-confirm-en');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Deactivate|Confirm)$/ })
      .click();
    await expect.poll(() => page.getByText('User deactivated').isVisible()).toBe(true);
    await context.close();

    const second = await newPage(browser);
    await signIn(second.page, 'tugba.isik@workspace.example.com', 'tugba-pass-1');
    await expect.poll(() => second.page.getByText(/inactive/).isVisible()).toBe(true);
    await second.context.close();
  });

  it('shows field messages from the shared rules and the server', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/external-user');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('x'.repeat(36));
    await dialog.getByLabel(/^Email/).fill('user@example.com');
    await dialog.getByLabel(/^Password/).fill('123');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Must be at most 35 characters').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
    await dialog.getByLabel(/^Name/).fill('Ada');
    await dialog.getByLabel(/^Surname/).fill('Byron');
    await dialog.getByLabel(/^Password/).fill('iloveyou');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() =>
        dialog
          .getByText('This password is one of the most common ones; choose one that is harder to guess')
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByLabel(/^Password/).fill('byron-1815');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('This email address is already registered').isVisible()).toBe(true);
    await screenshot(page, 'user-form-errors-en');
    await context.close();
  });

  it('exports the whole filtered list as CSV', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/external-user');
    await page.getByRole('button', { name: /Export/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^external-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const lines = fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Name,Surname,Email,Phone,Type,Status,Last login (Europe/Istanbul),Created (Europe/Istanbul)',
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((line) => line.includes('user@example.com'))).toBe(true);
    await context.close();
  });

  it("the master sees a customer's quotas on the user form and raises one, in English and Turkish", async () => {
    const texts = {
      en: {
        edit: /^Edit/,
        records: 'Records per hour',
        total: 'Uploads in total (MB)',
        placeholder: 'Default: 30',
        saved: 'User updated',
        save: 'Save',
      },
      tr: {
        edit: /^Düzenle/,
        records: 'Saatlik kayıt',
        total: 'Toplam yükleme (MB)',
        placeholder: 'Varsayılan: 30',
        saved: 'Kullanıcı güncellendi',
        save: 'Kaydet',
      },
    };
    for (const language of ['en', 'tr'] as const) {
      const text = texts[language];
      const { context, page } = await newPage(browser, language);
      await signIn(page, 'master');
      await page.waitForURL('**/dashboard');
      await page.goto('/external-user');
      const row = page.getByRole('row', { name: /user@example\.com/ });
      await row.getByRole('button', { name: text.edit }).click();
      const dialog = page.getByRole('dialog');
      const records = dialog.getByLabel(text.records);
      await expect.poll(() => records.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await records.getAttribute('placeholder')).toBe(text.placeholder);
      if (language === 'en') {
        await dialog.getByLabel(text.total).fill('750');
        await screenshot(page, 'user-form-quotas-en');
        await dialog.getByRole('button', { name: text.save }).click();
        await expect.poll(() => page.getByText(text.saved).isVisible()).toBe(true);
      } else {
        // The figure the master set in English is there, in Turkish.
        expect(await dialog.getByLabel(text.total).inputValue()).toBe('750');
        await screenshot(page, 'user-form-quotas-tr');
      }
      await context.close();
    }
  });

  it("refuses a bulk deactivation holding the master's own account, naming it, and changes nobody", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/internal-user?q=example.com');
    const own = page.getByRole('row', { name: /master@example\.com/ });
    const manager = page.getByRole('row', { name: /manager@example\.com/ });
    await expect.poll(() => own.isVisible(), { timeout: 10_000 }).toBe(true);
    await own.getByRole('checkbox').check();
    await manager.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => bar.getByText('2 selected').isVisible()).toBe(true);
    await bar.getByLabel('Action').selectOption('deactivate');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the bulk change' });
    await expect.poll(() => dialog.getByText('Deactivate 2 users? Their sessions end at once.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const refusal = bar.getByRole('alert');
    await expect.poll(() => refusal.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await refusal.textContent()).toMatch(
      /Nothing was changed: #\d+ .+ \(you cannot deactivate your own account\)/,
    );
    await screenshot(page, 'users-bulk-refused-en');
    // Nobody changed: the manager is still active.
    await page.reload();
    await expect.poll(() => manager.getByText('Active', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});
