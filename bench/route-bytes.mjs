/**
 * The JavaScript each screen of the web app downloads, opened cold (an empty cache, a new browser
 * context) and signed in as a role that may open it: every `.js` the page requests (the entry, its
 * static imports and modulepreloads, the route's lazy chunks) until the network has been quiet for
 * a while, and their size as gzip sends them. Shared by `bench/bundle.mjs` (the bench's table) and
 * `e2e/quality/bundle-budget.spec.ts` (which fails when a budget is exceeded).
 *
 * Sizes are the gzip copy the build wrote beside each file (asked for with `Accept-Encoding: gzip`,
 * so the server sends that copy as it is), or the file gzipped here when the build wrote none
 * (files under 1 KB). The browser itself takes brotli, which is smaller: gzip is the budget's unit.
 */
/* global window -- the init script runs in the page */
import http from 'node:http';
import zlib from 'node:zlib';

/** Budgets in bytes of gzip (1 KB = 1,000 bytes, as Vite reports them): the bench reports against them, the browser suite fails above them. */
export const BUDGETS = { login: 150_000, route: 250_000 };

export const ACCOUNTS = {
  master: 'master@example.com',
  manager: 'manager@example.com',
  employee: 'employee@example.com',
  user: 'user@example.com',
};
const PASSWORD = 'Demo1234!';

/*
 * Every screen, each opened by a role that sees the most of it: the master everywhere it may go,
 * a manager for shared data (the master has none), the customer for the screens a customer has
 * (raising a ticket, and the ticket list as customers see it). `{company}`, `{task}` and `{ticket}`
 * are filled with a record of the demo data; `{name}` is any word (the page replaces it with the
 * company's own). The e2e budget spec checks this covers the route table.
 */
export const ROUTES = [
  { path: '/login', as: null },
  { path: '/dashboard', as: 'master' },
  { path: '/task', as: 'master' },
  { path: '/mytask', as: 'manager' },
  { path: '/internal-user', as: 'master' },
  { path: '/external-user', as: 'master' },
  { path: '/company', as: 'master' },
  { path: '/company/{company}/{name}', as: 'master' },
  { path: '/expense', as: 'master' },
  { path: '/income', as: 'master' },
  { path: '/expense-category', as: 'master' },
  { path: '/project', as: 'master' },
  { path: '/transaction', as: 'master' },
  { path: '/wallet', as: 'master' },
  { path: '/users-report', as: 'master' },
  { path: '/projects-report', as: 'master' },
  { path: '/users-login', as: 'master' },
  { path: '/users-activity', as: 'master' },
  { path: '/outgoing-mail', as: 'master' },
  { path: '/mailboxes', as: 'master' },
  { path: '/shared-data', as: 'manager' },
  { path: '/user-note', as: 'master' },
  { path: '/ticket', as: 'master' },
  { path: '/ticket', as: 'user' },
  { path: '/open-ticket', as: 'master' },
  { path: '/create-ticket', as: 'user' },
  { path: '/support-window/{task}/task', as: 'master' },
  { path: '/support-window/{ticket}/ticket', as: 'master' },
  { path: '/ticket-category', as: 'master' },
  { path: '/profile', as: 'master' },
  { path: '/notifications', as: 'manager' },
];

/** The bench's browser (`bench/bundle.mjs`): Debian's Chromium, headless, on a machine with a closed network. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export function budgetFor(path) {
  return path === '/login' ? BUDGETS.login : BUDGETS.route;
}

/** A demo account's session as POST /api/login answers it (the browser keeps `token` and `user`). */
export async function signIn(baseUrl, email) {
  const csrf = await fetch(`${baseUrl}/sanctum/csrf-cookie`);
  const xsrf = csrf.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!xsrf) throw new Error(`GET /sanctum/csrf-cookie: ${csrf.status}, no XSRF-TOKEN cookie`);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await login.json();
  if (login.status !== 200 || typeof body.token !== 'string')
    throw new Error(`POST /api/login as ${email}: ${login.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { token: body.token, user: body.user };
}

async function firstId(baseUrl, token, listPath) {
  const response = await fetch(`${baseUrl}${listPath}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const id = body.data?.[0]?.id;
  if (response.status !== 200 || typeof id !== 'number')
    throw new Error(`GET ${listPath}: ${response.status}, no record to open`);
  return id;
}

/** The gzip bytes of one URL: the copy the server sends for `Accept-Encoding: gzip`, or the body gzipped here. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url}: ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        if (response.headers['content-encoding'] === 'gzip')
          resolve({ gzip: body.length, raw: zlib.gunzipSync(body).length });
        else resolve({ gzip: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
      });
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url}: no answer in 15 s`)));
  });
}

/*
 * "Idle": the load event, then 1 s without a request in flight. The live ticket stream stays open
 * for as long as the page does, so it is not waited for.
 */
async function untilQuiet(page, open, quietMs = 1000, timeoutMs = 30_000) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: the network did not go quiet in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = Date.now();
  }
}

/**
 * Opens one path cold in a new context (signed in with `session` when given, in English) and
 * returns the JavaScript it loaded. Fails when the page did not stay on `path` (a redirect to
 * /login or a not-found would measure the wrong screen).
 */
export async function measureRoute(browser, baseUrl, path, session, expected = path) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 850 },
    locale: 'en-GB',
  });
  try {
    await context.addInitScript((stored) => {
      window.localStorage.setItem('language', 'en');
      if (stored) {
        window.localStorage.setItem('token', stored.token);
        window.localStorage.setItem('user', JSON.stringify(stored.user));
      }
    }, session ?? null);
    const page = await context.newPage();
    const open = new Set();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/events') return;
      open.add(request);
      if (url.origin === baseUrl && /\.m?js$/.test(url.pathname)) scripts.add(url.href);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    const response = await page.goto(path);
    if (!response || response.status() !== 200) throw new Error(`${path}: ${response?.status() ?? 'no answer'}`);
    await untilQuiet(page, open);
    const landed = new URL(page.url()).pathname;
    if (typeof expected === 'string' ? landed !== expected : !expected.test(landed))
      throw new Error(`${path}: the page went to ${landed}`);
    if (await page.getByText(/^(Page not found|Sayfa bulunamadı)$/).count())
      throw new Error(`${path}: the page says not found`);
    const files = await Promise.all(
      [...scripts].map(async (url) => ({ file: new URL(url).pathname, ...(await gzipBytes(url)) })),
    );
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      path,
      files,
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      raw: files.reduce((sum, file) => sum + file.raw, 0),
    };
  } finally {
    await context.close();
  }
}

/** Every route of `ROUTES`, MEASURED_AT_ONCE at a time, each with its budget and whether it holds; in `ROUTES`' order. */
export async function measureRoutes(browser, baseUrl) {
  const sessions = {};
  const sessionOf = async (role) => (sessions[role] ??= await signIn(baseUrl, ACCOUNTS[role]));
  const master = await sessionOf('master');
  const ids = {
    company: await firstId(baseUrl, master.token, '/api/companies?page=1&pageSize=1'),
    task: await firstId(baseUrl, master.token, '/api/tasks?page=1&pageSize=1'),
    ticket: await firstId(baseUrl, master.token, '/api/tickets?page=1&pageSize=1'),
  };
  // Sessions first, one sign-in per role (the sign-in limit counts them).
  for (const route of ROUTES) if (route.as) await sessionOf(route.as);
  const measureOne = async (route) => {
    const fill = (name) => (name === 'name' ? 'x' : String(ids[name]));
    const path = route.path.replace(/\{(\w+)\}/g, (_, name) => fill(name));
    const expected = new RegExp(
      `^${route.path.replace(/\{(\w+)\}/g, (_, name) => (name === 'name' ? '[^/]+' : fill(name)))}$`,
    );
    const measured = await measureRoute(browser, baseUrl, path, route.as ? await sessionOf(route.as) : null, expected);
    const budget = budgetFor(route.path);
    return {
      route: route.path,
      as: route.as ?? 'anonymous',
      ...measured,
      budget,
      withinBudget: measured.gzip <= budget,
    };
  };
  // A few routes at a time, each in a context of its own: the bytes a cold load fetches do not
  // depend on what else is open, and most of each measurement is the 1 s of quiet it waits for.
  const rows = new Array(ROUTES.length);
  let next = 0;
  const worker = async () => {
    while (next < ROUTES.length) {
      const index = next++;
      rows[index] = await measureOne(ROUTES[index]);
    }
  };
  await Promise.all(Array.from({ length: MEASURED_AT_ONCE }, worker));
  return rows;
}

/* Routes measured at once (measureRoutes). */
const MEASURED_AT_ONCE = 3;

/** A plain-text table of `measureRoutes` rows. */
export function formatTable(rows) {
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const header = ['route', 'as', 'files', 'JS KB', 'gzip KB', 'budget KB', ''];
  const lines = rows.map((row) => [
    row.route,
    row.as,
    String(row.files.length),
    kb(row.raw),
    kb(row.gzip),
    kb(row.budget),
    row.withinBudget ? '' : 'OVER BUDGET',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(line)].join('\n');
}
