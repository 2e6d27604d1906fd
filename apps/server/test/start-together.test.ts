import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_KEY } from './helpers';
import { freePort } from './processes';

/*
 * Instances behind a load balancer start together on one PostgreSQL: on an empty database they
 * must migrate and seed it once between them, and all of them must come up. Real server processes
 * (src/main.ts through tsx) on a database of their own, created empty here; PostgreSQL only
 * (DATABASE_URL), since the embedded database admits one process.
 */
const url = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/* The demo of seed.ts, as its documentation describes it: four accounts, 22 more people and three more customers; 96 tasks; 51 tickets (48 raised in the app, 3 by e-mail). */
const DEMO_USERS = 29;
const DEMO_TICKETS = 51;
const DEMO_TASKS = 96;

type Instance = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function startInstance(databaseUrl: string, port: number, appKey: string | null = TEST_APP_KEY): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  if (appKey) env.APP_KEY = appKey;
  else delete env.APP_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** The status of /api/health once the instance listens; undefined when it exited first. */
async function healthOf(instance: Instance, timeoutMs = 120_000): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return undefined;
    try {
      return (await fetch(`http://127.0.0.1:${instance.port}/api/health`)).status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return undefined;
}

describe.skipIf(!url)('instances started together on an empty PostgreSQL database', () => {
  const name = `workspace_start_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let databaseUrl: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  });

  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('without APP_KEY an instance refuses to start, says why, and touches nothing', async () => {
    const instance = startInstance(databaseUrl, await freePort(), null);
    instances.push(instance);
    expect(await instance.exited).toBe(1);
    expect(instance.output()).toContain('APP_KEY is required with DATABASE_URL');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: number }>(
        `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(rows[0]!.tables).toBe(0);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('both serve, and the demo is seeded once', async () => {
    const ports = [await freePort(), await freePort()];
    const started = ports.map((port) => startInstance(databaseUrl, port));
    instances.push(...started);

    const statuses = await Promise.all(started.map((instance) => healthOf(instance)));
    expect(statuses, started.map((instance) => instance.output()).join('\n---\n')).toEqual([200, 200]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ users: number; masters: number; tasks: number; tickets: number }>(
        `SELECT (SELECT count(*)::int FROM users) AS users,
                (SELECT count(*)::int FROM users WHERE email = 'master@example.com') AS masters,
                (SELECT count(*)::int FROM tasks) AS tasks,
                (SELECT count(*)::int FROM tickets) AS tickets`,
      );
      expect(rows[0]).toEqual({ users: DEMO_USERS, masters: 1, tasks: DEMO_TASKS, tickets: DEMO_TICKETS });
    } finally {
      await client.end();
    }

    for (const instance of started) instance.child.kill('SIGTERM');
    expect(await Promise.all(started.map((instance) => instance.exited))).toEqual([0, 0]);
  }, 180_000);
});
