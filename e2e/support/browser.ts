import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo1234!';
export const ACCOUNTS = { master: 'master@example.com', manager: 'manager@example.com', employee: 'employee@example.com', user: 'user@example.com' } as const;
export type Role = keyof typeof ACCOUNTS;
export const ROLES = Object.keys(ACCOUNTS) as Role[];

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** `timezoneId`: the browser's clock set to another zone than the machine's (a reader abroad). */
export async function newPage(browser: Browser, language: 'en' | 'tr' = 'en', timezoneId?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 850 },
    locale: language === 'tr' ? 'tr-TR' : 'en-GB',
    ...(timezoneId ? { timezoneId } : {}),
  });
  // The reader picks the language on the login page (as the switch there records it), so signing
  // in keeps it rather than the account's saved language, in either language.
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('language', chosen);
    window.sessionStorage.setItem('languageChosen', '1');
  }, language);
  const page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

/*
 * "The network is quiet": Playwright's `networkidle` never comes once the app holds its live
 * ticket stream (GET /api/tickets/events stays open), so pages are tracked here, every request but
 * that stream counted until it finishes or fails.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
const isLiveStream = (url: string) => new URL(url).pathname === '/api/tickets/events';

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!isLiveStream(request.url())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits for the page to load and then for `quietMs` without a request in flight (the live stream aside). */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: open the page with newPage() so its requests are tracked');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = Date.now();
  }
}

/** Signs in through the real login form. */
export async function signIn(page: Page, role: Role | string, password = DEMO_PASSWORD): Promise<void> {
  const email = role in ACCOUNTS ? ACCOUNTS[role as Role] : role;
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill(email);
  await page.getByLabel(/^(Password|Şifre)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Giriş yap)$/ }).click();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export async function storage(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: window.localStorage.getItem('token'), user: window.localStorage.getItem('user') }));
}

let registered = 0;

/**
 * A new customer account, registered through the API in this page's browser context. Tests that
 * change an account (its name, its password) use one of these, so that the demo accounts every
 * other test signs in with stay as they are, whatever order the tests run in.
 */
export async function registerCustomer(page: Page, name: string, surname: string): Promise<{ email: string; password: string }> {
  registered += 1;
  // An address in plain ASCII, whatever the name: "Çelik" gives "celik".
  const ascii = (text: string) =>
    text
      .replace(/ı/g, 'i')
      .replace(/İ/g, 'I')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  const email = `${ascii(name)}.${ascii(surname)}.${process.pid}.${registered}@e2e.example.com`.toLowerCase();
  const password = `E2e-${process.pid}-${registered}-pass`;
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/register', { data: { name, surname, email, password }, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (response.status() !== 201) throw new Error(`registering ${email}: ${response.status()} ${await response.text()}`);
  return { email, password };
}
