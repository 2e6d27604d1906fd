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
 *    Between the two, the floor (bench/floor-server.mjs): the same statements behind a bare
 *    Fastify and node-postgres server, about the least a Node server can do for the request.
 * 4. All the rounds twice (docs/decisions/031): with every process on every core ("shared"), then
 *    with PostgreSQL on a core of its own and everything else on the others ("ownCore", skipped
 *    when PostgreSQL is not on this machine or its processes cannot be moved). The targets are
 *    read on "ownCore": whether the server keeps the database busy.
 * 5. Where the two cores went, per request and per pgbench transaction, over each measured run
 *    (Linux /proc): the server process, the load generator (this process: autocannon; or pgbench,
 *    a child waited for), the rest of the machine's busy time (PostgreSQL's processes, nothing else
 *    runs) and the time both cores sat idle. The ratio is PostgreSQL's share of one request, so it
 *    moves with the statement's cost as much as with the server's; the microseconds say which.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// node-postgres as the server has it (apps/server's dependency), to find PostgreSQL's processes.
const pg = createRequire(path.join(here, '../apps/server/package.json'))('pg');

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

/* ---- CPU time (Linux /proc; null elsewhere) ---- */

const ticksPerSecond = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const value = Number(answer.stdout?.trim());
  return Number.isInteger(value) && value > 0 ? value : 100;
})();

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state, [1] the parent's pid … */
function statFields(pid) {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
}

/**
 * One reading of the clocks that `cpuSplit` compares: the machine's busy and idle time, the server
 * process's own, this process's own, and that of this process's children already waited for.
 * Microseconds; null where /proc cannot be read.
 */
export function readCpu(serverPid) {
  try {
    const toMicros = (ticks) => (ticks * 1e6) / ticksPerSecond;
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const server = statFields(serverPid);
    const self = statFields('self');
    const own = process.cpuUsage();
    return {
      busy: toMicros(user + nice + system + irq + softirq + steal),
      idle: toMicros(idle + iowait),
      // utime and stime are fields 14 and 15 of stat, cutime and cstime 16 and 17 (11 to 14 here).
      server: toMicros(server[11] + server[12]),
      self: own.user + own.system,
      children: toMicros(self[13] + self[14]),
    };
  } catch {
    return null;
  }
}

/**
 * Microseconds per unit of work between two readings: `server`, `loadGenerator` (this process for
 * autocannon, the waited-for children for pgbench), `rest` (busy time of neither: PostgreSQL), and
 * `idle` (of all cores together). Null when either reading is.
 */
export function cpuSplit(before, after, units, generator) {
  if (!before || !after || !(units > 0)) return null;
  const delta = (key) => (after[key] - before[key]) / units;
  const server = generator === 'pgbench' ? 0 : delta('server');
  const loadGenerator = generator === 'pgbench' ? delta('children') : delta('self');
  const busy = delta('busy');
  return {
    server: Math.round(server),
    loadGenerator: Math.round(loadGenerator),
    rest: Math.round(busy - server - loadGenerator),
    idle: Math.round(delta('idle')),
  };
}

const medianSplit = (splits) => {
  const known = splits.filter(Boolean);
  if (known.length === 0) return null;
  return Object.fromEntries(
    Object.keys(known[0]).map((key) => [key, Math.round(median(known.map((split) => split[key])))]),
  );
};
const describeSplit = (split, generator) =>
  split
    ? `${split.server ? `server ${split.server}, ` : ''}${generator} ${split.loadGenerator}, PostgreSQL ${split.rest}, idle ${split.idle} µs`
    : 'no /proc';

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
  // The job queue (pg-boss) polls its table on a timer of its own; a poll that falls inside the
  // window is not the request's (on 2026-11-28 one did, and pgbench refused the script).
  const statements = readCapture(file).filter((entry) => 'text' in entry && !/\bpgboss\./.test(entry.text));
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
      const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? 0);
      if (code !== 0 || !tps) reject(new Error(`pgbench exited ${code}:\n${output.slice(-2000)}`));
      else if (failed && Number(failed) > 0)
        reject(new Error(`pgbench: ${failed} failed transactions:\n${output.slice(-2000)}`));
      else resolve({ tps: Number(tps), transactions });
    });
  });
}

const taskset = (args) => spawnSync('taskset', args, { encoding: 'utf8' });

/** The pids of `root` and of every process forked from it, from Linux /proc. */
function processTree(root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = statFields(entry)[1];
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [];
  for (const queue = [root]; queue.length > 0;) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** The PostgreSQL server process behind `databaseUrl` when it runs on this machine, or null. */
async function postmasterOf(databaseUrl) {
  // The parent of the backend serving a connection of ours is the postmaster.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    const parent = statFields(rows[0].pid)[1];
    return fs.readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'postgres' ? parent : null;
  } catch {
    return null; // not on this machine (no such process here), or not ours to read
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL on a core of its own: the postmaster and every process forked from it (new backends
 * inherit it) on the last core; this process (autocannon, and pgbench, which it starts), the server
 * and the floor on the others. What a deployment with the database on CPUs of its own sees: the
 * comparison then says whether the server keeps PostgreSQL busy, not how their CPU time compares.
 * Linux with taskset, two cores or more, PostgreSQL on this machine and leave to move its processes
 * (root, or its user); `restore()` gives every process all the cores again.
 */
async function pinPostgres(databaseUrl, serverPid, floorPid) {
  const cores = os.cpus().length;
  if (os.platform() !== 'linux' || cores < 2) return { skipped: 'needs Linux and two cores or more' };
  if (taskset(['-V']).status !== 0) return { skipped: 'no taskset (util-linux)' };
  const postmaster = await postmasterOf(databaseUrl);
  if (!postmaster) return { skipped: 'no PostgreSQL server process on this machine' };
  const all = (2 ** cores - 1).toString(16);
  const database = (2 ** (cores - 1)).toString(16);
  const rest = (2 ** (cores - 1) - 1).toString(16);
  const set = (mask, pids) => {
    for (const target of pids) {
      const result = taskset(['-a', '-p', mask, String(target)]);
      if (result.status !== 0 && fs.existsSync(`/proc/${target}`))
        throw new Error(`taskset ${mask} ${target}: ${result.stderr.trim()}`);
    }
  };
  const ours = [process.pid, serverPid, floorPid];
  const restore = () => {
    set(all, processTree(postmaster));
    set(all, ours);
  };
  try {
    set(database, processTree(postmaster));
    set(rest, ours);
  } catch (error) {
    try {
      restore();
    } catch {
      // as far as it goes
    }
    return { skipped: `could not move the processes: ${error.message}` };
  }
  return {
    description: `PostgreSQL on core ${cores - 1}, the server, the floor and the load generators on ${cores === 2 ? 'core 0' : `cores 0 to ${cores - 2}`}`,
    restore,
  };
}

/**
 * The interleaved comparison for `targets` ({ key, target, path, headers }) on the server of `pid`
 * at `base`, which runs with `captureEnv(captureFile)`. `measure(target, url, headers)` is the
 * bench's autocannon run (warm-up, then the measured seconds). `startFloor(file)` starts
 * bench/floor-server.mjs on the captured statements (a child whose output says "ready <port>"),
 * measured in each round between the API and pgbench: the same statements behind the least a Node
 * server does; `stopFloor(child)` stops it.
 */
export async function measureAgainstPgbench({
  label,
  base,
  pid,
  captureFile,
  databaseUrl,
  targets,
  measure,
  startFloor,
  stopFloor,
  rounds,
  clients,
  seconds,
  warmupSeconds,
}) {
  const bin = findPgbench();
  if (!bin) {
    console.log('  pgbench: skipped (no pgbench binary: install postgresql-client or put pgbench on PATH)');
    return [];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-pgbench-'));
  let floor;
  try {
    const prepared = [];
    const captured = {};
    for (const target of targets) {
      const statements = await captureRequest(pid, captureFile, `${base}${target.path}`, target.headers);
      const { script, defines } = pgbenchScript(statements);
      const scriptFile = path.join(dir, `${target.key}.sql`);
      fs.writeFileSync(scriptFile, script);
      console.log(
        `  ${label}: ${target.path} sends ${statements.length} statement(s) per request; pgbench script ${target.key}.sql:`,
      );
      for (const line of script.trim().split('\n'))
        console.log(`    ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`);
      prepared.push({ ...target, statements: statements.length, scriptFile, defines });
      captured[target.key] = statements.map(({ text, values }) => ({ text, values }));
    }
    const floorFile = path.join(dir, 'floor.json');
    fs.writeFileSync(floorFile, JSON.stringify(captured));
    floor = await startFloor(floorFile);
    const floorBase = `http://127.0.0.1:${/ready (\d+)/.exec(floor.output())[1]}`;
    const entries = [];
    const measureAll = async (placement) => {
      for (const target of prepared) {
        const api = [];
        const floors = [];
        const pgbench = [];
        const apiCpu = [];
        const floorCpu = [];
        const pgbenchCpu = [];
        for (let index = 1; index <= rounds; index += 1) {
          let before = null;
          const entry = await measure(
            `${target.target}, round ${index} (${label}${placement.note})`,
            `${base}${target.path}`,
            target.headers,
            { beforeMeasured: () => (before = readCpu(pid)) },
          );
          const after = readCpu(pid);
          if (entry.non2xx || entry.errors || entry.timeouts || !entry.ok2xx)
            throw new Error(`pgbench: ${entry.target} had failed requests`);
          api.push(entry.requestsPerSec);
          apiCpu.push(cpuSplit(before, after, entry.requests, 'autocannon'));
          console.log(`    per request: ${describeSplit(apiCpu.at(-1), 'autocannon')}`);
          let floorBefore = null;
          const floorEntry = await measure(
            `floor for ${target.key} (Fastify + node-postgres, the statements alone), round ${index}${placement.note}`,
            `${floorBase}/${target.key}`,
            {},
            { beforeMeasured: () => (floorBefore = readCpu(floor.pid)) },
          );
          const floorAfter = readCpu(floor.pid);
          if (floorEntry.non2xx || floorEntry.errors || floorEntry.timeouts || !floorEntry.ok2xx)
            throw new Error(`pgbench: the floor for ${target.key} had failed requests`);
          floors.push(floorEntry.requestsPerSec);
          floorCpu.push(cpuSplit(floorBefore, floorAfter, floorEntry.requests, 'autocannon'));
          console.log(`    per request: ${describeSplit(floorCpu.at(-1), 'autocannon')}`);
          const options = { databaseUrl, scriptFile: target.scriptFile, defines: target.defines, clients };
          if (warmupSeconds > 0) await runPgbench(bin, { ...options, seconds: warmupSeconds });
          const pgBefore = readCpu(pid);
          const { tps, transactions } = await runPgbench(bin, { ...options, seconds });
          pgbenchCpu.push(cpuSplit(pgBefore, readCpu(pid), transactions, 'pgbench'));
          console.log(
            `  pgbench, the same statements, round ${index}${placement.note}: ${round(tps, 1)} tps; per transaction: ${describeSplit(pgbenchCpu.at(-1), 'pgbench')}`,
          );
          pgbench.push(tps);
        }
        const entry = {
          target: `${target.target} against pgbench (${label}${placement.note})`,
          placement: placement.key,
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
          // "Fast everywhere": read with PostgreSQL on its own core (docs/decisions/031).
          ratioTarget: target.ratioTarget,
          meetsTarget:
            target.ratioTarget === undefined ? undefined : median(api) / median(pgbench) >= target.ratioTarget,
          roundRatios: api.map((value, index) => round(value / pgbench[index], 3)),
          // The floor: the same statements behind bench/floor-server.mjs, in the same rounds.
          floorRequestsPerSec: floors,
          medianFloorRequestsPerSec: round(median(floors), 1),
          floorRatio: round(median(floors) / median(pgbench), 3),
          apiToFloor: round(median(api) / median(floors), 3),
          // Medians over the rounds, microseconds of CPU per request and per pgbench transaction.
          cpuMicrosPerRequest: medianSplit(apiCpu),
          cpuMicrosPerTransaction: medianSplit(pgbenchCpu),
          cpuMicrosPerFloorRequest: medianSplit(floorCpu),
          cpuRounds: { api: apiCpu, floor: floorCpu, pgbench: pgbenchCpu },
        };
        console.log(
          `  ${entry.target}: API median ${entry.medianApiRequestsPerSec} req/s, pgbench median ${entry.medianPgbenchTps} tps, ` +
            `ratio ${entry.ratio}x (rounds: ${entry.roundRatios.join(', ')})` +
            `${entry.ratioTarget === undefined || placement.key !== 'ownCore' ? '' : `, target ${entry.ratioTarget}x ${entry.meetsTarget ? 'met' : 'missed'}`}; ` +
            `the floor ${entry.medianFloorRequestsPerSec} req/s, ` +
            `${entry.floorRatio}x pgbench, the API ${entry.apiToFloor}x the floor`,
        );
        console.log(
          `    CPU per request (medians): ${describeSplit(entry.cpuMicrosPerRequest, 'autocannon')}; ` +
            `the floor: ${describeSplit(entry.cpuMicrosPerFloorRequest, 'autocannon')}; ` +
            `per pgbench transaction: ${describeSplit(entry.cpuMicrosPerTransaction, 'pgbench')}`,
        );
        entries.push(entry);
      }
    };
    await measureAll({ key: 'shared', note: '' });
    const pinned = await pinPostgres(databaseUrl, pid, floor.pid);
    if (pinned.skipped) console.log(`  ${label}: PostgreSQL on a core of its own: skipped (${pinned.skipped})`);
    else {
      try {
        console.log(`  ${label}: PostgreSQL on a core of its own (${pinned.description}), the same rounds again`);
        await measureAll({ key: 'ownCore', note: ', PostgreSQL on its own core' });
      } finally {
        pinned.restore();
      }
    }
    return entries;
  } finally {
    if (floor) await stopFloor(floor);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
