import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createDurablePglite } from '../durable-pglite';
import { PreparedStatements } from './prepared';
import type { Ready, RemoteError, RemoteQueryOptions, Request, Response, WorkerOptions } from './messages';

/*
 * The worker thread that owns the embedded database (docs/decisions/006). It runs what the main
 * thread asks, in the order asked; PGlite itself runs one statement at a time and keeps other
 * callers waiting while a transaction is open.
 */

const port = parentPort!;
const options = workerData as WorkerOptions;

function toRemoteError(error: unknown): RemoteError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // PostgreSQL's fields are text and numbers. The statement's parameters (values of the request,
    // possibly large) stay here, and so do the query options PGlite attaches: their parsers are
    // functions, which cannot be copied to the main thread, so the whole error would be lost.
    if (key === 'params' || !['string', 'number', 'boolean'].includes(typeof value)) continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}

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
      // Inside a transaction PGlite's own query; alone, a prepared statement (prepared.ts).
      return request.tx === undefined
        ? prepared.query(request.sql, request.params, queryOptions(request.options))
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

async function main() {
  let db: PGlite;
  try {
    db = await createDurablePglite({ dataDir: options.dataDir });
  } catch (error) {
    port.postMessage({ ready: false, error: toRemoteError(error) } satisfies Ready);
    return;
  }
  const prepared = new PreparedStatements(db);
  const answer = (response: Response) => {
    try {
      port.postMessage(response);
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
  port.postMessage({ ready: true } satisfies Ready);
}

void main();
