/*
 * The browser part of the bench (target "browser"): cold loads of /login, /task and /wallet in
 * Chromium against a running server, and Lighthouse (desktop) on /login.
 *
 * Each load has a browser context of its own (empty cache, nothing compiled), 1366 x 850, English.
 * A signed-in page gets its session the way the app keeps it (token and user in localStorage),
 * written before the app's first script runs, so the page itself loads directly. An init script
 * records, relative to the navigation start:
 *   - FCP ('paint') and LCP (the last 'largest-contentful-paint' candidate);
 *   - the first row of the page's table: when it enters the DOM and the first frame after that
 *     (a message posted from requestAnimationFrame runs once the frame is painted);
 *   - the last change to the number of the table's rows, and that number: a table draws the rows
 *     in view first and the rest a few frames later;
 *   - long tasks ('longtask'); those ending after the list's data arrived (Resource Timing
 *     responseEnd of its API call) are what rendering the answer cost.
 * One load of each page warms the server first and is not counted; the figures are the median of
 * LOADS loads. Lighthouse runs LIGHTHOUSE_RUNS times on a Chromium of its own, and the median
 * performance score counts.
 */
/* observePage and the page.evaluate callbacks run in the page, not in Node. */
/* global window, document, location, MutationObserver, requestAnimationFrame */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const VIEWPORT = { width: 1366, height: 850 };
const PASSWORD = 'Demo1234!';
const LOAD_TIMEOUT_MS = 60_000;
/* After the first row (or, on /login, the load), long tasks and LCP candidates are still collected this long. */
const SETTLE_MS = 1500;
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

/* Targets on loopback. */
export const BROWSER_TARGETS = {
  loginLcpMs: 500,
  taskFirstRowMs: 700,
  longTaskAfterDataMs: 200,
  lighthousePerformance: 98,
};

/*
 * The pages: /task as a manager (every task, the list's default order), /wallet as the master (the
 * month's totals, the chart and the last 30 days' transactions). `data` is the start of the API
 * call (its path) whose answer the table shows.
 */
const PAGES = [
  { key: 'login', path: '/login' },
  {
    key: 'task',
    path: '/task',
    account: 'manager@example.com',
    table: 'table[aria-label="Tasks"]',
    data: '/api/tasks',
  },
  {
    key: 'wallet',
    path: '/wallet',
    account: 'master@example.com',
    table: 'section[aria-labelledby="wallet-recent-title"] table',
    data: '/api/wallet',
  },
];

/** The session a browser holds after signing in: the token and the user as POST /api/login answers them. */
async function signIn(base, email) {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`, { signal: AbortSignal.timeout(15_000) });
  const xsrf = csrf.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!xsrf) throw new Error(`browser: GET /sanctum/csrf-cookie answered ${csrf.status} without an XSRF-TOKEN cookie`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await login.json().catch(() => ({}));
  if (login.status !== 200 || typeof body.token !== 'string' || !body.user)
    throw new Error(`browser: signing in as ${email}: ${login.status}`);
  return { token: body.token, user: JSON.stringify(body.user) };
}

/* Runs in the page before its own scripts; everything it learns goes to window.__bench. */
function observePage({ session, table }) {
  localStorage.setItem('language', 'en');
  if (session) {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', session.user);
  }
  const marks = {
    fcp: null,
    lcp: null,
    longTasks: [],
    firstRowInDom: null,
    firstRow: null,
    firstRowInView: null,
    allRowsInDom: null,
    rowCount: 0,
  };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (!table) return;
  const rows = `${table} tbody tr`;
  const observer = new MutationObserver(() => {
    const row = document.querySelector(rows);
    if (!row) return;
    observer.disconnect();
    marks.firstRowInDom = performance.now();
    // A table draws the rows in view first and the rest into the same body a few frames later
    // (apps/web rows-in-view.ts): the body alone is watched from here, for when its last row came.
    const body = row.parentElement;
    const countRows = () => {
      marks.rowCount = body.children.length;
      marks.allRowsInDom = performance.now();
    };
    countRows();
    new MutationObserver(countRows).observe(body, { childList: true });
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.firstRow = performance.now();
        const box = row.getBoundingClientRect();
        marks.firstRowInView = box.height > 0 && box.top < window.innerHeight;
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One cold load of a page in a fresh context; its figures in milliseconds from the navigation start. */
async function loadOnce(browser, base, page, session) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
  try {
    await context.addInitScript(observePage, { session, table: page.table ?? null });
    const tab = await context.newPage();
    const response = await tab.goto(`${base}${page.path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`browser: ${page.path} answered ${response?.status()}`);
    if (page.table) {
      await tab
        .waitForFunction(() => window.__bench.firstRow !== null, null, { timeout: LOAD_TIMEOUT_MS })
        .catch(() => {
          throw new Error(
            `browser: no row of ${page.table} on ${page.path} within ${LOAD_TIMEOUT_MS / 1000} s (${tab.url()})`,
          );
        });
    } else {
      await tab.waitForFunction(() => window.__bench.lcp !== null, null, { timeout: LOAD_TIMEOUT_MS });
    }
    await tab.waitForTimeout(SETTLE_MS);
    const marks = await tab.evaluate((data) => {
      const entry = data
        ? performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === data)
        : undefined;
      return { ...window.__bench, dataEnd: entry ? entry.responseEnd : null, url: location.pathname };
    }, page.data ?? null);
    if (marks.url !== page.path)
      throw new Error(`browser: ${page.path} went to ${marks.url} (is the session accepted?)`);
    if (page.data && marks.dataEnd === null) throw new Error(`browser: ${page.path} made no ${page.data} call`);
    const afterData =
      marks.dataEnd === null ? [] : marks.longTasks.filter((task) => task.start + task.duration > marks.dataEnd);
    return {
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
      dataMs: marks.dataEnd,
      firstRowInDomMs: marks.firstRowInDom,
      firstRowMs: marks.firstRow,
      allRowsInDomMs: marks.allRowsInDom,
      rowCount: marks.rowCount,
      isFirstRowInView: marks.firstRowInView,
      longTasksAfterData: marks.dataEnd === null ? null : afterData.length,
      longestTaskAfterDataMs: marks.dataEnd === null ? null : Math.max(0, ...afterData.map((task) => task.duration)),
      longestTaskMs: Math.max(0, ...marks.longTasks.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rounded = (value) => (value === null ? null : Math.round(value));

/** The median of each figure over the loads, and the worst long task of any of them. */
function summarise(loads) {
  const figure = (name) => rounded(median(loads.map((load) => load[name])));
  return {
    fcpMs: figure('fcpMs'),
    lcpMs: figure('lcpMs'),
    dataMs: figure('dataMs'),
    firstRowInDomMs: figure('firstRowInDomMs'),
    firstRowMs: figure('firstRowMs'),
    allRowsInDomMs: figure('allRowsInDomMs'),
    rowCount: figure('rowCount'),
    longTasksAfterData: figure('longTasksAfterData'),
    longestTaskAfterDataMs: figure('longestTaskAfterDataMs'),
    worstTaskAfterDataMs: loads.every((load) => load.longestTaskAfterDataMs === null)
      ? null
      : rounded(Math.max(...loads.map((load) => load.longestTaskAfterDataMs ?? 0))),
  };
}

/* ---- Lighthouse ------------------------------------------------------------------------------- */

/** A Chromium listening for DevTools on a free port, for Lighthouse to drive; resolves with it and the port. */
function startDebuggableChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-first-run', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    // Chromium's helpers may still be writing to the profile for a moment after it was killed; a
    // profile left behind in the temporary directory is not worth failing the run for.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`    (the Lighthouse profile ${profile} was left behind: ${error.message})`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`browser: Chromium for Lighthouse did not start:\n${output}`));
    }, 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), stop });
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`browser: ${CHROMIUM_PATH}: ${error.message}`));
    });
  });
}

/** Lighthouse with its desktop settings on `url`, every category; the scores (0-100) and the audits it marked down. */
async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await startDebuggableChromium();
  let timer;
  try {
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, desktopConfig);
    const timeout = new Promise((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`browser: Lighthouse on ${url} took over ${LIGHTHOUSE_TIMEOUT_MS / 1000} s`)),
        LIGHTHOUSE_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`browser: Lighthouse on ${url} gave no result`);
    if (lhr.runtimeError)
      throw new Error(`browser: Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([key, category]) => [
        key,
        category.score === null ? null : Math.round(category.score * 100),
      ]),
    );
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [
        id,
        lhr.audits[id]?.numericValue === undefined
          ? null
          : Number(lhr.audits[id].numericValue.toFixed(id === 'cumulative-layout-shift' ? 3 : 0)),
      ]),
    );
    const flagged = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => ({ id: audit.id, score: audit.score, displayValue: audit.displayValue ?? null }));
    return { scores, metrics, flagged };
  } finally {
    clearTimeout(timer);
    await chrome.stop();
  }
}

/* ---- the whole browser part --------------------------------------------------------------------- */

/**
 * Measures the pages against the server at `base` (signed in as the demo accounts), then
 * Lighthouse on /login. Returns the figures per page, Lighthouse's, and the targets missed.
 */
export async function measureBrowser({ base, loads = 5, lighthouseRuns = 3, log = console.log }) {
  const sessions = new Map();
  for (const page of PAGES)
    if (page.account && !sessions.has(page.account)) sessions.set(page.account, await signIn(base, page.account));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = {};
  try {
    for (const page of PAGES) {
      const session = page.account ? sessions.get(page.account) : undefined;
      await loadOnce(browser, base, page, session);
      const runs = [];
      for (let index = 0; index < loads; index += 1) runs.push(await loadOnce(browser, base, page, session));
      if (runs.some((run) => run.isFirstRowInView === false))
        log(`    ! ${page.path}: the first row was below the fold in some loads`);
      pages[page.key] = { path: page.path, account: page.account ?? null, ...summarise(runs), loads: runs };
      const figures = pages[page.key];
      log(
        `  ${page.path} cold, median of ${loads}: FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms` +
          (page.table
            ? `, data ${figures.dataMs} ms, first row ${figures.firstRowMs} ms (in the DOM ${figures.firstRowInDomMs} ms), ` +
              `all ${figures.rowCount} rows in the DOM ${figures.allRowsInDomMs} ms, ` +
              `long tasks after the data: ${figures.longTasksAfterData}, longest ${figures.longestTaskAfterDataMs} ms (worst load ${figures.worstTaskAfterDataMs} ms)`
            : ''),
      );
    }
  } finally {
    await browser.close();
  }

  const lighthouseResults = [];
  for (let index = 0; index < lighthouseRuns; index += 1) lighthouseResults.push(await runLighthouse(`${base}/login`));
  const categories = Object.keys(lighthouseResults[0]?.scores ?? {});
  const lighthouseFigures = {
    url: '/login',
    preset: 'desktop',
    runs: lighthouseRuns,
    scores: Object.fromEntries(
      categories.map((key) => [key, median(lighthouseResults.map((result) => result.scores[key]))]),
    ),
    everyRun: lighthouseResults,
  };
  if (lighthouseRuns > 0) {
    log(
      `  Lighthouse (desktop) /login, median of ${lighthouseRuns}: ${categories.map((key) => `${key} ${lighthouseFigures.scores[key]}`).join(', ')}` +
        `; performance runs: ${lighthouseResults.map((result) => result.scores.performance).join(', ')}`,
    );
    const flagged = [...new Set(lighthouseResults.flatMap((result) => result.flagged.map((audit) => audit.id)))];
    if (flagged.length > 0) log(`    Lighthouse marks down: ${flagged.join(', ')}`);
  }

  const problems = [];
  const miss = (figure, target, what) => {
    if (figure === null || figure === undefined || figure >= target)
      problems.push(`${what}: ${figure ?? 'not measured'} (target under ${target})`);
  };
  miss(pages.login?.lcpMs, BROWSER_TARGETS.loginLcpMs, '/login LCP ms');
  miss(pages.task?.firstRowMs, BROWSER_TARGETS.taskFirstRowMs, '/task first row ms');
  for (const page of PAGES.filter((candidate) => candidate.data)) {
    const figure = pages[page.key]?.longestTaskAfterDataMs;
    if (figure === null || figure === undefined || figure > BROWSER_TARGETS.longTaskAfterDataMs) {
      problems.push(
        `${page.path} longest task after the data ms: ${figure ?? 'not measured'} (target at most ${BROWSER_TARGETS.longTaskAfterDataMs})`,
      );
    }
  }
  const performanceScore = lighthouseFigures.scores.performance;
  if (
    lighthouseRuns > 0 &&
    (performanceScore === undefined ||
      performanceScore === null ||
      performanceScore < BROWSER_TARGETS.lighthousePerformance)
  ) {
    problems.push(
      `Lighthouse performance on /login: ${performanceScore ?? 'not measured'} (target ${BROWSER_TARGETS.lighthousePerformance} or more)`,
    );
  }
  return { loads, targets: BROWSER_TARGETS, pages, lighthouse: lighthouseFigures, problems };
}
