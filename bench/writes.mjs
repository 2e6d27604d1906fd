/*
 * node bench/writes.mjs [path/to/server/main.js]   (after `npm run build`)
 *
 * Write benchmark on 127.0.0.1: starts the built server (by default apps/server/dist/main.js) on a
 * fresh embedded database in a temporary DATA_DIR (the demo data), signs in as the master and, with
 * BENCH_CONNECTIONS connections (10) for BENCH_SECONDS (8) after BENCH_WARMUP_SECONDS (2), measures
 * two writes that each commit one transaction with its audit row:
 *   profile   PUT /api/profile         (an update of one row)
 *   company   POST /api/companies      (an insert, a new name every request)
 * Passing another build's main.js measures that build the same way, e.g. the commit before a change
 * checked out with `git worktree add`. Prints one line per write: requests/s, p50, p99, non-2xx.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.resolve(process.argv[2] ?? path.join(root, 'apps/server/dist/main.js'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-writes-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
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
const server = spawn(process.execPath, [serverMain], {
  cwd: path.dirname(serverMain),
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitForServer() {
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not ready after 150 s');
}

async function signIn() {
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

function run(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: CONNECTIONS, duration, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

let sequence = 0;
const writes = {
  profile: {
    method: 'PUT',
    path: '/api/profile',
    body: () => ({ name: `Master${(sequence += 1) % 1000}`, surname: 'Bench', phone: '+905320000000', language: 'en' }),
  },
  company: {
    method: 'POST',
    path: '/api/companies',
    body: () => ({ name: `Bench company ${(sequence += 1)} ${process.pid}` }),
  },
};

await waitForServer();
const headers = await signIn();
console.log(
  `writes on ${path.relative(root, serverMain) || serverMain}, ${CONNECTIONS} connections, ${SECONDS} s each`,
);
for (const [name, write] of Object.entries(writes)) {
  const options = {
    requests: [
      {
        method: write.method,
        path: write.path,
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(write.body()) }),
      },
    ],
  };
  if (WARMUP_SECONDS > 0) await run(options, WARMUP_SECONDS);
  const result = await run(options, SECONDS);
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  non-2xx/errors ${bad}`,
  );
  if (bad > 0) process.exitCode = 1;
}
stop();
