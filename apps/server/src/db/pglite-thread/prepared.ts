import { parse, protocol, type PGlite, type QueryOptions } from '@electric-sql/pglite';

/*
 * Statements outside a transaction run as named prepared statements (docs/decisions/006), the way
 * postgres.js or JDBC drivers run theirs: each distinct SQL text is parsed once, and PostgreSQL's
 * plan cache may then reuse a generic plan instead of planning the statement again on every call.
 * Values are serialized as `PGlite.query` serializes them (by the parameter types PostgreSQL
 * describes). The answer is the bytes PostgreSQL wrote, unparsed: the main thread reads them with
 * PGlite's own protocol parser and result parser (raw-results.ts), so rows and errors are exactly
 * those of `PGlite.query`, and this thread, which runs every statement, does not spend its time on
 * them.
 */

const { serialize } = protocol;

/** At most this many statements stay prepared; the least recently used is closed first. */
const MAX_PREPARED = 256;

type Prepared = { name: string; paramTypes: number[] };

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PreparedStatements {
  readonly #db: PGlite;
  /** SQL text → statement; a Map keeps insertion order, refreshed on use (least recent first). */
  readonly #statements = new Map<string, Prepared>();
  #next = 1;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** Runs one statement after any open transaction and alone; answers PostgreSQL's bytes (ending with ReadyForQuery). */
  queryRaw(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Uint8Array> {
    const db = this.#db;
    return db._runExclusiveTransaction(() => db.runExclusive(() => this.#run(sql, params, options)));
  }

  async #prepare(sql: string): Promise<Prepared> {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const messages: Uint8Array[] = [];
    if (this.#statements.size >= MAX_PREPARED) {
      const [oldestSql, oldest] = this.#statements.entries().next().value as [string, Prepared];
      this.#statements.delete(oldestSql);
      messages.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `ws_${this.#next++}`;
    messages.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const { messages: answers } = await this.#db.execProtocol(concat(messages), { syncToFs: false });
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
    this.#statements.set(sql, prepared);
    return prepared;
  }

  async #run(sql: string, params: unknown[], options: QueryOptions): Promise<Uint8Array> {
    const { name, paramTypes } = await this.#prepare(sql);
    const serializers = this.#db.serializers;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index]!;
      const serializer = options.serializers?.[type] ?? serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const chunks: Uint8Array[] = [];
    // The chunks are views of PGlite's memory: copied before the next one overwrites them.
    await this.#db.execProtocolRawStream(message, { onRawData: (bytes) => chunks.push(bytes.slice()) });
    return chunks.length === 1 ? chunks[0]! : concat(chunks);
  }
}
