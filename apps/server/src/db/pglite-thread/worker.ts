import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createDurablePglite } from '../durable-pglite';
import { PreparedStatements } from './prepared';
import {
  toRemoteError,
  type RawResult,
  type Ready,
  type RemoteQueryOptions,
  type Request,
  type Response,
  type WorkerOptions,
} from './messages';

/*
 * The worker thread that owns the embedded database (docs/decisions/006). It runs what the main
 * thread asks, in the order asked; PGlite itself runs one statement at a time and keeps other
 * callers waiting while a transaction is open.
 */

const port = parentPort!;
const options = workerData as WorkerOptions;

const passThrough = (value: string) => value;

function queryOptions(remote: RemoteQueryOptions): QueryOptions {
  const parsers: Record<number, (value: string) => unknown> = {};
  for (const type of remote.rawTypes ?? []) parsers[type] = passThrough;
  return { rowMode: remote.rowMode, parsers };
}

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

class RolledBack extends Error {}

/** Opens a transaction and keeps it open until the main thread commits or rolls it back. */
function begin(db: PGlite): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    let opened = false;
    const done = db
      .transaction(
        (tx) =>
          new Promise<void>((finished, abort) => {
            opened = true;
            transactions.set(id, { tx, finish: (commit) => (commit ? finished() : abort(new RolledBack())), done });
            resolve(id);
          }),
      )
      .catch((error: unknown) => {
        // BEGIN itself failed: the caller hears it here, and nothing waits on `done`.
        if (!opened) return reject(error);
        if (!(error instanceof RolledBack)) throw error;
      });
  });
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  open.finish(commit);
  await open.done;
}

function target(db: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function handle(db: PGlite, prepared: PreparedStatements, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      // Inside a transaction PGlite's own query; alone, a prepared statement (prepared.ts) whose
      // answer the main thread reads (raw-results.ts).
      return request.tx === undefined
        ? ({
            raw: await prepared.queryRaw(request.sql, request.params, queryOptions(request.options)),
          } satisfies RawResult)
        : target(db, request.tx).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return target(db, request.tx).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'commit':
      return finish(request.tx, true);
    case 'rollback':
      return finish(request.tx, false);
    case 'close':
      await db.close();
      return undefined;
  }
}

/*
 * The array types PGlite made parsers for when it opened (its _initArrayTypes runs this same
 * query, before anything else has run), so that the main thread reads arrays as PGlite would have.
 */
async function readArrayTypes(db: PGlite): Promise<[number, number][]> {
  const { rows } = await db.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A'
      GROUP BY b.oid, b.typarray
      ORDER BY b.oid
    `);
  return rows.map((row) => [row.oid, row.typarray]);
}

async function main() {
  let db: PGlite;
  try {
    db = await createDurablePglite({ dataDir: options.dataDir });
  } catch (error) {
    port.postMessage({ ready: false, error: toRemoteError(error) } satisfies Ready);
    return;
  }
  const prepared = new PreparedStatements(db);
  let arrayTypes: [number, number][];
  try {
    arrayTypes = await readArrayTypes(db);
  } catch (error) {
    port.postMessage({ ready: false, error: toRemoteError(error) } satisfies Ready);
    return;
  }
  const answer = (response: Response) => {
    try {
      // Raw bytes are handed over, not copied.
      const raw = response.ok ? (response.value as Partial<RawResult> | undefined)?.raw : undefined;
      port.postMessage(response, raw ? [raw.buffer as ArrayBuffer] : []);
    } catch (error) {
      // A value that cannot be copied to the main thread: the caller gets an error, not silence.
      port.postMessage({ id: response.id, ok: false, error: toRemoteError(error) } satisfies Response);
    }
  };
  port.on('message', (request: Request) => {
    handle(db, prepared, request).then(
      (value) => answer({ id: request.id, ok: true, value }),
      (error: unknown) => answer({ id: request.id, ok: false, error: toRemoteError(error) }),
    );
  });
  port.postMessage({ ready: true, arrayTypes } satisfies Ready);
}

void main();
