import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { RemotePglite } from './pglite-thread/remote';

/*
 * A read that runs on every request is built once per shape and then only bound
 * (docs/decisions/014). Drizzle builds SQL text from a tree of objects on every call, which cost a
 * quarter of Node's busy time on the task list; here the text is built the first time a shape is
 * asked for, with a placeholder for every value, and kept with Drizzle's prepared query, so a
 * request only fills in its values. The prepared query carries a name, so node-postgres parses it
 * once per pooled connection and PostgreSQL may keep its plan; the embedded database prepares by
 * SQL text on its worker already (pglite-thread/prepared.ts), where the name is not needed.
 */

/** A Drizzle query (select, count, with): its text, and its prepared form run with placeholder values. */
export type Preparable<Result> = {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
};

/** A Drizzle query whose rows a `preparedRows` mapper reads: only its text and parameters are used. */
export type Writable = { toSQL(): { sql: string; params: unknown[] } };

type Built<Result> = { name: string; execute(values?: Record<string, unknown>): Promise<Result> };

/* Shapes kept per query and database; the least recently used is built again if it comes back. */
const MAX_SHAPES = 128;

export type PreparedQuery<Shape, Result> = {
  /** Runs the shape's statement, building it on the first call for `db`, with `values` for its placeholders. */
  execute(db: DbOrTx, shape: Shape, values: Record<string, unknown>): Promise<Result>;
  /** The statement names built for `db` so far, least recently used first. */
  names(db: DbOrTx): string[];
};

/* Every prepared query made, so that what a database holds can be listed (tests, diagnostics). */
const everyQuery: PreparedQuery<never, unknown>[] = [];

/** The names of the statements built for `db` so far, by every prepared query. */
export function preparedStatementNames(db: DbOrTx): string[] {
  return everyQuery.flatMap((query) => query.names(db));
}

/** A value of a prepared query, bound at run time: `slot('q')` takes `values.q`. */
export function slot(name: string): Placeholder {
  return sql.placeholder(name);
}

/**
 * The statement's name: the query's own plus a digest of its text. The same name then always
 * stands for the same text, as a PostgreSQL connection requires of a prepared statement (a
 * second text under a parsed name would fail), whichever shape or process made it.
 */
function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * A query built once per shape: `build` writes it for a shape (which filters are set, the sort)
 * with `slot(...)` for every value, `keyOf` tells shapes apart (by default their JSON). Anything
 * that changes the text must be in the shape; anything else must be a slot, or the first value
 * would be kept for every later call.
 */
export function preparedQuery<Shape, Result>(
  prefix: string,
  build: (db: DbOrTx, shape: Shape) => Preparable<Result>,
  keyOf: (shape: Shape) => string = (shape) => JSON.stringify(shape),
): PreparedQuery<Shape, Result> {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(`prepared query name "${prefix}": lower-case letters, digits and _ (at most 41)`);
  // Per database (a transaction counts as its own): a prepared query holds that database's client.
  const byDb = new WeakMap<DbOrTx, Map<string, Built<Result>>>();

  function built(db: DbOrTx, shape: Shape): Built<Result> {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const key = keyOf(shape);
    const known = shapes.get(key);
    if (known) {
      shapes.delete(key);
      shapes.set(key, known);
      return known;
    }
    const query = build(db, shape);
    const name = statementName(prefix, query.toSQL().sql);
    const prepared = query.prepare(name);
    const entry = { name, execute: (values?: Record<string, unknown>) => prepared.execute(values) };
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, entry);
    return entry;
  }

  const query: PreparedQuery<Shape, Result> = {
    execute: (db, shape, values) => built(db, shape).execute(values),
    names: (db) => [...(byDb.get(db)?.values() ?? [])].map((entry) => entry.name),
  };
  everyQuery.push(query as PreparedQuery<never, unknown>);
  return query;
}

/**
 * A `timestamptz` as the driver sends it in text ("2026-01-02 03:04:05.678901+00") written as an
 * answer writes it (`Date#toISOString`: "2026-01-02T03:04:05.678Z"), without making a Date: the
 * lists read two or three per row. Only the form a UTC session sends is rewritten (the fraction cut
 * to milliseconds, as Date cuts it); any other (another offset, a year beyond 9999, BC, infinity)
 * goes through Date as before.
 */
export function isoTimestamp(text: string): string {
  const length = text.length;
  if (
    (length === 22 || (length >= 24 && length <= 29 && text.charCodeAt(19) === 46)) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.endsWith('+00')
  ) {
    const fraction = length === 22 ? '000' : (text.slice(20, length - 3) + '00').slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  return new Date(text).toISOString();
}

/* Types whose text Drizzle's sessions keep as it came (it parses them itself): timestamptz,
 * timestamp, date, interval, and their arrays, and numeric[]. */
const keptAsText = [1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182];

/* The options Drizzle's PGlite session reads rows with: arrays, dates and times as text. */
const asText = (value: string) => value;
const asDrizzleReadsRows = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(keptAsText.map((type) => [type, asText])),
};

/**
 * A query built once per shape like `preparedQuery`, whose rows come from the driver as arrays of
 * the values PostgreSQL sent (dates, timestamps and numerics as text, as Drizzle reads them) and
 * are turned into results by `map`, one call per row, instead of by Drizzle's mapping. For the
 * lists read on every request: Drizzle's mapping looks up every field's column and decoder for
 * every value, which costs more than the rest of the answer's building. `map` reads the columns in
 * the order `build` selects them.
 */
export function preparedRows<Shape, Row>(
  prefix: string,
  build: (db: DbOrTx, shape: Shape) => Writable,
  map: (row: unknown[]) => Row,
  keyOf?: (shape: Shape) => string,
): PreparedQuery<Shape, Row[]> {
  const mapRows = (rows: unknown[][]) => rows.map(map);
  return preparedQuery(
    prefix,
    (db, shape) => {
      const query = build(db, shape);
      const client = (db._.session as { client?: unknown }).client;
      const remote = client instanceof RemotePglite ? client : undefined;
      return {
        toSQL: () => query.toSQL(),
        prepare: (name) => {
          if (remote) {
            // The embedded database's worker: its bytes read straight into rows (raw-results.ts).
            const { sql: text, params } = query.toSQL();
            return {
              execute: (values) =>
                remote.queryRows(text, fillPlaceholders(params, values ?? {}), asDrizzleReadsRows, map),
            };
          }
          // PostgreSQL: node-postgres's named statement; no fields, so the session hands the rows as
          // they came (array mode, text dates) to mapRows.
          return db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
            query.toSQL(),
            undefined,
            name,
            true,
            mapRows,
          );
        },
      };
    },
    keyOf,
  );
}
