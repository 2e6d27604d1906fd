import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, XSRF } from './helpers';
import { multipart, PNG_BYTES } from './work-helpers';
import { freePort, sleep } from './processes';

/*
 * What the embedded database keeps on disk is readable by the server's user alone: the data
 * directory 0700 and everything in it (PGlite's files, attachments, the key) 0600 or 0700, and a
 * backup 0600, whatever the umask of whoever starts it. A real server (src/main.ts through tsx)
 * on a fresh DATA_DIR, then `cli.ts backup`, as an operator runs them; then a data directory left
 * world-readable by an earlier version is made private again at the next start.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every path under `root` (itself included) whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if ((stat.mode & 0o077) !== 0)
      open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, target) || '.'}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return open;
}

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string, port: number): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'APP_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name];
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

async function signIn(server: Server): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      const response = await fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
        body: JSON.stringify({ email: 'master@example.com', password: DEMO_PASSWORD }),
      });
      if (response.status === 200) return ((await response.json()) as { token: string }).token;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

describe.skipIf(process.env.DATABASE_URL)('modes of the embedded database files', () => {
  let root: string;
  let dataDir: string;
  const previousUmask = process.umask(0o022);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-modes-'));
    dataDir = path.join(root, 'data');
  });
  afterAll(() => {
    process.umask(previousUmask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a fresh data directory, an attachment and a backup are private to the server user', async () => {
    const server = startServer(dataDir, await freePort());
    try {
      const token = await signIn(server);
      const body = multipart({ body: 'Private file' }, [
        { filename: 'a.png', contentType: 'image/png', data: PNG_BYTES },
      ]);
      const response = await fetch(`${server.base}/api/tasks/1/comments`, {
        method: 'POST',
        headers: {
          ...body.headers,
          authorization: `Bearer ${token}`,
          'x-xsrf-token': XSRF,
          cookie: `XSRF-TOKEN=${XSRF}`,
        },
        body: body.payload,
      });
      expect(response.status, await response.text()).toBe(201);
    } finally {
      await stop(server);
    }
    expect(
      fs.readdirSync(path.join(dataDir, 'files')).filter((name) => /^[0-9a-f]{32}$/.test(name)).length,
    ).toBeGreaterThan(0);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);

    const backup = path.join(root, 'backups', 'nightly.tar.gz');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'backup', backup], {
      cwd: serverDir,
      env,
    });
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('a data directory left open by an earlier version is made private at the next start', async () => {
    fs.chmodSync(dataDir, 0o755);
    const pgdata = path.join(dataDir, 'pgdata');
    fs.chmodSync(pgdata, 0o777);
    fs.chmodSync(path.join(pgdata, 'PG_VERSION'), 0o666);
    const attachment = fs.readdirSync(path.join(dataDir, 'files')).find((name) => /^[0-9a-f]{32}$/.test(name))!;
    fs.chmodSync(path.join(dataDir, 'files', attachment), 0o644);

    const server = startServer(dataDir, await freePort());
    try {
      await signIn(server);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await stop(server);
    }
  }, 180_000);
});
