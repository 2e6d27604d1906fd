import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Server = { child: ChildProcess; baseUrl: string; output: () => string };

/** Starts the built server on `dataDir` and waits until it answers. */
async function startServer(main: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [main], {
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
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, baseUrl, output: () => output };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/*
 * The demo database every browser test starts from. Migrating and seeding a fresh embedded
 * database takes the built server 15 s on a quiet 2-core machine and 25 to 36 s beside CI's other
 * suites; CI runs the browser suite in three parts at once, so with E2E_DATA_TEMPLATE naming a
 * directory one part seeds it (the server started, then stopped cleanly; a lock directory beside
 * it says who) while the others wait for it, and each part starts on a copy of it. Without the
 * variable (a developer's run) each run seeds its own.
 */
async function demoDataDir(main: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!template) return dataDir;
  const lock = `${template}.lock`;
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(template)) {
    let seeds = false;
    try {
      fs.mkdirSync(lock);
      seeds = true;
    } catch {
      // another part seeds it
    }
    if (seeds) {
      const seeding = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-e2e-template-'));
      try {
        await stopServer(await startServer(main, seeding));
        fs.renameSync(seeding, template); // atomic: the waiting parts see it whole or not at all
      } finally {
        fs.rmSync(seeding, { recursive: true, force: true });
        fs.rmSync(lock, { recursive: true, force: true }); // a failed seeding lets another part try
      }
    } else {
      if (Date.now() > deadline) throw new Error(`no demo database at ${template} after 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Starts the built server on the demo database and provides its address to the tests. */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const dataDir = await demoDataDir(main);
  const server = await startServer(main, dataDir);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
