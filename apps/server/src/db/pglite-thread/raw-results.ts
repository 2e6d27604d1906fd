import { messages, parse, protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { toRemoteError, type RemoteError } from './messages';

/*
 * Reads, on the main thread, what the worker's prepared statements answer: the bytes PostgreSQL
 * wrote (docs/decisions/021). The worker runs every statement of the server one after the other,
 * and parsing the protocol and the rows took a fifth of its time under load; the main thread has
 * time to spare. The parsers are PGlite's own, so the rows and errors are those `PGlite.query`
 * would have answered in the worker.
 * Budget it serves: the task search's p99 of 20 ms at 10 connections on the embedded database
 * (bench/README.md), which the worker's time per request bounds.
 */

type Parser = (value: string, typeId?: number) => unknown;

/** PGlite's parsers by type id as the worker's PGlite holds them: its defaults plus one per array type it found on opening. */
export function pgliteParsers(arrayTypes: readonly (readonly [number, number])[]): Record<number, Parser> {
  const parsers: Record<number, Parser> = { ...(types.parsers as Record<number, Parser>) };
  for (const [oid, typarray] of arrayTypes) {
    parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
  }
  return parsers;
}

/** The statement's result, or its error as plain data (the worker's errors take the same form). */
export function readRawResult<T>(
  raw: Uint8Array,
  parsers: Record<number, Parser>,
  options: QueryOptions,
): { results: Results<T> } | { error: RemoteError } {
  const answers: messages.BackendMessage[] = [];
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(raw, (message) => {
    // The first error is the statement's, as PGlite keeps it; what follows is its ReadyForQuery.
    if (message instanceof messages.DatabaseError) error ??= message;
    else answers.push(message);
  });
  if (error) return { error: toRemoteError(error) };
  return { results: parse.parseResults(answers, parsers, options)[0] as Results<T> };
}

/**
 * The rows of a statement's answer handed to `map` as they are read, each the array of its cells
 * converted as `readRawResult` converts them (`parsers`, by the RowDescription's type ids), without
 * PGlite's message objects or result (docs/decisions/023). Undefined when the answer holds an error
 * or no RowDescription: `readRawResult` then reads it, so that the error is PGlite's own.
 */
export function readRawRows<Row>(
  raw: Uint8Array,
  parsers: Record<number, Parser>,
  map: (row: unknown[]) => Row,
): Row[] | undefined {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows: Row[] = [];
  let columns: { parser: Parser | undefined; typeId: number }[] | undefined;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const code = bytes[offset]!;
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    let at = offset + 5;
    if (code === 0x44 /* D: DataRow */) {
      if (!columns) return undefined;
      const count = bytes.readInt16BE(at);
      at += 2;
      const cells: unknown[] = new Array(count);
      for (let index = 0; index < count; index++) {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length < 0) {
          cells[index] = null;
          continue;
        }
        const text = bytes.toString('utf8', at, at + length);
        at += length;
        const column = columns[index]!;
        cells[index] = column.parser ? column.parser(text, column.typeId) : text;
      }
      rows.push(map(cells));
    } else if (code === 0x54 /* T: RowDescription */) {
      const count = bytes.readInt16BE(at);
      at += 2;
      columns = [];
      for (let index = 0; index < count; index++) {
        at = bytes.indexOf(0, at) + 1; // the column's name
        const typeId = bytes.readInt32BE(at + 6); // after the table's oid and the column's number
        columns.push({ parser: parsers[typeId], typeId });
        at += 18;
      }
    } else if (code === 0x45 /* E: ErrorResponse */) {
      return undefined;
    }
    offset = end;
  }
  return columns ? rows : undefined;
}
