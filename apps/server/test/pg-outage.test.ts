import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TEST_APP_KEY, XSRF } from './helpers';
import { freePort, sleep } from './processes';

/*
 * PostgreSQL going away for a while (a backend ended, a restart, a failover) costs the requests in
 * flight at most: the server keeps running, answers 503 with Retry-After while the database is
 * away, and serves again once it is back, its LISTEN connection too. A real server process
 * (src/main.ts through tsx) on a throwaway PostgreSQL cluster of its own, made here in a temporary
 * directory, since the test restarts it. Runs with the PostgreSQL suite (DATABASE_URL), where
 * initdb and pg_ctl are at hand.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hasCluster = process.env.DATABASE_URL !== undefined && whichOk('initdb') && whichOk('pg_ctl');

function whichOk(command: string): boolean {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL cluster in a temporary directory, run as the `postgres` user when the test runs as root. */
function throwawayCluster(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-pg-outage-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: 'pipe',
    });
  const data = path.join(dir, 'data');
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctlArgs = (args: string[]) => ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args];
  // Started and stopped without blocking: the requests under load go on meanwhile.
  const pgCtl = async (...args: string[]) => {
    await promisify(execFile)(
      asRoot ? 'runuser' : 'pg_ctl',
      asRoot ? ['-u', 'postgres', '--', 'pg_ctl', ...ctlArgs(args)] : ctlArgs(args),
    );
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, 'start'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    remove: () => {
      try {
        run('pg_ctl', ctlArgs(['-m', 'immediate', 'stop']));
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Instance = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

function startInstance(databaseUrl: string, port: number): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_KEY: TEST_APP_KEY,
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

const isRunning = (instance: Instance) => instance.child.exitCode === null && instance.child.signalCode === null;

describe.skipIf(!hasCluster)('PostgreSQL going away and coming back', () => {
  let cluster: ReturnType<typeof throwawayCluster>;
  let instance: Instance;
  let token: string;
  const get = (url: string, language = 'en') =>
    fetch(`${instance.base}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });

  /** Requests a few at a time until `stop` is called; the statuses they got (0: no answer at all). */
  function underLoad() {
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const response = await get('/api/tasks?pageSize=50');
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch {
          statuses.push(0);
          await sleep(50);
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    return {
      statuses,
      stop: async () => {
        running = false;
        await Promise.all(workers);
        return statuses;
      },
    };
  }

  async function waitForStatus(url: string, status: number, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    let last = 0;
    while (Date.now() < deadline) {
      try {
        last = (await get(url)).status;
        if (last === status) return last;
      } catch {
        last = 0;
      }
      await sleep(200);
    }
    return last;
  }

  beforeAll(async () => {
    cluster = throwawayCluster(await freePort());
    await cluster.start();
    instance = startInstance(cluster.url, await freePort());
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && isRunning(instance)) {
      try {
        const response = await fetch(`${instance.base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
          body: JSON.stringify({ email: 'master@example.com', password: DEMO_PASSWORD }),
        });
        if (response.status === 200) {
          token = ((await response.json()) as { token: string }).token;
          break;
        }
      } catch {
        // not listening yet
      }
      await sleep(300);
    }
    if (!token) throw new Error(`the server did not start:\n${instance.output()}`);
  }, 150_000);

  afterAll(async () => {
    if (instance && isRunning(instance)) instance.child.kill('SIGKILL');
    await instance?.exited;
    cluster?.remove();
  });

  it('survives its pooled connections being ended under load', async () => {
    const load = underLoad();
    await sleep(500);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(*)::int AS ended FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS ended`,
    );
    await admin.end();
    expect(rows[0]!.ended).toBeGreaterThan(1);
    await sleep(2_000);
    const statuses = await load.stop();

    expect(isRunning(instance), instance.output()).toBe(true);
    expect((await get('/api/tasks')).status).toBe(200);
    // The requests whose connection was ended answer 503; none goes unanswered, none is a 500.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  }, 60_000);

  it('answers 503 with Retry-After while PostgreSQL is down, in the caller language, and serves again once it is back', async () => {
    const load = underLoad();
    await sleep(300);
    await cluster.stop();
    await sleep(1_500);

    expect(isRunning(instance), instance.output()).toBe(true);
    const english = await get('/api/tasks');
    expect(english.status).toBe(503);
    expect(Number(english.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await english.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The database cannot be reached right now. Please try again in a few seconds.',
      },
    });
    const turkish = await get('/api/me', 'tr');
    expect(turkish.status).toBe(503);
    expect(((await turkish.json()) as { error: { message: string } }).error.message).toBe(
      'Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    );
    expect((await fetch(`${instance.base}/api/health`)).status).toBe(503);

    await cluster.start();
    expect(await waitForStatus('/api/tasks', 200)).toBe(200);
    const statuses = await load.stop();
    expect(isRunning(instance), instance.output()).toBe(true);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 90_000);

  it('listens again after the restart: a change reaches an open event stream through NOTIFY', async () => {
    // The LISTEN connection is replaced a second after it is lost, and again every second until it connects.
    const controller = new AbortController();
    const received: string[] = [];
    const deadline = Date.now() + 20_000;
    let heard = false;
    while (!heard && Date.now() < deadline) {
      const stream = await fetch(`${instance.base}/api/events`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const reading = (async () => {
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          received.push(decoder.decode(value));
          if (received.join('').includes('event: ticket')) return;
        }
      })();
      await sleep(200);
      const change = await fetch(`${instance.base}/api/tickets/1/priority`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-xsrf-token': XSRF,
          cookie: `XSRF-TOKEN=${XSRF}`,
        },
        body: JSON.stringify({ priority: Date.now() % 2 ? 'high' : 'low' }),
      });
      expect(change.status, await change.clone().text()).toBeLessThan(300);
      heard = await Promise.race([reading.then(() => true), sleep(1_500).then(() => false)]);
      await reader.cancel().catch(() => undefined);
    }
    controller.abort();
    expect(heard).toBe(true);
    expect(isRunning(instance), instance.output()).toBe(true);
  }, 40_000);
});
