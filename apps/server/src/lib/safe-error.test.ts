import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError, serializeError } from './safe-error';

/* PostgreSQL's error as pg and PGlite raise it: fields on the Error, PGlite adding the statement and its values. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

const SECRET = 's3cret-value-$argon2id$v=19$m=19456';

describe('the log view of an error', () => {
  it("keeps a failed statement's SQL, code and constraint, never its values, detail or quoted input", () => {
    const cause = databaseError(`invalid input syntax for type integer: "${SECRET}"`, {
      code: '22P02',
      detail: `Failing row contains (${SECRET}).`,
      where: `unnamed portal parameter $1 = '${SECRET}'`,
      constraint: 'users_email_key',
      table: 'users',
      query: 'update "users" set "name" = $1 where "id" = $2',
      params: [SECRET, 7],
    });
    const error = new DrizzleQueryError('update "users" set "name" = $1 where "id" = $2', [SECRET, 7], cause);
    const logged = serializeError(error);

    expect(JSON.stringify(logged)).not.toContain('s3cret');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: update "users" set "name" = $1 where "id" = $2',
      statement: 'update "users" set "name" = $1 where "id" = $2',
      cause: {
        type: 'DatabaseError',
        message: 'invalid input syntax for type integer: "…"',
        code: '22P02',
        constraint: 'users_email_key',
        table: 'users',
      },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: update "users".*\n\s+at /);
    expect(describeError(error)).toBe(
      'Failed query: update "users" set "name" = $1 where "id" = $2: invalid input syntax for type integer: "…" (22P02, users_email_key)',
    );
  });

  it('keeps the code and status of other errors, and drops value-carrying fields from them too', () => {
    const error = Object.assign(new Error('reach files limit'), {
      code: 'FST_FILES_LIMIT',
      statusCode: 413,
      params: [SECRET],
      detail: SECRET,
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'reach files limit',
      code: 'FST_FILES_LIMIT',
      statusCode: 413,
    });
    expect(JSON.stringify(logged)).not.toContain('s3cret');
    expect(serializeError('plain text')).toMatchObject({ type: 'string', message: 'plain text' });
  });
});
