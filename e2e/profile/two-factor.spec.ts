import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  networkQuiet,
  newPage,
  registerCustomer,
  screenshot,
  signIn,
  storage,
} from '../support/browser';

/*
 * Two-factor sign-in through the screens, as a customer would: turn it on from the profile with a
 * code computed (as an authenticator app would) from the key shown on screen, keep the recovery
 * codes, sign out, and sign in with the password and then a code. A freshly registered account
 * each time, so the demo accounts other specs sign in with stay without two-factor.
 */

const TEXT = {
  en: {
    turnOn: 'Turn on',
    key: 'Secret key',
    qr: 'QR code to add Workspace to your authenticator app',
    code: '6-digit code from the app',
    confirm: 'Confirm',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    on: 'On',
    logout: 'Log out',
    prompt: 'Enter the 6-digit code from your authenticator app',
    verify: 'Verify',
  },
  tr: {
    turnOn: 'Aç',
    key: 'Gizli anahtar',
    qr: "Workspace'i doğrulama uygulamanıza eklemek için QR kodu",
    code: 'Uygulamadaki 6 haneli kod',
    confirm: 'Onayla',
    codes: 'Kurtarma kodları',
    saved: 'Kaydettim',
    on: 'Açık',
    logout: 'Çıkış yap',
    prompt: 'Doğrulama uygulamanızdaki 6 haneli kodu girin',
    verify: 'Doğrula',
  },
} as const;

const STEP_MS = 30_000;
const stepOf = (at: number) => Math.floor(at / STEP_MS);
const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * A code of a step after `usedStep`: a code works once. The server also accepts the code of the
 * step after the current one (an authenticator whose clock runs up to 30 s ahead), so the step
 * after the used one works at once: no waiting for the clock.
 */
function nextCode(secret: string, usedStep: number): string {
  return codeAt(secret, Math.max(usedStep + 1, stepOf(Date.now())) * STEP_MS);
}

async function logOut(page: Page, label: string) {
  await page.getByRole('button', { name: label }).first().click();
  await page.waitForURL('**/login');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('two-factor sign-in', () => {
  for (const language of ['en', 'tr'] as const) {
    const text = TEXT[language];
    it(
      `a customer turns it on from the profile and then signs in with a code (${language})`,
      { timeout: 150_000 },
      async () => {
        const { context, page } = await newPage(browser, language);
        const account = await registerCustomer(page, 'Deniz', language === 'en' ? 'Aksoy' : 'Çelik');
        await signIn(page, account.email, account.password);
        await page.waitForURL('**/ticket');

        // Turn it on: the key on screen is what an authenticator app would be given.
        await page.goto('/profile');
        await page.getByRole('button', { name: text.turnOn, exact: true }).click();
        const dialog = page.getByRole('dialog');
        const qr = dialog.getByRole('img', { name: text.qr });
        await qr.waitFor();
        await expect
          .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        const secret = (await dialog.getByLabel(text.key).innerText()).replace(/\s/g, '');
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await networkQuiet(page);
        await screenshot(page, `two-factor-setup-${language}`);

        const enabledAt = Date.now();
        await dialog.getByLabel(text.code).fill(codeAt(secret, enabledAt));
        await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
        const codes = dialog.getByRole('list', { name: text.codes });
        await codes.waitFor();
        const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
        expect(recoveryCodes).toHaveLength(10);
        for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
        await dialog.getByRole('button', { name: text.saved }).click();
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => page.getByText(text.on, { exact: true }).isVisible()).toBe(true);
        // The key is gone from the page once the dialog is closed.
        expect(await page.content()).not.toContain(secret);

        // Sign out, then in: the password alone gives the code step, not a session.
        await logOut(page, text.logout);
        await signIn(page, account.email, account.password);
        await page.getByText(text.prompt).waitFor();
        expect((await storage(page)).token).toBeNull();
        await networkQuiet(page);
        await screenshot(page, `two-factor-login-${language}`);

        // The enable step's code is spent: a later step's code signs in.
        await page.getByLabel(text.code).fill(nextCode(secret, stepOf(enabledAt)));
        await page.getByRole('button', { name: text.verify, exact: true }).click();
        await page.waitForURL('**/ticket');
        const stored = await storage(page);
        expect(stored.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect(JSON.parse(stored.user!).email).toBe(account.email);
        await context.close();
      },
    );
  }
});
