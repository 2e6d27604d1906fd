import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { RawResult, Ready, RemoteError, RemoteQueryOptions, Request, Response, WorkerOptions } from './messages';
import { pgliteParsers, readRawResult, readRawRows } from './raw-results';

/*
 * The embedded database on a worker thread, seen from the main thread (docs/decisions/006): the
 * part of PGlite's interface drizzle's PGlite driver uses (query, exec, transaction), each call a
 * message to the worker. PostgreSQL's work then runs beside the HTTP work instead of between it.
 */

/* Bundled, the worker is dist/pglite-worker.js beside main.js; from the sources (tsx, vitest) it is worker.ts. */
const here = path.dirname(fileURLToPath(import.meta.url));
const workerFile = here.endsWith(`${path.sep}dist`)
  ? path.join(here, 'pglite-worker.js')
  : path.join(here, 'worker.ts');

/** An error from the worker, with PostgreSQL's fields (code, constraint, detail, …) restored. */
export class RemoteDatabaseError extends Error {
  [field: string]: unknown;
}

function toError(remote: RemoteError): Error {
  const error = new RemoteDatabaseError(remote.message);
  for (const [key, value] of Object.entries(remote.fields)) {
    if (key !== 'message' && key !== 'stack') error[key] = value;
  }
  return error;
}

/** Drizzle's parsers hand dates and timestamps through as text; any other parser cannot cross threads. */
function remoteOptions(options: QueryOptions | undefined): RemoteQueryOptions {
  const rawTypes: number[] = [];
  for (const [type, parser] of Object.entries(options?.parsers ?? {})) {
    if (parser('2026-01-02 03:04:05') !== '2026-01-02 03:04:05') {
      throw new Error(`the embedded database's worker takes only pass-through parsers (type ${type})`);
    }
    rawTypes.push(Number(type));
  }
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error("the embedded database's worker takes only rowMode and pass-through parsers as query options");
  }
  return { rowMode: options?.rowMode, rawTypes };
}

const passThrough = (value: string) => value;

/** The options the worker rebuilt from the remote ones (worker.ts, queryOptions): what reading the rows here must use too. */
function passThroughOptions(remote: RemoteQueryOptions): QueryOptions {
  const parsers: Record<number, (value: string) => unknown> = {};
  for (const type of remote.rawTypes ?? []) parsers[type] = passThrough;
  return { rowMode: remote.rowMode, parsers };
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type RemoteTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** `onFailure`: the worker stopped after the database was open, other than by `close()`. */
export type RemoteEvents = { onFailure?: (error: Error) => void };

export class RemotePglite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;
  #isOpen = false;
  #isClosing = false;
  /** PGlite's parsers as the worker's PGlite holds them (raw-results.ts); set once it is open. */
  #parsers: ReturnType<typeof pgliteParsers> = {};
  /** Those parsers with the pass-through ones of a query's options, by the options' types (`queryRows`). */
  readonly #rowParsers = new Map<string, ReturnType<typeof pgliteParsers>>();

  readonly #ready: Promise<Ready>;

  private constructor(worker: Worker, events: RemoteEvents) {
    this.#worker = worker;
    let opened: (ready: Ready) => void;
    this.#ready = new Promise<Ready>((resolve) => (opened = resolve));
    worker.on('message', (message: Response | Ready) => {
      if ('ready' in message) return opened(message);
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(toError(message.error));
    });
    const fail = (error: Error) => {
      if (this.#failure) return;
      this.#failure = error;
      if (this.#isOpen && !this.#isClosing) events.onFailure?.(error);
      opened({ ready: false, error: { message: error.message, fields: {} } });
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the embedded database's worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens the database in it; rejects when it cannot be opened. */
  static open(options: WorkerOptions, events: RemoteEvents = {}): Promise<RemotePglite> {
    const worker = workerFile.endsWith('.ts')
      ? // From the sources (tsx, vitest) the worker is TypeScript: it registers tsx's loader first.
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(workerFile).href)}); })`,
          { eval: true, workerData: options },
        )
      : new Worker(workerFile, { workerData: options });
    return RemotePglite.attach(worker, events);
  }

  /** Talks to a started worker that speaks messages.ts (`open` starts the real one). */
  static async attach(worker: Worker, events: RemoteEvents = {}): Promise<RemotePglite> {
    const remote = new RemotePglite(worker, events);
    const ready = await remote.#ready;
    if (!ready.ready) {
      await worker.terminate();
      throw toError(ready.error);
    }
    remote.#isOpen = true;
    remote.#parsers = pgliteParsers(ready.arrayTypes ?? []);
    return remote;
  }

  #call<T>(request: DistributiveOmit<Request, 'id'>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    let remote: RemoteQueryOptions;
    try {
      remote = remoteOptions(options);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (tx !== undefined) return this.#call({ op: 'query', sql, params, options: remote, tx });
    // Outside a transaction the worker answers PostgreSQL's bytes, read here with the same options.
    return this.#call<RawResult>({ op: 'query', sql, params, options: remote }).then(({ raw }) => {
      const read = readRawResult<T>(raw, this.#parsers, passThroughOptions(remote));
      if ('error' in read) throw toError(read.error);
      return read.results;
    });
  }

  /**
   * A statement outside any transaction whose rows go to `map` as arrays of their cells, read from
   * PostgreSQL's bytes as they are (readRawRows) instead of through PGlite's messages and result;
   * `options` as `query` takes them (Drizzle's array mode and its pass-through parsers).
   */
  queryRows<Row>(sql: string, params: unknown[], options: QueryOptions, map: (row: unknown[]) => Row): Promise<Row[]> {
    let remote: RemoteQueryOptions;
    try {
      remote = remoteOptions(options);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const readOptions = passThroughOptions(remote);
    const key = (remote.rawTypes ?? []).join();
    let parsers = this.#rowParsers.get(key);
    if (!parsers) this.#rowParsers.set(key, (parsers = { ...this.#parsers, ...readOptions.parsers }));
    return this.#call<RawResult>({ op: 'query', sql, params, options: remote }).then(({ raw }) => {
      const rows = readRawRows(raw, parsers, map);
      if (rows) return rows;
      // An error (or no rows at all): PGlite's own reading, as `query` answers it.
      const read = readRawResult<unknown[]>(raw, this.#parsers, { ...readOptions, rowMode: 'array' });
      if ('error' in read) throw toError(read.error);
      return read.results.rows.map(map);
    });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#call({ op: 'exec', sql, tx });
  }

  /** Runs `body` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(body: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    const tx: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await body(tx);
    } catch (error) {
      await this.#call({ op: 'rollback', tx: id }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'commit', tx: id });
    return result;
  }

  /** Closes the database (flushing it to disk) and stops the worker. */
  async close(): Promise<void> {
    this.#isClosing = true;
    if (!this.#failure) await this.#call({ op: 'close' });
    this.#failure = new Error("the embedded database's worker is closed");
    await this.#worker.terminate();
  }
}
