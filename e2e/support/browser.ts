import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as AxeCore from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const DEMO_PASSWORD = 'Demo1234!';
export const ACCOUNTS = {
  master: 'master@example.com',
  manager: 'manager@example.com',
  employee: 'employee@example.com',
  user: 'user@example.com',
} as const;
export type Role = keyof typeof ACCOUNTS;
export const ROLES = Object.keys(ACCOUNTS) as Role[];

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Debian's Chromium as its headless shell (`apt-get install chromium-headless-shell`: the same
 * Blink and V8 without the desktop browser's layers, what Playwright itself runs headless), with
 * the flags this machine's closed network needs. The whole suite took a third less CPU on it than
 * on the full browser in headless mode (docs/decisions/048). `CHROMIUM_PATH` names another build.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** `timezoneId`: the browser's clock set to another zone than the machine's (a reader abroad). */
export async function newPage(
  browser: Browser,
  language: 'en' | 'tr' = 'en',
  timezoneId?: string,
  storageState?: StorageState,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 850 },
    locale: language === 'tr' ? 'tr-TR' : 'en-GB',
    ...(timezoneId ? { timezoneId } : {}),
    ...(storageState ? { storageState } : {}),
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
 * ticket stream (GET /api/events stays open), so pages are tracked here, every request but
 * that stream counted until it finishes or fails.
 */
type Tracked = { open: Set<Request>; started: number };
const tracked = new WeakMap<Page, Tracked>();
const isLiveStream = (url: string) => new URL(url).pathname === '/api/events';

function trackRequests(page: Page): void {
  const state: Tracked = { open: new Set(), started: 0 };
  tracked.set(page, state);
  page.on('request', (request) => {
    if (isLiveStream(request.url())) return;
    state.open.add(request);
    state.started += 1;
  });
  page.on('requestfinished', (request) => state.open.delete(request));
  page.on('requestfailed', (request) => state.open.delete(request));
}

/**
 * Waits for the page to load, then until no request is in flight (the live stream aside) for
 * `quietMs` AND the page has gone idle (its main thread done with what the last responses started:
 * rendering, deferred passes, effects that fetch) without asking for anything new. A request that
 * starts meanwhile starts the wait over. The idle check is what makes a short quiet period enough
 * on a loaded machine, where a render between one response and the next request can take longer
 * than any fixed pause.
 */
export async function networkQuiet(page: Page, quietMs = 200, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const state = tracked.get(page);
  if (!state) throw new Error('networkQuiet: open the page with newPage() so its requests are tracked');
  const deadline = Date.now() + timeoutMs;
  const overdue = () => {
    if (Date.now() <= deadline) return;
    throw new Error(
      `the network did not go quiet within ${timeoutMs} ms: ${[...state.open].map((request) => request.url()).join(', ')}`,
    );
  };
  for (;;) {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      overdue();
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (state.open.size > 0) quietSince = Date.now();
    }
    const started = state.started;
    try {
      await pageIdle(page);
    } catch (error) {
      // A navigation replaced the document while it was asked: wait for the new one.
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
      continue;
    }
    if (state.open.size === 0 && state.started === started) return;
    overdue();
  }
}

/** Resolves once the page's main thread is idle: after two frames, at its next idle period. */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1_000 })),
        );
      }),
  );
}

/* axe-core's own build, as its README says to load it into a page. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical findings on the page as it is, one line per rule: axe's own run
 * in the page (`axe.run` on the document: every rule axe enables by default; the app has no
 * frames). axe is loaded once per document, not before every run as AxeBuilder does, and is asked
 * for its violations only (`resultTypes`: passes and the rest are not gathered node by node): the
 * screens walk's 56 runs per language took 51 s with AxeBuilder, 19 s so (docs/decisions/033).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.map((target) => target.join(' ')).join(', ')}`);
}

/** Signs in through the real login form. */
export async function signIn(page: Page, role: Role | string, password = DEMO_PASSWORD): Promise<void> {
  const email = role in ACCOUNTS ? ACCOUNTS[role as Role] : role;
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-posta)/).fill(email);
  await page.getByLabel(/^(Password|Şifre)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Giriş yap)$/ }).click();
}

/* One session per account and spec file (modules are not shared between files). */
const sessions = new Map<string, StorageState>();

/**
 * A new page (a context of its own) already signed in as `role`, for tests of what a signed-in
 * person sees and does rather than of signing in. The file's first call for an account signs in
 * through the real login form, and that page is answered, on the home screen; later calls start
 * with the session it left (its token and cookies, as Playwright's storage state) on a blank page,
 * so they skip the login page, the password check and the home screen: go to the screen wanted.
 * A test that signs out, or changes the account, signs in with `signIn` instead: it would end the
 * session the file's other tests share.
 */
export async function signedInPage(
  browser: Browser,
  role: Role,
  language: 'en' | 'tr' = 'en',
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const session = sessions.get(role);
  if (session) return newPage(browser, language, timezoneId, session);
  const opened = await newPage(browser, language, timezoneId);
  await signIn(opened.page, role);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect.poll(async () => (await storage(opened.page)).token, { timeout: 10_000 }).not.toBeNull();
  sessions.set(role, await opened.context.storageState());
  return opened;
}

/** The whole page, or with `fullPage: false` what the window shows (a dialog over a long screen, as a reader sees it). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A table draws its rows below the fold a few frames after the first paint (rows-in-view.ts), and
  // Chromium's whole-page capture can show what it last painted there: pass over the page once, as
  // a reader scrolling would, so each part is painted as it is now.
  if (fullPage)
    await page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const start = window.scrollY;
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, start);
      await frame();
    });
  await page.screenshot({ path: file, fullPage });
  return file;
}

export async function storage(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    user: window.localStorage.getItem('user'),
  }));
}

let registered = 0;

/**
 * A new customer account, registered through the API in this page's browser context. Tests that
 * change an account (its name, its password) use one of these, so that the demo accounts every
 * other test signs in with stay as they are, whatever order the tests run in.
 */
export async function registerCustomer(
  page: Page,
  name: string,
  surname: string,
): Promise<{ email: string; password: string }> {
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
  const response = await page.request.post('/api/register', {
    data: { name, surname, email, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (response.status() !== 201) throw new Error(`registering ${email}: ${response.status()} ${await response.text()}`);
  return { email, password };
}
