import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, seriousViolations } from '../support/browser';

/*
 * The login page's switches while a dialog is open: a dialog leaves the page behind it out of
 * reach, so the switches sit in its header, where a click and the keyboard both find them.
 */

const SIGN_IN = { en: 'Sign in to Workspace', tr: "Workspace'e giriş yapın" } as const;
const CLOSED = {
  en: 'The window is closed. To open it again, press “Sign in” or “Create an account” below.',
  tr: 'Pencere kapandı. Yeniden açmak için aşağıdaki “Giriş yap” ya da “Hesap oluşturun” düğmesine basın.',
} as const;
const WIDTHS = [1366, 390] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The focused element's text, or its label when it has none. */
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '',
  );

describe('the login page’s language switch', () => {
  for (const width of WIDTHS) {
    it(`switches the language from the open sign-in dialog and leaves it open (${width} px)`, async () => {
      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width, height: 850 });
      await page.goto('/login');
      const english = page.getByRole('dialog', { name: SIGN_IN.en });
      await english.getByLabel(/^Email/).waitFor();
      await screenshot(page, `login-dialog-en-${width}`);

      await english.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click();
      const turkish = page.getByRole('dialog', { name: SIGN_IN.tr });
      await turkish.getByLabel(/^E-posta/).waitFor();
      expect(await page.getByText(CLOSED.tr).count()).toBe(0);
      expect(await turkish.getByRole('button', { name: 'Türkçe' }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, `login-dialog-tr-${width}`);
      expect(await seriousViolations(page), 'the sign-in dialog in Turkish').toEqual([]);

      // Back to English the same way: still the dialog, in English.
      await turkish.getByRole('button', { name: 'English' }).click();
      await english.getByLabel(/^Email/).waitFor();
      await context.close();
    });
  }

  it('is reached with the keyboard from the email field, and Enter switches without closing the dialog', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const english = page.getByRole('dialog', { name: SIGN_IN.en });
    await expect
      .poll(() => english.getByLabel(/^Email/).evaluate((field) => field === document.activeElement))
      .toBe(true);
    const passed: string[] = [];
    for (let step = 0; step < 15 && (await focusedName(page)) !== 'Türkçe'; step += 1) {
      await page.keyboard.press('Tab');
      passed.push(await focusedName(page));
    }
    expect(await focusedName(page), `Tab went through: ${passed.join(' → ')}`).toBe('Türkçe');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: SIGN_IN.tr })
      .getByLabel(/^E-posta/)
      .waitFor();
    await context.close();
  });

  for (const width of WIDTHS) {
    it(`says how to open a closed dialog again, in both languages (${width} px)`, async () => {
      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width, height: 850 });
      await page.goto('/login');
      await page.getByRole('dialog', { name: SIGN_IN.en }).getByRole('button', { name: 'Close' }).click();
      await page.getByText(CLOSED.en).waitFor();
      // The dialog's closing animation done: its header, switches and all, is gone.
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await screenshot(page, `login-closed-en-${width}`);
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click();
      await page.getByText(CLOSED.tr).waitFor();
      await screenshot(page, `login-closed-tr-${width}`);
      expect(await seriousViolations(page), 'the closed state in Turkish').toEqual([]);
      await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
      await page
        .getByRole('dialog', { name: SIGN_IN.tr })
        .getByLabel(/^E-posta/)
        .waitFor();
      await context.close();
    });
  }
});

describe('the accessibility check every walk relies on', () => {
  it('names what axe-core finds, and finds it again after a navigation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const spoil = () =>
      page.evaluate(() => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<button id="no-name"></button><img id="no-alt" src="/favicon.svg">',
        );
      });
    await spoil();
    const found = await seriousViolations(page);
    expect(found.some((line) => line.startsWith('button-name: #no-name'))).toBe(true);
    expect(found.some((line) => line.startsWith('image-alt: #no-alt'))).toBe(true);
    // A new document: axe is loaded into it again, and the page as loaded has none.
    await page.reload();
    expect(await seriousViolations(page)).toEqual([]);
    await spoil();
    expect((await seriousViolations(page)).length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
