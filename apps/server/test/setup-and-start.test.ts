import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_KEY } from './helpers';

/*
 * Setting up and starting: the built server on a port something else holds stops with one line
 * that names the port and PORT=, not a stack trace; and `npm install` on the Node the README
 * names installs nothing that asks for a newer one (an EBADENGINE warning).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '../..');

function listenOnFreePort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('the built server on a port in use', () => {
  let busy: net.Server;
  let dataDir: string;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    busy = await listenOnFreePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-busy-port-'));
  }, 120_000);
  afterAll(() => {
    busy.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming the port and PORT=', async () => {
    const address = busy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_KEY: TEST_APP_KEY,
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    const child = spawn(process.execPath, ['dist/main.js'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stdout.trim()).toBe('');
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toContain(`Port ${port} is in use`);
    expect(lines[0]).toMatch(/PORT=\d+ npm start/);
    // Stopped before it opened (and so made) a database.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 120_000);
});

/** Whether `version` (x.y.z) meets a `>=a.b[.c]` range or an `||` of them; other ranges count as met (none are left in the lockfile). */
function meets(version: string, range: string): boolean {
  const parts = (text: string) => text.split('.').map((part) => Number(part) || 0);
  const [major, minor, patch] = parts(version);
  return range.split('||').some((alternative) => {
    const floor = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(alternative);
    if (!floor) return true;
    const [a = 0, b = 0, c = 0] = parts(floor[1]!);
    return major! !== a ? major! > a : minor! !== b ? minor! > b : patch! >= c;
  });
}

describe('npm install on the Node the README names', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } }>;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
    allowScripts?: Record<string, boolean>;
    scarfSettings?: { enabled: boolean };
  };
  const readmeVersion = /Node (\d+\.\d+) or newer/.exec(fs.readFileSync(path.join(root, 'README.md'), 'utf8'))?.[1];

  it('no locked package asks for a newer Node than 20.19 (no EBADENGINE warning)', () => {
    expect(readmeVersion).toBe('20.19');
    expect(manifest.engines.node).toBe(`>=${readmeVersion}`);
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node !== undefined && !meets(`${readmeVersion}.0`, entry.engines.node))
      .map(([name, entry]) => `${name} ${entry.engines!.node}`);
    expect(tooNew).toEqual([]);
  });

  it('the telemetry install script of @scarf/scarf neither runs nor is listed', () => {
    expect(Object.keys(lock.packages).some((name) => name.endsWith('node_modules/@scarf/scarf'))).toBe(true);
    // npm 11 lists and skips install scripts not covered by allowScripts; older npm runs them, and scarf then reads scarfSettings.
    expect(manifest.allowScripts?.['@scarf/scarf']).toBe(false);
    expect(manifest.scarfSettings?.enabled).toBe(false);
  });
});
