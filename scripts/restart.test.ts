/*
 * `npm run test:restart`: the real `npm start` on a fresh clone, stopped with Ctrl-C and started
 * again, keeps its embedded database. The clone is of the committed HEAD, so uncommitted changes
 * are not tested. Every `npm start` runs in a process group of its own, which gets SIGINT the way
 * a terminal's Ctrl-C delivers it, and is killed outright when the test fails or is stopped.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const execFileAsync = promisify(execFile);
const DEMO_EMAIL = 'master@example.com';
const DEMO_PASSWORD = 'Demo1234!';

/* The server's own settings and what npm and vitest put in the environment would make the start untypical. */
const DROPPED_ENV =
  /^(npm_.*|INIT_CWD|NODE_ENV|NODE_OPTIONS|VITEST.*|TEST|PORT|HOST|DATABASE_URL|DATA_DIR|APP_KEY|TRUST_PROXY|CORS_ORIGIN|ADMIN_EMAIL|ADMIN_PASSWORD|TOKEN_TTL_DAYS|LOG_LEVEL|APP_TIMEZONE)$/i;

function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!DROPPED_ENV.test(key)) env[key] = value;
  return { ...env, ...extra };
}

async function exec(command: string, args: string[], cwd: string, timeout: number): Promise<void> {
  try {
    await execFileAsync(command, args, { cwd, env: cleanEnv(), timeout, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}\n${stderr}`);
  }
}

function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* Process groups of `npm start` still running: killed whatever way the test ends. */
const groups = new Set<number>();
function killGroups() {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  groups.clear();
}
function isGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
let workDir = '';
let clone = '';

const onSignal = (signal: NodeJS.Signals) => {
  killGroups();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  process.kill(process.pid, signal);
};
const signalHandlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((signal) => {
  const handler = () => {
    for (const [name, registered] of signalHandlers) process.off(name, registered);
    onSignal(signal);
  };
  return [signal, handler] as const;
});

type Started = {
  child: ChildProcess;
  pgid: number;
  baseUrl: string;
  output: () => string;
  /** The exit status as a shell reports it (128 + the signal's number after death by a signal). */
  exited: Promise<number>;
  /** Every process of the group has closed its output. */
  closed: Promise<void>;
};

/** `npm start` in `dir`, in a new process group, as a terminal would run it. */
function npmStart(dir: string, port: number): Started {
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1' }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid!;
  groups.add(pgid);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0))),
  );
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, pgid, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited, closed };
}

async function waitForHealth(started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(
        `npm start exited (${started.child.exitCode ?? started.child.signalCode}) before serving:\n${started.output()}`,
      );
    }
    try {
      const response = await fetch(`${started.baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`no answer from /api/health after ${timeoutMs / 1000}s:\n${started.output()}`);
    await sleep(500);
  }
}

/**
 * Ctrl-C: SIGINT to the whole process group. Answers npm's exit status and whether any process
 * of the group outlived npm by more than a few seconds.
 */
async function pressCtrlC(started: Started, timeoutMs = 60_000): Promise<{ status: number; isLeftBehind: boolean }> {
  process.kill(-started.pgid, 'SIGINT');
  const status = await Promise.race([started.exited, sleep(timeoutMs).then(() => undefined)]);
  if (status === undefined)
    throw new Error(`npm start did not stop ${timeoutMs / 1000}s after Ctrl-C:\n${started.output()}`);
  for (let waited = 0; isGroupAlive(started.pgid) && waited < 5_000; waited += 100) await sleep(100);
  const isLeftBehind = isGroupAlive(started.pgid);
  if (!isLeftBehind) {
    groups.delete(started.pgid);
    await Promise.race([started.closed, sleep(5_000)]);
  }
  return { status, isLeftBehind };
}

/** A terminal's Ctrl-C ends `npm start` with 0, or 130 (npm re-raises the SIGINT it got). */
async function expectCleanStop(started: Started, dir: string) {
  const stopped = await pressCtrlC(started);
  expect([0, 130], `exit status ${stopped.status}:\n${started.output()}`).toContain(stopped.status);
  expect(stopped.isLeftBehind, 'a process of npm start outlived it').toBe(false);
  expect(started.output()).toContain('SIGINT: shutting down');
  expect(
    fs.existsSync(path.join(dir, 'data/server.lock')),
    `the data directory's lock is released:\n${started.output()}`,
  ).toBe(false);
}

type Session = { token: string; headers: Record<string, string> };

/** Signs in through the API the way the web app does: anti-forgery cookie first, then the login call. */
async function signIn(baseUrl: string): Promise<Session> {
  const csrf = await fetch(`${baseUrl}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error(`no XSRF-TOKEN cookie (status ${csrf.status})`);
  const xsrf = decodeURIComponent(cookie.slice('XSRF-TOKEN='.length).split(';')[0]!);
  const headers = {
    cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
  };
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, headers: { ...headers, authorization: `Bearer ${token}` } };
}

async function countCompanies(baseUrl: string, session: Session): Promise<number> {
  const response = await fetch(`${baseUrl}/api/companies?pageSize=1`, { headers: session.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

beforeAll(async () => {
  for (const [signal, handler] of signalHandlers) process.on(signal, handler);
  process.on('exit', killGroups);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-restart-'));
  clone = path.join(workDir, 'workspace');
  await exec('git', ['clone', '--quiet', root, clone], workDir, 120_000);
  const { stdout: commit } = await execFileAsync('git', ['log', '-1', '--format=%h %s'], { cwd: clone });
  const { stdout: dirty } = await execFileAsync('git', ['status', '--porcelain'], { cwd: root });
  console.log(
    `Testing a fresh clone of HEAD (${commit.trim()}) in ${clone}.` +
      (dirty.trim() ? ` ${dirty.trim().split('\n').length} uncommitted change(s) in ${root} are NOT included.` : ''),
  );
  // What the README tells a newcomer to run (`npm ci` may refuse this lock file: see .ci/run).
  await exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], clone, 600_000);
}, 720_000);

// A failed test may leave its server running: stop it before the next test starts on the same data.
afterEach(killGroups);

afterAll(() => {
  killGroups();
  for (const [signal, handler] of signalHandlers) process.off(signal, handler);
  process.off('exit', killGroups);
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('npm start on a fresh clone', () => {
  let created: { id: number; name: string } | undefined;
  let session: Session | undefined;
  let companiesBefore = 0;

  it('builds, seeds the demo, serves, and takes a change', async () => {
    const started = npmStart(clone, await freePort());
    await waitForHealth(started, 600_000);
    session = await signIn(started.baseUrl);
    const name = `Restart Check ${Date.now().toString(36)}`;
    const response = await fetch(`${started.baseUrl}/api/companies`, {
      method: 'POST',
      headers: session.headers,
      body: JSON.stringify({ name, phone: '+90 212 5550199' }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    created = ((await response.json()) as { company: { id: number; name: string } }).company;
    companiesBefore = await countCompanies(started.baseUrl, session);

    await expectCleanStop(started, clone);
  }, 900_000);

  it('starts again without rebuilding and still has the change', async () => {
    expect(created, 'the first start wrote a company').toBeDefined();
    const started = npmStart(clone, await freePort());
    await waitForHealth(started, 120_000);
    expect(started.output()).not.toMatch(/Building the (web app|server)/);
    // Node prints its warnings (a library's deprecation, say) as "(node:<pid>) [CODE] ...Warning: ...".
    expect(started.output(), 'no Node warning at start').not.toMatch(/\(node:\d+\) /);

    // The token of the first run is still valid: sessions live in the database.
    const byOldToken = await fetch(`${started.baseUrl}/api/companies/${created!.id}`, { headers: session!.headers });
    expect(byOldToken.status).toBe(200);
    expect(((await byOldToken.json()) as { company: { name: string } }).company.name).toBe(created!.name);
    const again = await signIn(started.baseUrl);
    expect(await countCompanies(started.baseUrl, again), 'same companies: the demo was not seeded twice').toBe(
      companiesBefore,
    );

    await expectCleanStop(started, clone);
  }, 300_000);
});
