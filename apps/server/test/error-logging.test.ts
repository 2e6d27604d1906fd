import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogs, createTestApp, XSRF, type TestApp } from './helpers';

/*
 * A failed statement is logs() with its SQL and PostgreSQL's code and constraint, never with its
 * parameters: for a registration those are the person's name, email, phone and password hash.
 */

let t: TestApp;
let app: FastifyInstance;
let logs: () => string;

const person = {
  name: 'Zeynepsecret',
  surname: 'Karasecret',
  email: 'leaky.secret.person@example.com',
  phone: '+905559876543',
  password: 'Tulip-Harbour-8342',
};

beforeAll(async () => {
  t = await createTestApp();
  ({ app, logs } = await appWithLogs(t, 'info'));
  // A rule the registration cannot meet: its INSERT then fails inside PostgreSQL with the values as parameters.
  await t.database.db.execute(
    sql.raw(`alter table users add constraint log_test_refused_email check (email <> '${person.email}')`),
  );
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('logging a failed statement', () => {
  it('keeps the statement, the SQLSTATE and the constraint, and drops every parameter value', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-xsrf-token': XSRF },
      cookies: { 'XSRF-TOKEN': XSRF },
      payload: person,
    });
    expect(response.statusCode, response.body).toBe(500);
    const requestId = response.json().error.requestId as string;

    const failure = logs()
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            reqId?: string;
            err?: Record<string, unknown> & { cause?: Record<string, unknown> };
          },
      )
      .find((entry) => entry.msg === 'request failed' && entry.reqId === requestId);
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      statement: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23514', constraint: 'log_test_refused_email', table: 'users' },
    });

    for (const secret of [
      person.email,
      person.phone,
      person.name,
      person.surname,
      person.password,
      '$argon2id$',
      'params:',
      'Failing row',
    ]) {
      expect(logs(), secret).not.toContain(secret);
      expect(response.body, secret).not.toContain(secret);
    }
  });
});
