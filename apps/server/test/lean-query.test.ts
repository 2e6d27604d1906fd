import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverTypeParser, leanClientOf, leanRows } from '../src/db/lean-query';
import { createTestApp, type TestApp } from './helpers';

/*
 * The hot lists' lean path on PostgreSQL (docs/decisions/023): the same rows as node-postgres's own
 * Query with the same parsers, Describe only until the connection has described the statement, and
 * the same failures (an error in the middle of the rows, a statement whose result a schema change
 * altered, a value that cannot be sent, a lost connection), each leaving the connection usable.
 */

const url = process.env.DATABASE_URL;
const asArray = (row: unknown[]) => row;

describe.skipIf(url === undefined)('lean queries on PostgreSQL', () => {
  let t: TestApp;
  let connectionString: string;
  beforeAll(async () => {
    t = await createTestApp();
    connectionString = t.database.pool!.options.connectionString!;
  });
  afterAll(() => t?.close());

  /* A client of its own, so that its connection holds only this test's statements. */
  async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /* What node-postgres answers for the same named statement, in Drizzle's array mode and parsers. */
  const viaDriver = async (client: pg.Client, name: string, text: string, values: unknown[]) =>
    (await client.query({ name, text, values, rowMode: 'array', types: { getTypeParser: driverTypeParser } as pg.CustomTypesConfig })).rows;

  const typesText = `select n, n::int8 as big, (n * 1.25)::numeric(12, 4) as amount, 'row ' || n as label, n % 2 = 0 as even,
      timestamptz '2026-11-24 21:35:05.688123+00' + n * interval '1 day' as at, date '2026-02-28' + n as day,
      interval '1 hour' * n as span, json_build_object('n', n, 'text', $2::text) as doc, jsonb_build_array(n, null) as list,
      array['a', $2::text, null] as texts, array[n, null, 3]::int[] as ints, array[1.5, n]::numeric[] as amounts,
      array[timestamptz '2026-01-01 00:00:00+00', null] as ats, gen_random_uuid() is not null as has_uuid,
      decode('00ff', 'hex') as bytes, case when n % 3 = 0 then null else n end as sometimes, null::text as never
    from generate_series(1, $1::int) as n`;

  it('answers the rows node-postgres answers, for every common type and NULL, on the first and later runs', async () => {
    await withClient(async (client) => {
      for (const values of [
        [4, 'first'],
        [7, 'sécond "quoted", {braced}'],
        [0, 'none'],
        [3, null],
      ]) {
        const lean = await leanRows(client, 'lean_types', typesText, values, driverTypeParser, asArray);
        expect(lean).toEqual(await viaDriver(client, 'lean_types_driver', typesText, values));
      }
    });
  });

  it('describes a statement once per connection, then sends only Bind, Execute and Sync', async () => {
    await withClient(async (client) => {
      const connection = (client as unknown as { connection: { describe: () => void; parse: () => void } }).connection;
      const describe = vi.spyOn(connection, 'describe');
      const parse = vi.spyOn(connection, 'parse');
      const text = 'select n, $1::text as label from generate_series(1, 3) as n';
      expect(await leanRows(client, 'lean_once', text, ['a'], driverTypeParser, asArray)).toEqual([
        [1, 'a'],
        [2, 'a'],
        [3, 'a'],
      ]);
      expect([parse.mock.calls.length, describe.mock.calls.length]).toEqual([1, 1]);
      expect(await leanRows(client, 'lean_once', text, ['b'], driverTypeParser, (row) => `${String(row[0])}${String(row[1])}`)).toEqual(['1b', '2b', '3b']);
      expect(await leanRows(client, 'lean_once', text, [null], driverTypeParser, asArray)).toEqual([
        [1, null],
        [2, null],
        [3, null],
      ]);
      expect([parse.mock.calls.length, describe.mock.calls.length]).toEqual([1, 1]);
      // A statement node-postgres parsed is described by the lean path before its first lean run.
      await viaDriver(client, 'lean_parsed_by_driver', text, ['c']);
      expect(await leanRows(client, 'lean_parsed_by_driver', text, ['d'], driverTypeParser, asArray)).toHaveLength(3);
      expect([parse.mock.calls.length, describe.mock.calls.length]).toEqual([2, 3]);
      // A name stands for one text, as node-postgres requires.
      await expect(leanRows(client, 'lean_once', 'select 2', [], driverTypeParser, asArray)).rejects.toThrow(/Prepared statements must be unique/);
    });
  });

  it('fails as node-postgres does on an error in the middle of the rows, and the connection goes on', async () => {
    await withClient(async (client) => {
      const text = 'select 10 / (3 - n) as q from generate_series(1, $1::int) as n';
      expect(await leanRows(client, 'lean_midway', text, [2], driverTypeParser, asArray)).toEqual([[5], [10]]);
      const lean = await leanRows(client, 'lean_midway', text, [5], driverTypeParser, asArray).catch((error: unknown) => error);
      const driver = await viaDriver(client, 'lean_midway', text, [5]).catch((error: unknown) => error);
      expect(lean).toBeInstanceOf(Error);
      expect(lean).toMatchObject({ code: '22012', message: (driver as Error).message });
      expect(await leanRows(client, 'lean_midway', text, [1], driverTypeParser, asArray)).toEqual([[5]]);
    });
  });

  it('answers a mapper that throws with its error once PostgreSQL is done, and the connection goes on', async () => {
    await withClient(async (client) => {
      const text = 'select n from generate_series(1, 5) as n';
      const mapped: unknown[] = [];
      const failing = (row: unknown[]) => {
        if (row[0] === 2) throw new Error('cannot map 2');
        mapped.push(row[0]);
        return row;
      };
      await expect(leanRows(client, 'lean_mapper', text, [], driverTypeParser, failing)).rejects.toThrow('cannot map 2');
      expect(mapped).toEqual([1]);
      expect(await leanRows(client, 'lean_mapper', text, [], driverTypeParser, (row) => row[0])).toEqual([1, 2, 3, 4, 5]);
    });
  });

  it('refuses a value that cannot be sent, as node-postgres does, and the connection goes on', async () => {
    await withClient(async (client) => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(leanRows(client, 'lean_bind', 'select $1::jsonb as doc', [circular], driverTypeParser, asArray)).rejects.toThrow(/circular/i);
      expect(await leanRows(client, 'lean_bind_after', 'select $1::jsonb as doc', [{ a: [1] }], driverTypeParser, asArray)).toEqual([[{ a: [1] }]]);
    });
  });

  it('follows a schema change: a result left alone keeps working, an altered one fails as node-postgres fails', async () => {
    await withClient(async (client) => {
      await client.query('create table lean_schema (a int, b text)');
      try {
        await client.query("insert into lean_schema values (1, 'one'), (2, null)");
        const narrow = 'select a, b from lean_schema order by a';
        const star = 'select * from lean_schema order by a';
        expect(await leanRows(client, 'lean_narrow', narrow, [], driverTypeParser, asArray)).toEqual([
          [1, 'one'],
          [2, null],
        ]);
        expect(await leanRows(client, 'lean_star', star, [], driverTypeParser, asArray)).toHaveLength(2);
        expect(await viaDriver(client, 'lean_star_driver', star, [])).toHaveLength(2);
        await client.query("alter table lean_schema add column c int default 7, alter column b type varchar(10), add column d text default 'x'");
        // The columns read did not change type in the result (text and varchar both read as strings).
        expect(await leanRows(client, 'lean_narrow', narrow, [], driverTypeParser, asArray).catch((error: Error) => error.message)).toEqual(
          await viaDriver(client, 'lean_narrow', narrow, []).catch((error: Error) => error.message),
        );
        const lean = await leanRows(client, 'lean_star', star, [], driverTypeParser, asArray).catch((error: unknown) => error);
        const driver = await viaDriver(client, 'lean_star_driver', star, []).catch((error: unknown) => error);
        expect(lean).toBeInstanceOf(Error);
        expect(lean).toMatchObject({ code: (driver as { code: string }).code, message: (driver as Error).message });
        expect(await leanRows(client, 'lean_after_change', star, [], driverTypeParser, asArray)).toEqual([
          [1, 'one', 7, 'x'],
          [2, null, 7, 'x'],
        ]);
      } finally {
        await client.query('drop table lean_schema');
      }
    });
  });

  it('through a pool: parallel runs, a lost connection fails its run, the next connection parses and describes again', async () => {
    const pool = new pg.Pool({ connectionString, max: 2 });
    pool.on('error', () => {});
    try {
      const text = 'select $1::int as n, pg_backend_pid() as pid';
      const runs = await Promise.all(Array.from({ length: 20 }, (_, index) => leanRows(pool, 'lean_pool', text, [index], driverTypeParser, asArray)));
      expect(runs.map((rows) => rows[0]![0])).toEqual(Array.from({ length: 20 }, (_, index) => index));
      expect(pool.totalCount).toBeLessThanOrEqual(2);
      await vi.waitFor(() => expect(pool.idleCount).toBe(pool.totalCount));

      // Every connection of the pool is ended by the server in the middle of a run.
      const slow = 'select pg_sleep($2::float8), $1::int as n';
      const pending = Promise.all([
        leanRows(pool, 'lean_slow', slow, [1, 5], driverTypeParser, asArray).catch((error: unknown) => error),
        leanRows(pool, 'lean_slow', slow, [2, 5], driverTypeParser, asArray).catch((error: unknown) => error),
      ]);
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await vi.waitFor(async () => {
          const { rows } = await admin.query<{ count: number }>(
            "select count(*)::int as count from pg_stat_activity where query like 'select pg_sleep($2%' and state = 'active'",
          );
          expect(rows[0]!.count).toBe(2);
        });
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep($2%' and state = 'active'");
      } finally {
        await admin.end();
      }
      for (const failure of await pending) expect(failure).toBeInstanceOf(Error);
      // New connections: the statement is parsed and described again, and answers.
      expect(await leanRows(pool, 'lean_pool', text, [41], driverTypeParser, (row) => row[0])).toEqual([41]);
      expect(await leanRows(pool, 'lean_slow', slow, [3, 0], driverTypeParser, (row) => row[1])).toEqual([3]);
    } finally {
      await pool.end();
    }
  }, 30_000);

  it('finds node-postgres under a Drizzle database and its transactions, and nothing under PGlite', async () => {
    expect(leanClientOf(t.database.db)).toBe(t.database.pool);
    await t.database.db.transaction(async (tx) => {
      expect(leanClientOf(tx)).toBeInstanceOf(pg.Client);
    });
    expect(leanClientOf({ _: { session: { client: {} } } })).toBeUndefined();
  });
});
