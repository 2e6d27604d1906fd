import { messages, parse, protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { toRemoteError, type RemoteError } from './messages';

/*
 * Reads, on the main thread, what the worker's prepared statements answer: the bytes PostgreSQL
 * wrote (docs/decisions/021). The worker runs every statement of the server one after the other,
 * and parsing the protocol and the rows took a fifth of its time under load; the main thread has
 * time to spare. The parsers are PGlite's own, so the rows and errors are those `PGlite.query`
 * would have answered in the worker.
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
export function readRawResult<T>(raw: Uint8Array, parsers: Record<number, Parser>, options: QueryOptions): { results: Results<T> } | { error: RemoteError } {
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
