/*
 * The "bundle" target of bench/run.mjs (`BENCH_ONLY=bundle` runs it alone; `node bench/bundle.mjs`
 * too): the JavaScript each screen downloads, opened cold in Chromium, gzip bytes per route against
 * its budget (bench/route-bytes.mjs measures; e2e/quality/bundle-budget.spec.ts fails on it).
 *
 * It starts the built server (apps/server/dist/main.js, serving apps/web/dist or WEB_DIST) on a
 * fresh embedded database of its own, which the server fills with the demo data: the bytes do not
 * depend on how many rows there are, so the large benchmark data is not needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, formatTable, measureRoutes } from './route-bytes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bundle: the server exited:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bundle: the server did not answer in ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Measures every route and returns `{ routes }` (each: route, role, files with their gzip and raw
 * bytes, totals, budget, whether it holds). The server, the browser and the data directory are
 * gone when it returns or throws.
 */
export async function benchBundle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-bundle-'));
  let server;
  let browser;
  try {
    console.log('  bundle: starting the server on a demo database, then each route cold in Chromium');
    server = await startServer(dataDir);
    browser = await chromium.launch(CHROMIUM);
    const routes = await measureRoutes(browser, server.base);
    console.log(`\n${formatTable(routes)}\n`);
    const over = routes.filter((route) => !route.withinBudget);
    if (over.length > 0)
      console.log(`bundle: over budget: ${over.map((route) => `${route.route} (${route.as})`).join(', ')}`);
    return { routes };
  } finally {
    await browser?.close();
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchBundle().then(
    ({ routes }) => {
      process.exitCode = routes.every((route) => route.withinBudget) ? 0 : 1;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
