/*
 * What the log keeps of a failure. A failed statement's parameters are the values of the request
 * (a new user's password hash, email and phone), so they never reach the log: drizzle's
 * "Failed query: … params: …" becomes the statement alone, and of a PostgreSQL error only its
 * SQLSTATE code and the names it reports (constraint, table, column, …) are kept. Its `detail`
 * ("Key (email)=(…) already exists") and the values it quotes in its message are dropped.
 */

/** Keys of PostgreSQL's error fields that name things, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;
/** Keys that carry values of the statement or the row: never logged, from any error. */
const NEVER_LOGGED = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'queryOptions',
  'query',
  'raw',
]);
const MAX_DEPTH = 5;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  /** The SQL text with its $n placeholders, for a failed statement. */
  statement?: string;
  cause?: LoggedError;
  [field: string]: unknown;
};

type ErrorFields = Error & Record<string, unknown>;

/** drizzle's DrizzleQueryError: `query` and `params`, the driver's error as `cause`. */
function isFailedQuery(error: ErrorFields): boolean {
  return typeof error.query === 'string' && Array.isArray(error.params);
}

/** A PostgreSQL error from pg, PGlite or the embedded database's worker: a severity and a SQLSTATE. */
function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/* PostgreSQL quotes the offending value: `invalid input syntax for type integer: "abc"`. */
const withoutQuotedValues = (message: string) => message.replace(/"(?:[^"]|"")*"/g, '"…"');

/** The stack's frames under a new first line: the original first lines repeat the unsafe message. */
function restack(stack: string | undefined, header: string): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

function serialize(error: ErrorFields, depth: number): LoggedError {
  // One name for PostgreSQL's errors whichever driver raised them (PGlite's class name is minified).
  const type = isDatabaseError(error) ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';
  const logged: LoggedError = { type, message: '', stack: '' };
  if (isDatabaseError(error)) {
    logged.message = withoutQuotedValues(error.message);
    // PGlite attaches the statement (and its parameters) to its errors.
    if (typeof error.query === 'string') logged.statement = error.query;
    for (const field of DATABASE_FIELDS) {
      if (typeof error[field] === 'string') logged[field] = error[field];
    }
  } else if (isFailedQuery(error)) {
    logged.message = `Failed query: ${error.query as string}`;
    logged.statement = error.query as string;
  } else {
    logged.message = error.message;
    for (const [key, value] of Object.entries(error)) {
      if (NEVER_LOGGED.has(key) || key === 'cause' || key in logged) continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) logged[key] = value;
    }
  }
  logged.stack = restack(error.stack, `${type}: ${logged.message}`);
  if (error.cause instanceof Error && depth < MAX_DEPTH)
    logged.cause = serialize(error.cause as ErrorFields, depth + 1);
  return logged;
}

/** The log's view of any thrown value (the logger's `err` serializer). */
export function serializeError(error: unknown): LoggedError {
  if (error instanceof Error) return serialize(error as ErrorFields, 0);
  return { type: typeof error, message: String(error), stack: '' };
}

/** One line for a console: message, code and constraint, down the chain of causes. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let logged: LoggedError | undefined = serializeError(error); logged; logged = logged.cause) {
    const names = [logged.code, logged.constraint].filter((value) => typeof value === 'string');
    parts.push(names.length > 0 ? `${logged.message} (${names.join(', ')})` : logged.message);
  }
  return parts.join(': ');
}
