import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, screenshot, signedInPage } from '../support/browser';
import { settledDialog } from '../work/work-support';

/*
 * Issue 29, item 5, in Chromium on the demo data: an inline change is confirmed in a sentence in
 * English and Turkish; a shared password shown and copied leaves two rows in the audit trail that
 * name its domain; the audit trail and the login history read in words in both languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page signed in as `role` (one sign-in per role for the file) on its home screen, `home`. */
async function signedIn(role: 'manager' | 'employee' | 'master', home: string, language: 'en' | 'tr' = 'en') {
  const opened = await signedInPage(browser, role, language);
  if (new URL(opened.page.url()).pathname !== home) await opened.page.goto(home);
  return opened;
}

/** The first open ticket's window, and its subject. */
async function firstOpenTicket(page: Page): Promise<string> {
  await page.goto('/open-ticket');
  const link = page.getByRole('main').locator('tbody a').first();
  await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
  const subject = (await link.textContent())!;
  await link.click();
  await page.waitForURL(/\/support-window\/\d+\/ticket$/);
  await networkQuiet(page);
  return subject;
}

describe('words, not field names', () => {
  it('confirms a ticket priority change in a sentence, in English and Turkish, and the trail shows it in words', async () => {
    for (const [language, label, confirmTitle, pattern] of [
      ['en', 'Priority', 'Confirm the change', /^Change the priority of “.+” from .+ to .+\?$/],
      ['tr', 'Öncelik', 'Değişikliği onaylayın', /^“.+” talebinin önceliği .+ → .+ olarak değiştirilsin mi\?$/],
    ] as const) {
      const manager = await signedIn('manager', '/mytask', language);
      const subject = await firstOpenTicket(manager.page);
      const priority = manager.page.getByRole('combobox', { name: `${label}: ${subject}` });
      const before = (await priority.textContent())!.trim();
      await priority.click();
      // Any value but the current one.
      const other = manager.page.getByRole('option', { selected: false }).first();
      await expect.poll(() => other.isVisible()).toBe(true);
      const after = (await other.textContent())!.trim();
      await other.click();
      const dialog = manager.page.getByRole('dialog', { name: confirmTitle });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const sentence = (await dialog.locator('p').first().textContent())!;
      expect(sentence).toMatch(pattern);
      expect(sentence).toContain(`“${subject}”`);
      expect(sentence).toContain(language === 'en' ? `from ${before} to ${after}?` : `${before} → ${after} olarak`);
      await settledDialog(manager.page, dialog);
      await screenshot(manager.page, `words-confirm-${language}`);
      if (language === 'tr') {
        await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      } else {
        // Saved, then put back as it was: the audit trail below shows both, and other specs find the ticket unchanged.
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await expect.poll(() => manager.page.getByText('Priority updated').first().isVisible()).toBe(true);
        const input = manager.page.getByRole('textbox', { name: `${label}: ${subject}` }).or(priority);
        await input.first().click();
        await manager.page.getByRole('option', { name: before, exact: true }).click();
        const again = manager.page.getByRole('dialog', { name: confirmTitle });
        await expect.poll(() => again.isVisible()).toBe(true);
        await again.getByRole('button', { name: 'Confirm' }).click();
        await expect.poll(() => again.count()).toBe(0);
        await networkQuiet(manager.page);
      }
      await manager.context.close();
    }
  });

  it("records a shared password's reveal and copy apart, and the audit trail and login history read in words", async () => {
    const employee = await signedIn('employee', '/mytask');
    await employee.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await employee.page.goto('/shared-data');
    const row = employee.page.getByRole('main').locator('tbody tr').first();
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await row.getByRole('button', { name: /^Show password: / }).click();
    await expect.poll(() => row.getByTestId('revealed-password').isVisible()).toBe(true);
    await row.getByRole('button', { name: /^Copy password: / }).click();
    await networkQuiet(employee.page);
    await employee.context.close();

    for (const language of ['en', 'tr'] as const) {
      const master = await signedIn('master', '/dashboard', language);
      await master.page.goto('/users-activity');
      await networkQuiet(master.page);
      const [revealed, copied] =
        language === 'en'
          ? [/^Revealed the password of .+/, /^Copied the password of .+/]
          : [/^.+ şifresini görüntüledi$/, /^.+ şifresini kopyaladı$/];
      await expect.poll(() => master.page.getByText(revealed).first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => master.page.getByText(copied).first().isVisible()).toBe(true);
      const priorityLine = language === 'en' ? /^Priority: .+ → .+$/ : /^Öncelik: .+ → .+$/;
      await expect
        .poll(() => master.page.getByRole('main').getByRole('listitem').filter({ hasText: priorityLine }).count())
        .toBeGreaterThan(1);
      // No field's code name shows: labels only.
      expect(await master.page.getByText(/assigneeId|passwordHash|isActive/).count()).toBe(0);
      await screenshot(master.page, `words-users-activity-${language}`);

      await master.page.goto('/users-login?status=failed');
      await networkQuiet(master.page);
      await expect
        .poll(
          () =>
            master.page
              .getByText(language === 'en' ? 'Wrong password' : 'Hatalı şifre')
              .first()
              .isVisible(),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(await master.page.getByText(/invalidCredentials|wrongPassword|unknownEmail/).count()).toBe(0);
      await screenshot(master.page, `words-users-login-${language}`);
      await master.context.close();
    }
  });
});
