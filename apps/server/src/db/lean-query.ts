import pg from 'pg';
// node-postgres's own value conversion for Bind (dates, arrays, buffers, JSON), as its Query uses it.
import pgUtils from 'pg/lib/utils.js';

/*
 * The hot lists' statements on PostgreSQL, run without node-postgres's Query (docs/decisions/023).
 * node-postgres sends Describe with every execution of a named statement, so PostgreSQL answers a
 * RowDescription that is parsed again each time, and it builds a Result with its field list and
 * row arrays that a hand mapper (decision 017) then reads once. A `LeanQuery` is a "submittable"
 * (an object with `submit(connection)`, which `client.query(...)` accepts in place of its Query):
 * it sends Parse the first time its statement is used on a connection, as node-postgres would, and
 * Describe until it has seen the statement's RowDescription on that connection; after that only
 * Bind, Execute and Sync. Each data row's text cells are converted by the parsers node-postgres
 * would have used (the same `getTypeParser`) and handed to the mapper at once.
 *
 * A prepared statement's result cannot change under its name: when a schema change alters it,
 * PostgreSQL refuses to run it ("cached plan must not change result type"), so the description
 * kept per connection and statement stays true for as long as the connection holds the statement.
 */

type Parser = (text: string) => unknown;
/** What converts a column's text: the one node-postgres's query config would pass (Drizzle's keeps dates as text). */
export type GetTypeParser = (oid: number, format: 'text') => Parser;

type Field = { dataTypeID: number; format: string };
type Connection = {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name: string; types?: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[]; binary: boolean; valueMapper: (value: unknown) => unknown }): void;
  describe(config: { type: 'P' | 'S'; name: string }): void;
  execute(config: { portal: string; rows?: number }): void;
  close(config: { type: 'P' | 'S'; name: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
};

/* The column parsers of each statement whose RowDescription a connection has answered (null: the text as it came). */
const described = new WeakMap<Connection, Map<string, (Parser | null)[]>>();

const noParse: unknown = pg.types.getTypeParser(25, 'text');
const prepareValue = (value: unknown) => pgUtils.prepareValue(value);

/** A named statement run once with `values`, each row handed to `map` as the array of its converted cells. */
export class LeanQuery<Row> {
  readonly text: string;
  readonly name: string;
  readonly values: unknown[];
  callback: ((error: unknown, rows?: Row[]) => void) | undefined;
  private readonly getTypeParser: GetTypeParser;
  private readonly map: (row: unknown[]) => Row;
  private readonly rows: Row[] = [];
  private parsers: (Parser | null)[] | undefined;
  private connection: Connection | undefined;
  private failure: unknown;

  constructor(name: string, text: string, values: unknown[], getTypeParser: GetTypeParser, map: (row: unknown[]) => Row) {
    this.name = name;
    this.text = text;
    this.values = values;
    this.getTypeParser = getTypeParser;
    this.map = map;
  }

  /** Called by the client when the connection is free: writes the whole exchange in one go. */
  submit(connection: Connection): Error | null {
    const previous = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (previous !== undefined && previous !== this.text) {
      return new Error(`Prepared statements must be unique - '${this.name}' was used for a different statement`);
    }
    this.connection = connection;
    this.parsers = previous === undefined ? undefined : described.get(connection)?.get(this.name);
    connection.stream.cork?.();
    try {
      if (previous === undefined) {
        connection.parse({ text: this.text, name: this.name });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      try {
        connection.bind({ portal: '', statement: this.name, values: this.values, binary: false, valueMapper: prepareValue });
      } catch (error) {
        // As node-postgres does: a value that cannot be sent ends the exchange before Execute.
        connection.close({ type: 'S', name: this.name });
        connection.sync();
        this.failure = error;
        return null;
      }
      if (!this.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: Field[] }): void {
    const parsers = message.fields.map((field) => {
      const parser = this.getTypeParser(field.dataTypeID, 'text');
      return parser === noParse || parser === asText ? null : parser;
    });
    this.parsers = parsers;
    const connection = this.connection!;
    let statements = described.get(connection);
    if (!statements) described.set(connection, (statements = new Map()));
    statements.set(this.name, parsers);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure !== undefined) return;
    try {
      const cells: unknown[] = message.fields;
      const parsers = this.parsers!;
      for (let index = 0; index < cells.length; index++) {
        const parser = parsers[index];
        const cell = cells[index];
        if (parser && cell !== null) cells[index] = parser(cell as string);
      }
      this.rows.push(this.map(cells));
    } catch (error) {
      // The rest of the rows are skipped; the error is answered once PostgreSQL is done.
      this.failure = error;
    }
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(error: unknown): void {
    this.callback?.(this.failure !== undefined ? this.failure : error);
  }

  handleReadyForQuery(): void {
    if (this.failure !== undefined) this.callback?.(this.failure);
    else this.callback?.(null, this.rows);
  }
}

/** A client or pool of node-postgres: what `query` accepts a `LeanQuery` from. */
export type LeanClient = pg.Pool | pg.ClientBase;

/** The node-postgres pool or client under a Drizzle database or transaction; undefined on the embedded database. */
export function leanClientOf(db: { _: { session: unknown } }): LeanClient | undefined {
  const client = (db._.session as { client?: unknown }).client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : undefined;
}

/* Types whose text Drizzle's sessions keep as it came (it parses them itself), on both drivers. */
export const keptAsText: ReadonlySet<number> = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asText: Parser = (text) => text;

/** The parsers Drizzle's node-postgres session gives node-postgres: its defaults, dates and times as text. */
export const driverTypeParser: GetTypeParser = (oid, format) => (keptAsText.has(oid) ? asText : pg.types.getTypeParser(oid, format));

/** Runs `name` (parsed as `text` when the connection has not yet) with `values`, mapping each row with `map`. */
export function leanRows<Row>(
  client: LeanClient,
  name: string,
  text: string,
  values: unknown[],
  getTypeParser: GetTypeParser,
  map: (row: unknown[]) => Row,
): Promise<Row[]> {
  const query = new LeanQuery(name, text, values, getTypeParser, map);
  return new Promise((resolve, reject) => {
    // Either takes a submittable and sets the callback on it: a client this one, a pool its own,
    // which gives the connection back before calling this one.
    (client as unknown as { query(query: LeanQuery<Row>, callback: (error: unknown, rows?: Row[]) => void): unknown }).query(query, (error, rows) =>
      error ? reject(error as Error) : resolve(rows!),
    );
  });
}
