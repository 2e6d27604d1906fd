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

/** The worker's first message once PGlite is open (or could not be). */
export type Ready = { ready: true } | { ready: false; error: RemoteError };
