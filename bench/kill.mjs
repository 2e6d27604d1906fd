/*
 * node bench/kill.mjs [rounds] [path/to/server/main.js]   (after `npm run build`)
 *
 * Crash test of the embedded database through the real server: starts the built server on a fresh
 * DATA_DIR, lets 8 clients create companies as fast as it answers, kills the server with SIGKILL
 * at a random moment 1 to 3 s in, starts it again on the same DATA_DIR, and checks that every
 * company whose creation was answered 201 is there. Repeats for `rounds` (10) and prints the
 * totals: kills, writes acknowledged, acknowledged writes found, lost. Exits 1 when one is lost.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.argv[2] ?? 10);
const serverMain = path.resolve(process.argv[3] ?? path.join(root, 'apps/server/dist/main.js'));
const WRITERS = 8;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-kill-'));
let server;
process.on('exit', () => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function start(port) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  server = spawn(process.execPath, [serverMain], {
    cwd: path.dirname(serverMain),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not ready after 150 s');
}

async function signIn(base) {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1];
  const headers = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'master@example.com', password: 'Demo1234!' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return { ...headers, authorization: `Bearer ${(await login.json()).token}` };
}

const acknowledged = new Set();
let kills = 0;
for (let round = 1; round <= ROUNDS; round += 1) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await start(port);
  const headers = await signIn(base);
  let running = true;
  let sequence = 0;
  const writer = async (writerId) => {
    while (running) {
      const name = `Kill r${round} w${writerId} n${(sequence += 1)}`;
      const ok = await fetch(`${base}/api/companies`, { method: 'POST', headers, body: JSON.stringify({ name }) }).then(
        (response) => response.status === 201,
        () => false,
      );
      if (ok) acknowledged.add(name);
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
  server.kill('SIGKILL');
  kills += 1;
  await new Promise((resolve) => server.once('exit', resolve));
  running = false;
  await Promise.all(writers);
  process.stdout.write(`round ${round}: killed, ${acknowledged.size} acknowledged so far\n`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
await start(port);
const headers = await signIn(base);
const found = new Set();
for (let page = 1; ; page += 1) {
  const response = await fetch(`${base}/api/companies?pageSize=100&page=${page}&q=Kill`, { headers });
  if (response.status !== 200) throw new Error(`GET /api/companies: ${response.status} ${await response.text()}`);
  const body = await response.json();
  for (const company of body.data) found.add(company.name);
  if (body.data.length === 0 || page * 100 >= body.meta.total) break;
}
server.kill('SIGTERM');
const lost = [...acknowledged].filter((name) => !found.has(name));
console.log(
  `${kills} kills, ${acknowledged.size} writes acknowledged, ${acknowledged.size - lost.length} found, ${lost.length} lost`,
);
if (lost.length > 0) {
  console.log(`lost: ${lost.slice(0, 20).join(', ')}`);
  process.exitCode = 1;
}
