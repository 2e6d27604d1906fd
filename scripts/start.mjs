#!/usr/bin/env node
/*
 * `npm start`: build what is missing or older than its sources, then run the server.
 * Builds run only when needed, so a second start is immediate.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of a source: a file's own, or the newest file's under a directory. */
function newestMtime(source) {
  if (!fs.existsSync(source)) return 0;
  const stat = fs.statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(source, entry.name)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = 'packages/shared/src';
if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', shared])) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', '@workspace/web']);
}
const serverOutputs = ['main.js', 'pglite-worker.js'].map((file) => path.join(root, 'apps/server/dist', file));
if (serverOutputs.some((output) => isStale(output, ['apps/server/src', shared]))) {
  console.log('Building the server...');
  run(['run', 'build', '-w', '@workspace/server']);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
