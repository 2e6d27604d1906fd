/*
 * Messages between the server's main thread and the worker thread that runs the embedded
 * database (docs/decisions/006). Every request carries an id; the worker answers each one once.
 */

/** How the worker opens PGlite (`workerData`). */
export type WorkerOptions = { dataDir?: string };

/**
 * A query's options as they cross threads. Parsers are functions and cannot be sent: the only ones
 * the server uses (drizzle's) hand the text through unchanged, so only their type ids are sent.
 */
export type RemoteQueryOptions = { rowMode?: 'array' | 'object'; rawTypes?: number[] };

export type Request =
  | { id: number; op: 'query'; tx?: number; sql: string; params?: unknown[]; options: RemoteQueryOptions }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** A database error as plain data: its message plus PostgreSQL's fields (code, constraint, …). */
export type RemoteError = { message: string; fields: Record<string, unknown> };

export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: RemoteError };

/**
 * The answer to a query outside a transaction: the bytes PostgreSQL wrote, handed over (not
 * copied) for the main thread to read (raw-results.ts), so the worker, which runs every statement
 * of the server one after the other, does not also parse them.
 */
export type RawResult = { raw: Uint8Array };

/**
 * The worker's first message once PGlite is open (or could not be). `arrayTypes`: the element and
 * array type ids PGlite found when it opened, from which it made its array parsers; the main thread
 * makes the same ones to read raw results.
 */
export type Ready =
  { ready: true; arrayTypes: [oid: number, typarray: number][] } | { ready: false; error: RemoteError };

/**
 * A database error as plain data: PostgreSQL's fields are text and numbers. The statement's
 * parameters (values of the request, possibly large) are left out, and so are the query options
 * PGlite attaches: their parsers are functions, which cannot be copied between threads.
 */
export function toRemoteError(error: unknown): RemoteError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || !['string', 'number', 'boolean'].includes(typeof value)) continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}
