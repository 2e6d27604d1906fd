/*
 * npm run bench  (= npm run build && node bench/run.mjs)
 *
 * Load benchmark on 127.0.0.1, autocannon driven from this process, every server in a child
 * process of its own:
 *   1. a bare Fastify hello-world (bench/hello-server.mjs): the ceiling of this machine + Node +
 *      Fastify + autocannon, which every other figure is compared with;
 *   2. the built server (apps/server/dist/main.js) on a fresh embedded database in a temporary
 *      DATA_DIR, seeded with the demo data plus BENCH_USERS benchmark users and BENCH_TASKS
 *      benchmark tasks (cli.js seed --size large), signed in as master@example.com: GET /api/me,
 *      GET /api/users (one full page), GET /api/tasks (a search term and a status filter,
 *      one full page with project and assignee), and with BENCH_TRANSACTIONS transactions
 *      GET /api/wallet (one month) and GET /api/transactions (filtered, one full page); over
 *      the 100,000 tickets `seed --size large` adds (no option sets their number) GET /api/tickets
 *      (a search term and a status filter, one full page) as the manager; the fan-out of one
 *      ticket reply to FANOUT_STREAMS open event streams (bench/fanout.mjs, target "fanout": not
 *      an autocannon run, figures of its own);
 *      the first page of the task, ticket and transaction lists in every order, one request at a
 *      time (bench/orders.mjs, target "orders": medians of single requests, not an autocannon run);
 *      and, last, GET /api/tasks again while UPLOADERS clients each post comments with
 *      UPLOAD_FILES valid PNG files of UPLOAD_BYTES (10 MiB) one after another, sampling the
 *      server's resident memory (VmRSS) before and during (target "uploads");
 *      and on that server, with its data, cold loads of /login, /task and /wallet in Chromium and
 *      Lighthouse on /login (bench/browser.mjs, target "browser"; missed targets fail the run);
 *   3. with DATABASE_URL set: the same endpoints on a server using that PostgreSQL. The
 *      database is seeded the same way (demo data when it has no users, then the benchmark users,
 *      idempotent): point it at a throwaway database.
 * Each endpoint: BENCH_CONNECTIONS connections (10), BENCH_WARMUP_SECONDS of warm-up (2, not
 * counted), then BENCH_SECONDS measured (8). Latency percentiles come from every 2xx response's
 * own time (sub-millisecond; autocannon's histogram keeps whole milliseconds only).
 * Prints a table and writes bench/results/latest.json. Exits non-zero when a server fails to start,
 * a check fails, or any measured request failed or answered non-2xx. Child processes are stopped
 * on every exit path.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { measureBrowser } from './browser.mjs';
import { benchBundle } from './bundle.mjs';
import { measureFanout } from './fanout.mjs';
import { measureMailDrain } from './mail.mjs';
import { measureIntake } from './intake.mjs';
import { measureOrders } from './orders.mjs';
import { captureEnv, measureAgainstPgbench } from './pgbench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'bench/results/latest.json');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const serverCli = path.join(root, 'apps/server/dist/cli.js');

function numberFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`bench: ${name} must be a number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const SECONDS = numberFromEnv('BENCH_SECONDS', 8, 1, 600);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 60);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 10, 1, 1000);
const USERS = numberFromEnv('BENCH_USERS', 2000, 0, 1_000_000);
const TASKS = numberFromEnv('BENCH_TASKS', 100_000, 0, 10_000_000);
const TRANSACTIONS = numberFromEnv('BENCH_TRANSACTIONS', 1_000_000, 0, 10_000_000);
/* The fan-out: this many event streams, this many replies measured (after FANOUT_WARMUP). */
const FANOUT_STREAMS = numberFromEnv('BENCH_FANOUT_STREAMS', 200, 1, 5_000);
const FANOUT_REPLIES = numberFromEnv('BENCH_FANOUT_REPLIES', 20, 1, 1_000);
const FANOUT_WARMUP = 2;
const NOTIFY_FOLLOWERS = numberFromEnv('BENCH_NOTIFY_FOLLOWERS', 200, 1, 5_000);
const MAIL_COUNT = numberFromEnv('BENCH_MAIL_COUNT', 1000, 2, 100_000);
const INTAKE_COUNT = numberFromEnv('BENCH_INTAKE_COUNT', 1000, 2, 100_000);
const FANOUT_PAUSE_MS = 200;
const FANOUT_READY_TIMEOUT_MS = 30_000;
/* A reply not on every stream after this long counts as missed (the target is 500 ms). */
const FANOUT_ROUND_TIMEOUT_MS = 5_000;
/* A DATA_DIR already seeded with `seed --size large` and the same sizes: copied instead of seeding. */
const SEEDED_DATA_DIR = process.env.BENCH_SEEDED_DATA_DIR ? path.resolve(process.env.BENCH_SEEDED_DATA_DIR) : '';
/* Only the targets whose name contains one of these words (comma-separated), e.g. "tasks". */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const PAGE_SIZE = 25;
const USERS_PATH = `/api/users?kind=internal&page=1&pageSize=${PAGE_SIZE}`;
/* A search term and a status filter, as a person narrowing the task list would type them. */
const TASK_QUERY = process.env.BENCH_TASK_QUERY || 'invoice';
const TASKS_PATH = `/api/tasks?q=${encodeURIComponent(TASK_QUERY)}&status=inProgress&sort=deadline&order=asc&page=1&pageSize=${PAGE_SIZE}`;
/* The ticket list as a manager narrows it: a code name of the benchmark tickets' subjects (about 1
   in 40 of them) and one status, newest first (the list's default order). */
const TICKET_QUERY = process.env.BENCH_TICKET_QUERY || 'boreas';
const TICKET_STATUS = process.env.BENCH_TICKET_STATUS || 'inProgress';
const TICKETS_PATH = `/api/tickets?q=${encodeURIComponent(TICKET_QUERY)}&status=${encodeURIComponent(TICKET_STATUS)}&page=1&pageSize=${PAGE_SIZE}`;
/*
 * The command palette's search (GET /api/search) as the master types into it, every kind searched
 * (tasks, tickets, projects, companies, people, notes, shared data), 5 of each (the palette's
 * default): a word many records hold, a word only one record holds, a person's name typed without
 * its Turkish letters, a number (also looked up as ticket and task 4711, as the issue's "4711"
 * asks) and a `#` jump. Each is a target of its own; target p99 30 ms at CONNECTIONS each.
 */
const SEARCH_TARGET_P99_MS = 30;
const SEARCHES = [
  // About 6 % of the tasks and 10 % of the tickets: the newest few are a short walk.
  { key: 'common', q: 'invoice', holds: { task: 5, ticket: 5 } },
  // One company and nothing else: every trigram index answers "none" (no walk may find it).
  { key: 'rare', q: 'nordlicht', holds: { company: 1 } },
  // Four people; typed as a person would, without the ş and ç (the Turkish fold).
  { key: 'person', q: 'sule cetin', holds: { person: 4 } },
  // Ticket and task 4711 by number, and the text "4711" in the few descriptions that hold it.
  { key: 'number', q: '4711', holds: { task: 1, ticket: 1 }, byNumber: 4711 },
  // The number alone: two lookups by key.
  { key: 'jump', q: '#4711', holds: { task: 1, ticket: 1 }, byNumber: 4711 },
];
const searchPath = (q) => `/api/search?q=${encodeURIComponent(q)}`;
/* The wallet of the current month, and the transaction list as the master filters it: expenses in
   one currency over the last quarter, newest first. */
const thisMonth = new Date().toISOString().slice(0, 7);
const quarterAgo = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
const WALLET_PATH = `/api/wallet?month=${thisMonth}`;
const TRANSACTIONS_PATH = `/api/transactions?type=expense&currency=Euro&dateFrom=${quarterAgo}&sort=transactionDate&order=desc&page=1&pageSize=${PAGE_SIZE}`;
/* The user report as the master opens it: the demo employee, this calendar year (the default period). */
const REPORT_EMAIL = 'employee@example.com';
const DASHBOARD_PATH = '/api/dashboard';
const LOGIN = { email: 'master@example.com', password: 'Demo1234!' };
const MANAGER_LOGIN = { email: 'manager@example.com', password: 'Demo1234!' };
/* The demo customer raises the ticket the fan-out replies on. */
const CUSTOMER_LOGIN = { email: 'user@example.com', password: 'Demo1234!' };
/* The upload scenario: four people each attaching five files of the largest size allowed. */
const UPLOADERS = 4;
const UPLOAD_FILES = 5;
const UPLOAD_BYTES = 10 * 1024 * 1024;
const DATABASE_URL = process.env.DATABASE_URL || '';
/* The task list and the wallet against pgbench running their statements (bench/pgbench.mjs): rounds, interleaved. */
const PGBENCH_ROUNDS = numberFromEnv('BENCH_PGBENCH_ROUNDS', 4, 3, 20);
const PGBENCH = ONLY.length === 0 || ONLY.includes('pgbench');
/* DATABASE_URL already seeded with `seed --size large` and the same sizes: the seed step is skipped (it only checks, but takes a while). */
const PG_SEEDED = process.env.BENCH_PG_SEEDED === '1';
/* The browser part (bench/browser.mjs): cold loads counted per page, and Lighthouse runs on /login. */
const BROWSER_LOADS = numberFromEnv('BENCH_BROWSER_LOADS', 5, 1, 50);
const LIGHTHOUSE_RUNS = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3, 0, 20);
/* Filled by the embedded server's run; into the results, and its missed targets fail the run. */
const browserRuns = [];

/* ---- child processes and temporary directories: always cleaned up --------------------------- */

const children = new Set();
const tempDirs = new Set();

process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    process.exit(code);
  });
}

// Every step is bounded; this is the backstop for the whole run: the seeding, 15 autocannon
// targets (hello-world, then 9 per database) and a fan-out per database.
const fanoutLimitSeconds =
  FANOUT_READY_TIMEOUT_MS / 1000 +
  ((FANOUT_WARMUP + FANOUT_REPLIES) * (FANOUT_ROUND_TIMEOUT_MS + FANOUT_PAUSE_MS)) / 1000 +
  30;
const runLimitMs = (1500 + 15 * (SECONDS + WARMUP_SECONDS + 15) + 2 * fanoutLimitSeconds) * 1000;
setTimeout(() => {
  console.error(`bench: still running after ${Math.round(runLimitMs / 1000)} s, giving up`);
  process.exit(1);
}, runLimitMs).unref();

function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Environment of a server child: this one's, minus what would change the data it starts with. */
function childEnv(extra) {
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // Only the bench talks to it: the notification fan-out signs its followers in from addresses of their own.
    TRUST_PROXY: 'true',
    ...extra,
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  return env;
}

/**
 * Starts `node args…`; resolves with the child once its stdout matches `ready` (or, without
 * `ready`, once it exits 0). Rejects with its output when it exits early or takes too long.
 */
function startNode(name, args, env, { ready, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    let settled = false;
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
      if (!settled && ready && ready.test(output)) {
        settled = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.output = () => output;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill('SIGKILL');
      reject(new Error(`${name}: not ready after ${timeoutMs / 1000} s\n${output}`));
    }, timeoutMs);
    child.once('error', (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${name}: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!ready && code === 0) resolve(child);
      else reject(new Error(`${name}: exited (${signal ?? code}) before it was ready\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 10 s. */
async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/* ---- HTTP checks ------------------------------------------------------------------------------ */

async function request(url, init = {}) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
}

/* `forwardedFor`: the address the sign-in comes from (the bench servers trust X-Forwarded-For), for
   more sign-ins than one address may make (LIMITS.credentialsPerIp, 30 in 15 minutes). */
async function signIn(base, account = LOGIN, forwardedFor = undefined) {
  const from = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const csrf = await request(`${base}/sanctum/csrf-cookie`, { headers: from });
  const xsrf = csrf.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!xsrf) throw new Error(`GET /sanctum/csrf-cookie: ${csrf.status}, no XSRF-TOKEN cookie`);
  const login = await request(`${base}/api/login`, {
    method: 'POST',
    headers: {
      ...from,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(account),
  });
  const body = await login.text();
  if (login.status !== 200) throw new Error(`POST /api/login: ${login.status} ${body.slice(0, 300)}`);
  const { token } = JSON.parse(body);
  if (typeof token !== 'string' || token === '') throw new Error('POST /api/login: no token in the answer');
  return { token, xsrf };
}

/** The task list answers a full page of tasks matching the term, with project and assignee. */
async function checkTasks(base, headers) {
  const list = await request(`${base}${TASKS_PATH}`, { headers });
  const text = await list.text();
  if (list.status !== 200) throw new Error(`GET ${TASKS_PATH}: ${list.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  const rows = body.data ?? [];
  if (rows.length !== PAGE_SIZE) throw new Error(`GET ${TASKS_PATH}: ${rows.length} rows, expected ${PAGE_SIZE}`);
  const term = TASK_QUERY.toLowerCase();
  const bad = rows.find(
    (task) =>
      task.status !== 'inProgress' ||
      !task.project?.name ||
      !task.assignee?.name ||
      !`${task.title} ${task.description ?? ''}`.toLowerCase().includes(term),
  );
  if (bad) throw new Error(`GET ${TASKS_PATH}: row ${bad.id} does not match the filter or lacks project/assignee`);
  return body.meta?.total;
}

/** The ticket list answers a full page of tickets in the status whose subject or description holds the term. */
async function checkTickets(base, headers) {
  const list = await request(`${base}${TICKETS_PATH}`, { headers });
  const text = await list.text();
  if (list.status !== 200) throw new Error(`GET ${TICKETS_PATH}: ${list.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  const rows = body.data ?? [];
  if (rows.length !== PAGE_SIZE)
    throw new Error(
      `GET ${TICKETS_PATH}: ${rows.length} rows, expected ${PAGE_SIZE} (are the benchmark tickets seeded?)`,
    );
  const term = TICKET_QUERY.toLowerCase();
  const bad = rows.find(
    (ticket) =>
      ticket.status !== TICKET_STATUS || !`${ticket.subject} ${ticket.description}`.toLowerCase().includes(term),
  );
  if (bad) throw new Error(`GET ${TICKETS_PATH}: ticket ${bad.id} does not match the filter`);
  return body.meta?.total;
}

/**
 * Each palette search answers at least the results it should (the kinds and counts of `holds`; the
 * number's ticket and task first); returns the kinds found, e.g. "task 5, ticket 5".
 */
async function checkSearch(base, headers, search) {
  const answer = await request(`${base}${searchPath(search.q)}`, { headers });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`GET ${searchPath(search.q)}: ${answer.status} ${text.slice(0, 300)}`);
  const { results } = JSON.parse(text);
  const counts = {};
  for (const row of results) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
  for (const [kind, least] of Object.entries(search.holds))
    if ((counts[kind] ?? 0) < least)
      throw new Error(`GET ${searchPath(search.q)}: ${counts[kind] ?? 0} of kind ${kind}, expected at least ${least}`);
  if (search.byNumber) {
    const first = results.filter((row) => row.match === 'id').map((row) => `${row.kind}:${row.id}`);
    if (!first.includes(`task:${search.byNumber}`) || !first.includes(`ticket:${search.byNumber}`))
      throw new Error(`GET ${searchPath(search.q)}: task and ticket ${search.byNumber} not found by number`);
  }
  return Object.entries(counts)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}

/** The demo employee's report for this year: its path, checked to answer the figures over some tasks. */
async function checkUserReport(base, headers) {
  const lookup = await request(`${base}/api/users?kind=internal&q=${encodeURIComponent(REPORT_EMAIL)}`, { headers });
  const found = JSON.parse(await lookup.text()).data?.find((user) => user.email === REPORT_EMAIL);
  if (!found) throw new Error(`${REPORT_EMAIL} not found: is the demo data seeded?`);
  const reportPath = `/api/reports/users/${found.id}`;
  const response = await request(`${base}${reportPath}`, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${reportPath}: ${response.status} ${text.slice(0, 300)}`);
  const report = JSON.parse(text);
  if (!(report.figures?.totalTasks > 0))
    throw new Error(`GET ${reportPath}: no tasks in the period (are the benchmark tasks seeded?)`);
  return { path: reportPath, totalTasks: report.figures.totalTasks };
}

/** The dashboard answers its cards over every task and twelve months of money. */
async function checkDashboard(base, headers) {
  const response = await request(`${base}${DASHBOARD_PATH}`, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${DASHBOARD_PATH}: ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.monthly?.length !== 12 || body.money?.length !== 4)
    throw new Error(`GET ${DASHBOARD_PATH}: unexpected shape`);
  return body.tasks.total;
}

/** The wallet answers four currencies and twelve months; the filtered list a full page that matches. */
async function checkAccounting(base, headers) {
  const wallet = await request(`${base}${WALLET_PATH}`, { headers });
  const walletText = await wallet.text();
  if (wallet.status !== 200) throw new Error(`GET ${WALLET_PATH}: ${wallet.status} ${walletText.slice(0, 300)}`);
  const body = JSON.parse(walletText);
  if (body.totals?.length !== 4 || body.monthly?.length !== 12) throw new Error(`GET ${WALLET_PATH}: unexpected shape`);
  const list = await request(`${base}${TRANSACTIONS_PATH}`, { headers });
  const listText = await list.text();
  if (list.status !== 200) throw new Error(`GET ${TRANSACTIONS_PATH}: ${list.status} ${listText.slice(0, 300)}`);
  const page = JSON.parse(listText);
  if (page.data?.length !== PAGE_SIZE)
    throw new Error(`GET ${TRANSACTIONS_PATH}: ${page.data?.length} rows, expected ${PAGE_SIZE}`);
  const bad = page.data.find(
    (row) => row.type !== 'expense' || row.currency !== 'Euro' || row.transactionDate < quarterAgo,
  );
  if (bad) throw new Error(`GET ${TRANSACTIONS_PATH}: row ${bad.id} does not match the filter`);
  const walletTotal = await fetch(`${base}/api/transactions/summary?dateFrom=${thisMonth}-01`, { headers })
    .then((response) => response.json())
    .then((summary) => summary.totals.reduce((sum, row) => sum + row.count, 0));
  return { walletTotal, transactionTotal: page.meta.total };
}

/* ---- exports: how long a whole download takes ---------------------------------------------- */

/* At least this many rows go into each measured export (the target: 1,000 rows of PDF under 2 s). */
const EXPORT_ROWS = 1000;
const EXPORT_RUNS = 3;

/**
 * Times whole downloads of the transaction list, narrowed to the fewest recent days that hold
 * EXPORT_ROWS expenses in one currency, in each format and both languages: the median of
 * EXPORT_RUNS, from the request until the last byte.
 */
async function measureExports(label, base, headers) {
  let days = 1;
  let rows = 0;
  let filter = '';
  for (; days <= 366; days *= 2) {
    const from = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    filter = `type=expense&currency=Euro&dateFrom=${from}`;
    const page = await fetch(`${base}/api/transactions?${filter}&pageSize=1`, { headers }).then((response) =>
      response.json(),
    );
    rows = page.meta.total;
    if (rows >= EXPORT_ROWS) break;
  }
  const timings = [];
  for (const language of ['en', 'tr']) {
    for (const format of ['pdf', 'xlsx', 'csv']) {
      const runs = [];
      let bytes = 0;
      for (let attempt = 0; attempt < EXPORT_RUNS; attempt += 1) {
        const started = performance.now();
        const response = await fetch(`${base}/api/transactions/export?${filter}&format=${format}`, {
          headers: { ...headers, 'accept-language': language },
        });
        if (response.status !== 200) throw new Error(`export ${format}: ${response.status}`);
        bytes = (await response.arrayBuffer()).byteLength;
        runs.push(performance.now() - started);
      }
      runs.sort((a, b) => a - b);
      const entry = {
        target: `export ${rows} transactions as ${format.toUpperCase()} (${language}, ${label})`,
        rows,
        format,
        language,
        medianMs: round(runs[Math.floor(runs.length / 2)], 0),
        bytes,
      };
      console.log(`  ${entry.target}: median ${entry.medianMs} ms, ${entry.bytes} bytes`);
      timings.push(entry);
    }
  }
  return timings;
}

/** The two endpoints answer 200, the list with a full page; returns the list's total. */
async function checkEndpoints(base, headers) {
  const me = await request(`${base}/api/me`, { headers });
  if (me.status !== 200) throw new Error(`GET /api/me: ${me.status} ${(await me.text()).slice(0, 300)}`);
  await me.arrayBuffer();
  const list = await request(`${base}${USERS_PATH}`, { headers });
  const text = await list.text();
  if (list.status !== 200) throw new Error(`GET ${USERS_PATH}: ${list.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (!Array.isArray(body.data) || body.data.length !== PAGE_SIZE) {
    throw new Error(`GET ${USERS_PATH}: ${body.data?.length} rows, expected ${PAGE_SIZE}`);
  }
  return body.meta?.total;
}

/* ---- measuring -------------------------------------------------------------------------------- */

function cannon(options, onInstance) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    onInstance?.(instance);
  });
}

function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round = (value, digits = 2) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));

/**
 * Warm-up, then SECONDS measured. `beforeMeasured` runs between the two (the upload scenario starts
 * its uploaders there); `timeout` is autocannon's per-request limit in seconds.
 */
async function measure(target, url, headers = {}, { timeout = 10, beforeMeasured } = {}) {
  process.stdout.write(`  ${target}: `);
  if (WARMUP_SECONDS > 0) {
    await cannon({ url, headers, duration: WARMUP_SECONDS, timeout });
    process.stdout.write('warmed up, ');
  }
  await beforeMeasured?.();
  let times = new Float64Array(1 << 16);
  let count = 0;
  const result = await cannon({ url, headers, duration: SECONDS, timeout }, (instance) => {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300) return;
      if (count === times.length) {
        const grown = new Float64Array(times.length * 2);
        grown.set(times);
        times = grown;
      }
      times[count++] = responseTime;
    });
  });
  const sorted = times.subarray(0, count).sort();
  let sum = 0;
  for (const time of sorted) sum += time;
  const entry = {
    target,
    url: url.replace(/127\.0\.0\.1:\d+/, '127.0.0.1'),
    requestsPerSec: round(result.requests.mean, 1),
    latencyMs: {
      p50: round(percentile(sorted, 0.5), 3),
      p90: round(percentile(sorted, 0.9), 3),
      p99: round(percentile(sorted, 0.99), 3),
      max: round(sorted[count - 1] ?? null, 3),
      mean: round(count ? sum / count : null, 3),
    },
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
  console.log(`${entry.requestsPerSec} req/s, p50 ${entry.latencyMs.p50} ms, p99 ${entry.latencyMs.p99} ms`);
  if (entry.non2xx || entry.errors || entry.timeouts) {
    console.log(`    ! ${entry.non2xx} non-2xx, ${entry.errors} errors, ${entry.timeouts} timeouts`);
  }
  return entry;
}

/* ---- the upload scenario ---------------------------------------------------------------------- */

/** The server process's resident memory in MiB (Linux /proc), or null where there is none. */
function rssMiB(pid) {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * UPLOADERS clients on a worker thread of their own (bench/uploader.mjs), so that pushing their
 * bodies never delays autocannon's event loop and its timing; each posts its comment again as soon
 * as the last one was answered. Resolves once the first bodies are on their way; `stop()` waits for
 * the uploads in flight and answers the counts.
 */
async function startUploaders(base, headers, xsrf, taskId) {
  const worker = new Worker(new URL('./uploader.mjs', import.meta.url), {
    workerData: { base, headers, xsrf, taskId, uploaders: UPLOADERS, files: UPLOAD_FILES, bytes: UPLOAD_BYTES },
  });
  const finished = new Promise((resolve, reject) => {
    worker.on('message', (message) => message.type === 'stats' && resolve(message.stats));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bench: the uploader thread exited (${code}) before its report`)));
  });
  await new Promise((resolve, reject) => {
    worker.on('message', (message) => message.type === 'started' && resolve());
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const stats = await finished;
    await worker.terminate();
    return stats;
  };
}

/**
 * GET /api/tasks measured while the uploaders run: warm-up without them, the resident memory
 * just before they start, then sampled every 100 ms until the measured run ends.
 */
/**
 * One more reader of the task list, one request after the other, whose last request is waited for
 * after the measured run: autocannon drops the requests still open when its time is up, so a
 * request stalled behind an upload would otherwise never be counted.
 */
function startProbe(url, headers) {
  let running = true;
  const times = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(300_000) });
      await response.arrayBuffer();
      if (response.status === 200) times.push(performance.now() - started);
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = times.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50Ms: round(percentile(sorted, 0.5), 1),
      maxMs: round(sorted.at(-1) ?? null, 1),
    };
  };
}

/**
 * The uploaders post as the master, whose own quota (decision 032: 2 GiB an hour) a run of this
 * target passes in seconds: the master raises it on their own account first, as they would for
 * anyone who needs more.
 */
async function raiseOwnUploadQuota(base, headers, xsrf) {
  const me = await request(`${base}/api/me`, { headers }).then((response) => response.json());
  const user = await request(`${base}/api/users/${me.id}`, { headers }).then((response) => response.json());
  const { name, surname, email, phone, type, language, companyIds } = user;
  const quotas = { creationsPerHour: 1_000_000, uploadMbPerHour: 1_000_000, uploadMbTotal: 1_000_000 };
  const response = await request(`${base}/api/users/${me.id}`, {
    method: 'PUT',
    headers: {
      ...headers,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ name, surname, email, phone, type, language, companyIds, quotas }),
  });
  if (response.status !== 200)
    throw new Error(`PUT /api/users/${me.id}: ${response.status} ${(await response.text()).slice(0, 300)}`);
}

async function measureUnderUploads(label, base, headers, xsrf, pid) {
  await raiseOwnUploadQuota(base, headers, xsrf);
  const first = await request(`${base}/api/tasks?page=1&pageSize=1`, { headers }).then((response) => response.json());
  const taskId = first.data?.[0]?.id;
  if (!taskId) throw new Error('GET /api/tasks: no task to comment on');
  let stop;
  let stopProbe;
  let before = null;
  let peak = null;
  let sampler;
  let started;
  const entry = await measure(
    `GET /api/tasks search + status while ${UPLOADERS} clients upload ${UPLOAD_FILES} x ${UPLOAD_BYTES / 2 ** 20} MiB (${label})`,
    `${base}${TASKS_PATH}`,
    headers,
    {
      timeout: 60,
      beforeMeasured: async () => {
        before = rssMiB(pid);
        peak = before;
        sampler = setInterval(() => {
          const now = rssMiB(pid);
          if (now !== null && (peak === null || now > peak)) peak = now;
        }, 100);
        stop = await startUploaders(base, headers, xsrf, taskId);
        started = Date.now();
        // The measured run starts with the first request bodies already on their way.
        await new Promise((resolve) => setTimeout(resolve, 500));
        stopProbe = startProbe(`${base}${TASKS_PATH}`, headers);
      },
    },
  );
  const probe = await stopProbe();
  const stats = await stop();
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  entry.uploads = {
    uploaders: UPLOADERS,
    filesPerComment: UPLOAD_FILES,
    fileBytes: UPLOAD_BYTES,
    comments: stats.uploads,
    failed: stats.failures.length,
    mibPerSec: round(stats.bytes / 2 ** 20 / seconds, 1),
    rssBeforeMiB: round(before, 0),
    rssPeakMiB: round(peak, 0),
    rssGrowthMiB: before === null || peak === null ? null : round(peak - before, 0),
    probe,
  };
  console.log(
    `    ${stats.uploads} comments (${entry.uploads.mibPerSec} MiB/s) stored; server RSS ${entry.uploads.rssBeforeMiB} MiB before, ` +
      `peak ${entry.uploads.rssPeakMiB} MiB (+${entry.uploads.rssGrowthMiB} MiB); one-by-one reader: ${probe.requests} requests, ` +
      `p50 ${probe.p50Ms} ms, slowest ${probe.maxMs} ms`,
  );
  if (stats.failures.length > 0) {
    console.log(`    ! ${stats.failures.length} uploads failed, first: ${stats.failures[0]}`);
    entry.non2xx += stats.failures.length;
  }
  return entry;
}

/* ---- the fan-out of a ticket reply ------------------------------------------------------------ */

/** multipart/form-data of text fields, as the browser's forms send them. */
function multipart(fields) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const writeHeaders = ({ token, xsrf }, extra = {}) => ({
  authorization: `Bearer ${token}`,
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': decodeURIComponent(xsrf),
  ...extra,
});

/** The demo customer raises a ticket (in a category from the lookup; one is made when there is none). */
async function raiseTicket(base, master) {
  const customer = await signIn(base, CUSTOMER_LOGIN);
  const lookup = await request(`${base}/api/ticket-categories/lookup`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const lookupText = await lookup.text();
  if (lookup.status !== 200)
    throw new Error(`GET /api/ticket-categories/lookup: ${lookup.status} ${lookupText.slice(0, 300)}`);
  let categoryId = JSON.parse(lookupText).data?.[0]?.id;
  if (!categoryId) {
    const made = await request(`${base}/api/ticket-categories`, {
      method: 'POST',
      headers: writeHeaders(master, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'Bench', description: 'Made by bench/run.mjs' }),
    });
    const madeText = await made.text();
    if (made.status !== 201) throw new Error(`POST /api/ticket-categories: ${made.status} ${madeText.slice(0, 300)}`);
    categoryId = JSON.parse(madeText).category.id;
  }
  const { body, contentType } = multipart({
    subject: 'Bench fan-out: replies go live',
    description: 'Raised by bench/run.mjs; every reply on it is told to the open event streams.',
    priority: 'medium',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  });
  const raised = await request(`${base}/api/tickets`, {
    method: 'POST',
    headers: writeHeaders(customer, { 'content-type': contentType }),
    body,
  });
  const raisedText = await raised.text();
  if (raised.status !== 201) throw new Error(`POST /api/tickets: ${raised.status} ${raisedText.slice(0, 300)}`);
  return JSON.parse(raisedText).ticket.id;
}

/* A person holds at most this many event streams (the server's STREAMS_PER_PERSON, tickets.live.ts). */
const STREAMS_PER_PERSON = 10;

/**
 * Sessions of managers who see every ticket, enough for `streams` streams at STREAMS_PER_PERSON
 * each: `fanout.N@bench.example.com`, made by the master the first time (a second run on the same
 * PostgreSQL finds them), each signed in once.
 */
async function fanoutSessions(base, master, streams) {
  const people = Math.ceil(streams / STREAMS_PER_PERSON);
  const sessions = [];
  for (let index = 1; index <= people; index += 1) {
    const account = { email: `fanout.${index}@bench.example.com`, password: LOGIN.password };
    const made = await request(`${base}/api/users`, {
      method: 'POST',
      headers: writeHeaders(master, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'Fanout', surname: `Manager ${index}`, type: 'manager', ...account }),
    });
    const madeText = await made.text();
    // 409: made by an earlier run on the same database.
    if (made.status !== 201 && made.status !== 409)
      throw new Error(`POST /api/users (${account.email}): ${made.status} ${madeText.slice(0, 300)}`);
    sessions.push(await signIn(base, account));
  }
  return sessions;
}

/**
 * FANOUT_STREAMS event streams, STREAMS_PER_PERSON per manager (they see every ticket); the master
 * replies on the customer's ticket FANOUT_WARMUP + FANOUT_REPLIES times, one at a time.
 */
async function benchFanout(label, base, master) {
  const target = `ticket reply to ${FANOUT_STREAMS} event streams (${label})`;
  process.stdout.write(`  ${target}: `);
  const ticketId = await raiseTicket(base, master);
  const sessions = await fanoutSessions(base, master, FANOUT_STREAMS);
  const figures = await measureFanout({
    base,
    tokens: sessions.map((session) => session.token),
    author: master,
    ticketId,
    streams: FANOUT_STREAMS,
    replies: FANOUT_REPLIES,
    warmup: FANOUT_WARMUP,
    pauseMs: FANOUT_PAUSE_MS,
    readyTimeoutMs: FANOUT_READY_TIMEOUT_MS,
    roundTimeoutMs: FANOUT_ROUND_TIMEOUT_MS,
  });
  const entry = { target, ticketId, ...figures };
  if (figures.lastStreamMs) {
    console.log(
      `${figures.streams} streams ready in ${figures.readyMs} ms; ${figures.replies} replies, until the last stream has it: ` +
        `p50 ${figures.lastStreamMs.p50} ms, p99 ${figures.lastStreamMs.p99} ms, max ${figures.lastStreamMs.max} ms; ` +
        `every arrival p50 ${figures.arrivalMs.p50} ms, p99 ${figures.arrivalMs.p99} ms; the reply answered in p50 ${figures.replyAnswerMs.p50} ms`,
    );
  } else {
    console.log('failed');
  }
  for (const problem of figures.problems) console.log(`    ! ${problem}`);
  return entry;
}

/**
 * NOTIFY_FOLLOWERS managers (`follower.N@bench.example.com`, made by the master the first time),
 * each signed in from an address of its own (10.77.x.y through X-Forwarded-For).
 */
async function followerSessions(base, master, count) {
  const sessions = [];
  for (let index = 1; index <= count; index += 1) {
    const account = { email: `follower.${index}@bench.example.com`, password: LOGIN.password };
    const made = await request(`${base}/api/users`, {
      method: 'POST',
      headers: writeHeaders(master, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'Follower', surname: `Manager ${index}`, type: 'manager', ...account }),
    });
    const madeText = await made.text();
    if (made.status !== 201 && made.status !== 409)
      throw new Error(`POST /api/users (${account.email}): ${made.status} ${madeText.slice(0, 300)}`);
    sessions.push(await signIn(base, account, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`));
  }
  return sessions;
}

/**
 * A reply on a ticket NOTIFY_FOLLOWERS people follow, each with one open event stream: first the
 * replies while none of them follows it (each stream hears the ticket's `comment` event, since
 * managers may read every ticket; the customer who raised it is notified either way), then, once
 * every one follows it, until the last stream has read its `notification` frame (`created`) of each
 * reply. The reply's own answer time in both phases: what notifying NOTIFY_FOLLOWERS people costs it.
 */
async function benchNotifyFanout(label, base, master) {
  const target = `ticket reply notifying ${NOTIFY_FOLLOWERS} followers (${label})`;
  process.stdout.write(`  ${target}: `);
  const ticketId = await raiseTicket(base, master);
  const sessions = await followerSessions(base, master, NOTIFY_FOLLOWERS);
  const tokens = sessions.map((session) => session.token);
  const common = {
    base,
    tokens,
    author: master,
    ticketId,
    streams: NOTIFY_FOLLOWERS,
    replies: FANOUT_REPLIES,
    warmup: FANOUT_WARMUP,
    pauseMs: FANOUT_PAUSE_MS,
    readyTimeoutMs: FANOUT_READY_TIMEOUT_MS,
    roundTimeoutMs: FANOUT_ROUND_TIMEOUT_MS,
  };
  const unfollowed = await measureFanout(common);
  for (const session of sessions) {
    const followed = await request(`${base}/api/tickets/${ticketId}/follow`, {
      method: 'PUT',
      headers: writeHeaders(session),
    });
    if (!followed.ok)
      throw new Error(`PUT /api/tickets/${ticketId}/follow: ${followed.status} ${await followed.text()}`);
  }
  const figures = await measureFanout({
    ...common,
    match: (event, body) => event === 'notification' && body.change === 'created',
  });
  const growth =
    figures.replyAnswerMs && unfollowed.replyAnswerMs
      ? Number((figures.replyAnswerMs.p50 - unfollowed.replyAnswerMs.p50).toFixed(2))
      : null;
  const problems = [...unfollowed.problems.map((problem) => `unfollowed: ${problem}`), ...figures.problems];
  if (figures.lastStreamMs && figures.lastStreamMs.p99 > 500)
    problems.push(`the last follower had it after ${figures.lastStreamMs.p99} ms (p99), over 500`);
  if (growth !== null && growth > 2) problems.push(`the reply's p50 grew by ${growth} ms, over 2`);
  const entry = {
    target,
    ticketId,
    ...figures,
    replyAnswerMsUnfollowed: unfollowed.replyAnswerMs ?? null,
    replyP50GrowthMs: growth,
    problems,
  };
  if (figures.lastStreamMs) {
    console.log(
      `until the last follower has it p50 ${figures.lastStreamMs.p50} ms, p99 ${figures.lastStreamMs.p99} ms, max ${figures.lastStreamMs.max} ms; ` +
        `the reply answered in p50 ${figures.replyAnswerMs.p50} ms (${unfollowed.replyAnswerMs?.p50} ms unfollowed: +${growth} ms)`,
    );
  } else console.log('failed');
  for (const problem of problems) console.log(`    ! ${problem}`);
  return entry;
}

/* ---- the targets ------------------------------------------------------------------------------ */

async function benchHello() {
  const port = await freePort();
  const child = await startNode('hello-world', [path.join(root, 'bench/hello-server.mjs'), String(port)], process.env, {
    ready: /^ready \d+/m,
    timeoutMs: 30_000,
  });
  try {
    return [await measure('hello-world (bare Fastify)', `http://127.0.0.1:${port}/`)];
  } finally {
    await stopChild(child);
  }
}

/** Seeds the database `env` points at: the demo data plus the benchmark users, tasks and transactions. */
async function seed(label, env) {
  console.log(
    `  ${label}: seeding (demo data + ${USERS} users, ${TASKS} tasks, ${TRANSACTIONS} transactions, 100000 tickets)`,
  );
  const seedArgs =
    USERS > 0 || TASKS > 0 || TRANSACTIONS > 0
      ? [
          serverCli,
          'seed',
          '--size',
          'large',
          '--users',
          String(USERS),
          '--tasks',
          String(TASKS),
          '--transactions',
          String(TRANSACTIONS),
        ]
      : [serverCli, 'seed'];
  const started = Date.now();
  await startNode(`seed (${label})`, seedArgs, env, { timeoutMs: 1_200_000 });
  console.log(`  ${label}: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Seeds (unless handed a seeded copy), starts the built server, signs in, checks, measures, stops it. */
async function benchServer(label, env, { seeded = false, hasBrowser = false } = {}) {
  if (seeded)
    console.log(
      `  ${label}: ${env.DATABASE_URL ? 'BENCH_PG_SEEDED' : `a copy of ${SEEDED_DATA_DIR} (BENCH_SEEDED_DATA_DIR)`}, not seeded again`,
    );
  else await seed(label, env);

  const port = await freePort();
  const child = await startNode(
    `server (${label})`,
    [serverMain],
    { ...env, PORT: String(port) },
    { ready: /Workspace is running at/, timeoutMs: 120_000 },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const master = await signIn(base);
    const { token, xsrf } = master;
    const headers = { authorization: `Bearer ${token}` };
    const manager = await signIn(base, MANAGER_LOGIN);
    const total = await checkEndpoints(base, headers);
    console.log(`  ${label}: signed in; ${USERS_PATH} answers ${PAGE_SIZE} of ${total} rows`);
    const results = [];
    const fanouts = [];
    const exportTimings = [];
    const orderTimings = [];
    const wanted = (key) => ONLY.length === 0 || ONLY.some((word) => key.includes(word));
    const run = async (key, target, url, as = headers) => {
      if (!wanted(key)) return undefined;
      const entry = await measure(target, url, as);
      results.push(entry);
      return entry;
    };
    await run('me', `GET /api/me (${label})`, `${base}/api/me`);
    const list = await run('users', `GET /api/users page of ${PAGE_SIZE} (${label})`, `${base}${USERS_PATH}`);
    if (list) list.listTotal = total;
    const taskTotal = await checkTasks(base, headers);
    console.log(`  ${label}: ${TASKS_PATH} answers ${PAGE_SIZE} of ${taskTotal} matching tasks`);
    const tasks = await run(
      'tasks',
      `GET /api/tasks search + status, page of ${PAGE_SIZE} (${label})`,
      `${base}${TASKS_PATH}`,
    );
    if (tasks) tasks.listTotal = taskTotal;
    if (TRANSACTIONS > 0) {
      const { walletTotal, transactionTotal } = await checkAccounting(base, headers);
      console.log(
        `  ${label}: wallet ${thisMonth} holds ${walletTotal} transactions; the filtered list ${transactionTotal}`,
      );
      await run('wallet', `GET /api/wallet one month (${label})`, `${base}${WALLET_PATH}`);
      const filtered = await run(
        'transactions',
        `GET /api/transactions filtered, page of ${PAGE_SIZE} (${label})`,
        `${base}${TRANSACTIONS_PATH}`,
      );
      if (filtered) filtered.listTotal = transactionTotal;
    }
    if (wanted('tickets')) {
      const managerHeaders = { authorization: `Bearer ${manager.token}` };
      const ticketTotal = await checkTickets(base, managerHeaders);
      console.log(`  ${label}: ${TICKETS_PATH} answers ${PAGE_SIZE} of ${ticketTotal} matching tickets`);
      const ticketList = await run(
        'tickets',
        `GET /api/tickets search + status, page of ${PAGE_SIZE} (${label})`,
        `${base}${TICKETS_PATH}`,
        managerHeaders,
      );
      if (ticketList) ticketList.listTotal = ticketTotal;
    }
    if (wanted('search')) {
      for (const search of SEARCHES) {
        const kinds = await checkSearch(base, headers, search);
        console.log(`  ${label}: ${searchPath(search.q)} answers ${kinds || 'nothing'}`);
        const entry = await run(
          `search-${search.key}`,
          `GET /api/search q=${search.q} (${label})`,
          `${base}${searchPath(search.q)}`,
        );
        if (entry) {
          entry.targetP99Ms = SEARCH_TARGET_P99_MS;
          entry.meetsTarget = entry.latencyMs.p99 !== null && entry.latencyMs.p99 <= SEARCH_TARGET_P99_MS;
          console.log(`    p99 ${entry.meetsTarget ? 'within' : 'over'} the target of ${SEARCH_TARGET_P99_MS} ms`);
        }
      }
    }
    if (wanted('report')) {
      const { path: reportPath, totalTasks } = await checkUserReport(base, headers);
      console.log(`  ${label}: ${reportPath} covers ${totalTasks} tasks of ${REPORT_EMAIL} this year`);
      const report = await run(
        'report',
        `GET /api/reports/users/:id one user, this year (${label})`,
        `${base}${reportPath}`,
      );
      if (report) report.listTotal = totalTasks;
    }
    if (wanted('dashboard')) {
      const taskCount = await checkDashboard(base, headers);
      console.log(`  ${label}: ${DASHBOARD_PATH} counts ${taskCount} tasks`);
      await run('dashboard', `GET /api/dashboard (${label})`, `${base}${DASHBOARD_PATH}`);
    }
    if (wanted('exports') && TRANSACTIONS > 0) exportTimings.push(...(await measureExports(label, base, headers)));
    if (wanted('orders') && TASKS > 0 && TRANSACTIONS > 0) {
      orderTimings.push(
        ...(await measureOrders({
          label,
          base,
          headers: { master: headers, manager: { authorization: `Bearer ${manager.token}` } },
        })),
      );
    }
    if (wanted('fanout')) fanouts.push(await benchFanout(label, base, master));
    if (wanted('notify')) fanouts.push(await benchNotifyFanout(label, base, master));
    if (wanted('uploads')) {
      results.push(await measureUnderUploads(label, base, headers, xsrf, child.pid));
    }
    if (hasBrowser && wanted('browser')) {
      console.log(`  ${label}: the pages in Chromium (bench/browser.mjs)`);
      browserRuns.push(await measureBrowser({ base, loads: BROWSER_LOADS, lighthouseRuns: LIGHTHOUSE_RUNS }));
    }
    const pgbench = env.BENCH_PG_CAPTURE
      ? await measureAgainstPgbench({
          label,
          base,
          pid: child.pid,
          captureFile: env.BENCH_PG_CAPTURE,
          databaseUrl: env.DATABASE_URL,
          targets: [
            {
              key: 'tasks',
              target: `GET /api/tasks search + status, page of ${PAGE_SIZE}`,
              path: TASKS_PATH,
              headers,
              ratioTarget: 0.7,
            },
            ...(TRANSACTIONS > 0
              ? [{ key: 'wallet', target: 'GET /api/wallet one month', path: WALLET_PATH, headers, ratioTarget: 0.6 }]
              : []),
          ],
          measure,
          startFloor: (file) =>
            startNode(
              'floor server',
              [path.join(root, 'bench/floor-server.mjs'), '0', file],
              childEnv({ DATABASE_URL: env.DATABASE_URL }),
              { ready: /ready \d+/, timeoutMs: 30_000 },
            ),
          stopFloor: stopChild,
          rounds: PGBENCH_ROUNDS,
          clients: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
        })
      : [];
    return { results, fanouts, exportTimings, orderTimings, pgbench };
  } finally {
    await stopChild(child);
  }
}

async function benchEmbedded() {
  const dataDir = makeTempDir('workspace-bench-');
  try {
    // A seeded DATA_DIR is copied (the server may write to it), never used in place.
    if (SEEDED_DATA_DIR)
      fs.cpSync(SEEDED_DATA_DIR, dataDir, {
        recursive: true,
        filter: (source) => path.basename(source) !== 'server.lock',
      });
    return await benchServer('embedded PGlite', childEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }), {
      seeded: Boolean(SEEDED_DATA_DIR),
      hasBrowser: true,
    });
  } finally {
    removeTempDir(dataDir);
  }
}

async function benchPostgres() {
  const dataDir = makeTempDir('workspace-bench-pg-');
  try {
    // PostgreSQL needs APP_KEY (the embedded database makes its own in DATA_DIR).
    return await benchServer(
      'PostgreSQL',
      childEnv({
        DATA_DIR: dataDir,
        DATABASE_URL,
        APP_KEY: process.env.APP_KEY || 'bench-app-key-0123456789abcdef0123456789',
        ...(PGBENCH ? captureEnv(path.join(dataDir, 'statements.jsonl')) : {}),
      }),
      { seeded: PG_SEEDED },
    );
  } finally {
    removeTempDir(dataDir);
  }
}

/** INTAKE_COUNT mails waiting in a Dovecot mailbox become tickets (bench/intake.mjs), on a fresh embedded database. */
async function benchIntake() {
  const dataDir = makeTempDir('workspace-bench-intake-');
  try {
    const entry = await measureIntake({
      count: INTAKE_COUNT,
      serverMain,
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '', IMAP_POLL_SECONDS: '5' }),
      helpers: { startNode, stopChild, freePort, signIn, measure, managerLogin: MANAGER_LOGIN },
    });
    return entry ? [entry] : [];
  } finally {
    removeTempDir(dataDir);
  }
}

/** MAIL_COUNT queued mails drained to an SMTP sink (bench/mail.mjs): a fresh embedded database, then PostgreSQL. */
async function benchMail() {
  const helpers = { startNode, stopChild, freePort, signIn };
  const entries = [];
  const dataDir = makeTempDir('workspace-bench-mail-');
  try {
    entries.push(
      await measureMailDrain({
        label: 'embedded PGlite',
        env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }),
        cli: serverCli,
        serverMain,
        count: MAIL_COUNT,
        helpers,
      }),
    );
  } finally {
    removeTempDir(dataDir);
  }
  if (DATABASE_URL) {
    const pgDir = makeTempDir('workspace-bench-mail-pg-');
    try {
      entries.push(
        await measureMailDrain({
          label: 'PostgreSQL',
          env: childEnv({
            DATA_DIR: pgDir,
            DATABASE_URL,
            APP_KEY: process.env.APP_KEY || 'bench-app-key-0123456789abcdef0123456789',
          }),
          cli: serverCli,
          serverMain,
          count: MAIL_COUNT,
          helpers,
        }),
      );
    } finally {
      removeTempDir(pgDir);
    }
  }
  return entries;
}

/* ---- report ----------------------------------------------------------------------------------- */

function ratio(value, base) {
  return value === null || base === null || base === 0 ? null : Number((value / base).toPrecision(3));
}

function table(results) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs hello', 'p50 vs hello', 'p99 vs hello'];
  const rows = results.map((r) => [
    r.target,
    r.requestsPerSec.toFixed(0),
    r.latencyMs.p50?.toFixed(2) ?? '-',
    r.latencyMs.p99?.toFixed(2) ?? '-',
    r.ratio.requestsPerSec === null ? '-' : `${r.ratio.requestsPerSec}x`,
    r.ratio.p50 === null ? '-' : `${r.ratio.p50}x`,
    r.ratio.p99 === null ? '-' : `${r.ratio.p99}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function gitCommit() {
  try {
    const head = fs.readFileSync(path.join(root, '.git/HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice(5);
    const loose = path.join(root, '.git', ref);
    if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
    const packed = fs.readFileSync(path.join(root, '.git/packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((l) => l.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? null
    );
  } catch {
    return null;
  }
}

async function main() {
  for (const file of [serverMain, serverCli]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: build first (npm run bench does)`);
  }
  console.log(
    `bench: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per endpoint; ` +
      `Node ${process.version}, ${os.cpus().length} cores`,
  );
  // The JavaScript per route (bench/bundle.mjs) needs a demo database only; alone, it is all that runs.
  const bundle = ONLY.length === 0 || ONLY.includes('bundle') ? await benchBundle() : undefined;
  if (ONLY.length > 0 && ONLY.every((word) => word === 'bundle')) {
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(
      resultsFile,
      `${JSON.stringify({ date: new Date().toISOString(), commit: gitCommit(), bundle }, null, 2)}\n`,
    );
    console.log(`results written to ${path.relative(root, resultsFile)}`);
    return;
  }
  const results = [];
  const fanouts = [];
  const exportTimings = [];
  const orderTimings = [];
  const pgbench = [];
  const collect = (run) => {
    results.push(...run.results);
    fanouts.push(...run.fanouts);
    exportTimings.push(...(run.exportTimings ?? []));
    orderTimings.push(...(run.orderTimings ?? []));
    pgbench.push(...(run.pgbench ?? []));
  };
  results.push(...(await benchHello()));
  // The pgbench comparison alone needs PostgreSQL only.
  // The mail drain starts servers of its own: alone, it needs neither seeded database.
  const onlyMail = ONLY.length > 0 && ONLY.every((word) => word === 'mail' || word === 'intake');
  if (ONLY.length === 1 && ONLY[0] === 'pgbench') console.log('  embedded PGlite: skipped (BENCH_ONLY=pgbench)');
  else if (!onlyMail) collect(await benchEmbedded());
  if (DATABASE_URL && !onlyMail) collect(await benchPostgres());
  else console.log('  PostgreSQL: skipped (set DATABASE_URL to a throwaway database to include it)');
  const mail = ONLY.length === 0 || ONLY.includes('mail') ? await benchMail() : [];
  const intake = ONLY.length === 0 || ONLY.includes('intake') ? await benchIntake() : [];

  const hello = results[0];
  for (const r of results) {
    r.ratio = {
      requestsPerSec: ratio(r.requestsPerSec, hello.requestsPerSec),
      p50: ratio(r.latencyMs.p50, hello.latencyMs.p50),
      p99: ratio(r.latencyMs.p99, hello.latencyMs.p99),
    };
  }

  console.log(`\n${table(results)}\n`);
  console.log(
    '(ratios: req/s is target / hello-world, higher is better; latency is target / hello-world, lower is better)',
  );
  for (const f of fanouts) {
    if (!f.lastStreamMs) continue;
    console.log(
      `${f.target}: until the last stream has the reply p50 ${f.lastStreamMs.p50} ms, p99 ${f.lastStreamMs.p99} ms, ` +
        `max ${f.lastStreamMs.max} ms over ${f.replies} replies; every arrival p50 ${f.arrivalMs.p50} ms, p99 ${f.arrivalMs.p99} ms`,
    );
  }

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    },
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      benchUsers: USERS,
      benchTasks: TASKS,
      benchTransactions: TRANSACTIONS,
      benchTickets: 100_000,
      taskQuery: TASK_QUERY,
      ticketQuery: TICKET_QUERY,
      ticketStatus: TICKET_STATUS,
      searchQueries: SEARCHES.map((search) => search.q),
      fanoutStreams: FANOUT_STREAMS,
      fanoutReplies: FANOUT_REPLIES,
      postgres: Boolean(DATABASE_URL),
    },
    results,
    fanout: fanouts,
    exports: exportTimings,
    orders: orderTimings,
    bundle,
    pgbench,
    mail,
    intake,
    browser: browserRuns[0] ?? null,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(root, resultsFile)}`);

  const slowPdf = exportTimings.filter(
    (entry) => entry.format === 'pdf' && entry.rows >= EXPORT_ROWS && entry.medianMs >= 2000,
  );
  if (slowPdf.length > 0) {
    console.error(
      `bench: a PDF of ${EXPORT_ROWS}+ rows took 2 s or more: ${slowPdf.map((entry) => entry.target).join(', ')}`,
    );
    process.exitCode = 1;
  }
  const failed = results.filter((r) => r.non2xx || r.errors || r.timeouts || !r.ok2xx);
  if (failed.length > 0) {
    console.error(`bench: failed requests in ${failed.map((r) => r.target).join(', ')}`);
    process.exitCode = 1;
  }
  const browserProblems = browserRuns.flatMap((run) => run.problems);
  if (browserProblems.length > 0) {
    console.error(`bench: browser targets missed: ${browserProblems.join('; ')}`);
    process.exitCode = 1;
  }
  const slowMail = mail.filter((entry) => !entry.meetsTarget);
  if (slowMail.length > 0) {
    console.error(`bench: mail drain missed: ${slowMail.map((entry) => entry.target).join(', ')}`);
    process.exitCode = 1;
  }
  const slowIntake = intake.filter((entry) => !entry.meetsTarget);
  if (slowIntake.length > 0) {
    console.error(`bench: mail intake missed: ${slowIntake.map((entry) => entry.target).join(', ')}`);
    process.exitCode = 1;
  }
  const missed = fanouts.filter((f) => f.problems.length > 0);
  if (missed.length > 0) {
    console.error(`bench: ${missed.map((f) => `${f.target}: ${f.problems[0]}`).join('; ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(`bench: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
