/*
 * The API against the database it sends to (target "pgbench", with DATABASE_URL): for the task
 * list and the wallet, how many requests a second the server answers compared with how many times
 * a second pgbench runs the very statements of one such request, straight on PostgreSQL. The
 * difference is what Node, Fastify, Drizzle, node-postgres and the JSON cost.
 *
 * 1. The statements: the server runs with bench/pg-capture.mjs preloaded; SIGUSR2 arms it, one
 *    request is sent, SIGUSR2 disarms it. Its text and values are exactly what node-postgres sent.
 * 2. A pgbench script per target: one pgbench transaction is every statement of that request in
 *    order, each value a variable (`:s1p1`, defined with -D) so that `-M prepared` binds it as the
 *    server's named statements do; a value sent as NULL stays a NULL literal.
 * 3. Rounds, interleaved so both sides see the same machine: API (autocannon, the bench's usual
 *    warm-up and seconds), then pgbench (a warm-up run, then the same seconds, the same number of
 *    clients, `-M prepared`), again ROUNDS times. The figures are the medians of the rounds and
 *    their ratio, API req/s ÷ pgbench tps (1 would mean the server costs nothing).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Environment that makes the server record its statements on demand (into `file`). */
export function captureEnv(file) {
  const preload = `--import ${pathToFileURL(path.join(here, 'pg-capture.mjs')).href}`;
  return { BENCH_PG_CAPTURE: file, NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ') };
}

/** pgbench of PostgreSQL's bin directory (pg_config --bindir), else the one on PATH; null when there is none. */
export function findPgbench() {
  const candidates = [];
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(path.join(config.stdout.trim(), 'pgbench'));
  candidates.push('/usr/lib/postgresql/15/bin/pgbench');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, 'pgbench'));
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits) => Number(value.toFixed(digits));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readCapture(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/* Waits until the capture file holds `count` arm/disarm lines (the signal is handled asynchronously). */
async function toggled(file, count) {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (readCapture(file).filter((entry) => 'armed' in entry).length >= count) return;
    await sleep(20);
  }
  throw new Error('pgbench: the server did not answer SIGUSR2 (is bench/pg-capture.mjs preloaded?)');
}

/** The statements the server sends for one GET of `url`, in order: { text, values }. */
async function captureRequest(pid, file, url, headers) {
  // The first request warms whatever the server caches (the session), so the second is a steady one.
  await (await fetch(url, { headers })).arrayBuffer();
  fs.writeFileSync(file, '');
  process.kill(pid, 'SIGUSR2');
  await toggled(file, 1);
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`pgbench: GET ${url} answered ${response.status}`);
  process.kill(pid, 'SIGUSR2');
  await toggled(file, 2);
  const statements = readCapture(file).filter((entry) => 'text' in entry);
  if (statements.length === 0) throw new Error(`pgbench: GET ${url} sent no statement to PostgreSQL`);
  return statements;
}

/** A value as pgbench's -D takes it (text; PostgreSQL reads it as the parameter's type). */
function asText(value) {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The pgbench script of one request and its -D definitions. */
export function pgbenchScript(statements) {
  const defines = [];
  const lines = statements.map((statement, s) => {
    const text = statement.text.replace(/\s+/g, ' ').trim();
    // $n outside quotes only: drizzle writes values as parameters, never inside string literals.
    const parts = text.split(/('(?:[^']|'')*')/);
    const replaced = parts
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part.replace(/\$(\d+)\b/g, (_, n) => {
              const value = statement.values[Number(n) - 1];
              if (value === null || value === undefined) return 'NULL';
              const name = `s${s + 1}p${n}`;
              defines.push(['-D', `${name}=${asText(value)}`]);
              return `:${name}`;
            }),
      )
      .join('');
    return `${replaced};`;
  });
  return { script: `${lines.join('\n')}\n`, defines: defines.flat() };
}

function runPgbench(bin, { databaseUrl, scriptFile, defines, clients, seconds }) {
  return new Promise((resolve, reject) => {
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, os.cpus().length)),
      '-T',
      String(seconds),
      '-f',
      scriptFile,
      ...defines,
      databaseUrl,
    ];
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      // No transaction finished in the time (a slow script on a busy machine): no tps line, 0.
      const none = /number of transactions actually processed: 0\b/.test(output);
      const tps = none ? '0' : /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
      if (code !== 0 || !tps) reject(new Error(`pgbench exited ${code}:\n${output.slice(-2000)}`));
      else if (failed && Number(failed) > 0) reject(new Error(`pgbench: ${failed} failed transactions:\n${output.slice(-2000)}`));
      else resolve(Number(tps));
    });
  });
}

/**
 * The interleaved comparison for `targets` ({ key, target, path, headers }) on the server of `pid`
 * at `base`, which runs with `captureEnv(captureFile)`. `measure(target, url, headers)` is the
 * bench's autocannon run (warm-up, then the measured seconds).
 */
export async function measureAgainstPgbench({ label, base, pid, captureFile, databaseUrl, targets, measure, rounds, clients, seconds, warmupSeconds }) {
  const bin = findPgbench();
  if (!bin) {
    console.log('  pgbench: skipped (no pgbench binary: install postgresql-client or put pgbench on PATH)');
    return [];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-pgbench-'));
  try {
    const prepared = [];
    for (const target of targets) {
      const statements = await captureRequest(pid, captureFile, `${base}${target.path}`, target.headers);
      const { script, defines } = pgbenchScript(statements);
      const scriptFile = path.join(dir, `${target.key}.sql`);
      fs.writeFileSync(scriptFile, script);
      console.log(`  ${label}: ${target.path} sends ${statements.length} statement(s) per request; pgbench script ${target.key}.sql:`);
      for (const line of script.trim().split('\n')) console.log(`    ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`);
      prepared.push({ ...target, statements: statements.length, scriptFile, defines });
    }
    const entries = [];
    for (const target of prepared) {
      const api = [];
      const pgbench = [];
      for (let index = 1; index <= rounds; index += 1) {
        const entry = await measure(`${target.target}, round ${index} (${label})`, `${base}${target.path}`, target.headers);
        if (entry.non2xx || entry.errors || entry.timeouts || !entry.ok2xx) throw new Error(`pgbench: ${entry.target} had failed requests`);
        api.push(entry.requestsPerSec);
        const options = { databaseUrl, scriptFile: target.scriptFile, defines: target.defines, clients };
        if (warmupSeconds > 0) await runPgbench(bin, { ...options, seconds: warmupSeconds });
        const tps = await runPgbench(bin, { ...options, seconds });
        console.log(`  pgbench, the same statements, round ${index}: ${round(tps, 1)} tps`);
        pgbench.push(tps);
      }
      const entry = {
        target: `${target.target} against pgbench (${label})`,
        path: target.path,
        statementsPerRequest: target.statements,
        rounds,
        clients,
        seconds,
        apiRequestsPerSec: api,
        pgbenchTps: pgbench.map((tps) => round(tps, 1)),
        medianApiRequestsPerSec: round(median(api), 1),
        medianPgbenchTps: round(median(pgbench), 1),
        ratio: round(median(api) / median(pgbench), 3),
        roundRatios: api.map((value, index) => round(value / pgbench[index], 3)),
      };
      console.log(
        `  ${entry.target}: API median ${entry.medianApiRequestsPerSec} req/s, pgbench median ${entry.medianPgbenchTps} tps, ` +
          `ratio ${entry.ratio}x (rounds: ${entry.roundRatios.join(', ')})`,
      );
      entries.push(entry);
    }
    return entries;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
