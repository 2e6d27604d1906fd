import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteWorker, type Database } from '../client';
import { preparedRows, slot } from '../prepared-queries';
import { runMigrations } from '../migrate';
import { expenseCategories } from '../schema/expense-categories';
import { PGlite, protocol } from '@electric-sql/pglite';
import { readRawRows } from './raw-results';
import { RemotePglite } from './remote';

/* The embedded database on its worker thread (docs/decisions/006), as the server runs it. */

const passThrough = (value: string) => value;

describe('the embedded database on a worker thread', () => {
  let remote: RemotePglite;
  beforeAll(async () => {
    remote = await RemotePglite.open({});
    await remote.exec(
      `create table items (id serial primary key, name text unique not null, body bytea, at timestamptz default now(), info jsonb)`,
    );
  }, 60_000);
  afterAll(async () => {
    await remote?.close();
  });

  it('answers rows as objects or arrays, with types parsed as PGlite parses them', async () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255]);
    await remote.query('insert into items (name, body, info) values ($1, $2, $3)', [
      'first',
      bytes,
      JSON.stringify({ a: [1, 2] }),
    ]);
    const objects = await remote.query<{ id: number; name: string; body: Uint8Array; info: unknown }>(
      'select id, name, body, info from items',
    );
    expect(objects.rows).toEqual([{ id: 1, name: 'first', body: bytes, info: { a: [1, 2] } }]);
    const arrays = await remote.query('select name, at from items', [], {
      rowMode: 'array',
      parsers: { 1184: passThrough },
    });
    expect(arrays.rows[0]).toEqual(['first', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/)]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['name', 'at']);
  });

  it('refuses query options that cannot cross threads, with a clear message', async () => {
    await expect(
      remote.query('select now()', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/only pass-through parsers/);
  });

  it("keeps PostgreSQL's error fields, and goes on answering after an error", async () => {
    const error = await remote
      .query('insert into items (name) values ($1)', ['first'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items' });
    expect((await remote.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }]);
  });

  it("keeps them inside a transaction too, where PGlite attaches the query's options (parsers: functions), but never the parameters", async () => {
    const error = await remote
      .transaction((tx) =>
        tx.query('insert into items (name) values ($1) returning at', ['first'], { parsers: { 1184: passThrough } }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items' });
    expect(error).not.toHaveProperty('params');
    expect(error).not.toHaveProperty('queryOptions');
  });

  it('commits a transaction when its body resolves and rolls it back when it throws', async () => {
    await remote.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['second']);
      await tx.exec("insert into items (name) values ('third')");
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['fourth']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await remote.query<{ name: string }>('select name from items order by id');
    expect(names.rows.map((row) => row.name)).toEqual(['first', 'second', 'third']);
  });

  it('runs statements outside transactions as prepared statements: many texts, many values, errors that leave no trace', async () => {
    // More distinct texts than stay prepared (256): the oldest are closed and prepared again on use.
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 300; index += 1) {
        const { rows } = await remote.query<{ n: number; s: string }>(`select $1::int + ${index} as n, $2::text as s`, [
          round,
          `v${index}`,
        ]);
        expect(rows).toEqual([{ n: round + index, s: `v${index}` }]);
      }
    }
    await expect(remote.query('select from where')).rejects.toMatchObject({ code: '42601' });
    await expect(remote.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await remote.query('select $1::int as n', ['7'])).rows).toEqual([{ n: 7 }]);
    const dated = await remote.query(
      'select $1::date as d, $2::jsonb as j',
      ['2026-02-03', JSON.stringify({ k: 'v' })],
      { rowMode: 'array', parsers: { 1082: passThrough } },
    );
    expect(dated.rows).toEqual([['2026-02-03', { k: 'v' }]]);
  });

  it('reads rows on the main thread exactly as PGlite reads them in the worker (docs/decisions/021)', async () => {
    // The same statements in PGlite itself, in this thread: rows, fields and counts must be equal.
    const local = await PGlite.create();
    try {
      await remote.exec(`create type mood as enum ('calm', 'busy')`);
      await local.exec(`create type mood as enum ('calm', 'busy')`);
      const statements: [string, unknown[]][] = [
        [
          `select 1::int2 as a, 2::int4 as b, 9007199254740993::int8 as c, 1.50::numeric(7,2) as d, 0.25::float8 as e, true as f, 'x'::text as g,
             '\\x00ff'::bytea as h, '2026-02-03'::date as i, '2026-02-03 04:05:06.789'::timestamp as j, '2026-02-03 04:05:06.789+03'::timestamptz as k,
             '1 day 2 hours'::interval as l, '{"a":[1,null]}'::json as m, '{"b":true}'::jsonb as n, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as o,
             null::text as p, 'busy'::mood as q`,
          [],
        ],
        [
          `select array[1,2,null]::int4[] as a, array['x','y,z','"q"']::text[] as b, array[true,false] as c, array['2026-01-02'::date] as d,
             array['{"k":1}'::jsonb] as e, array[1.5]::numeric[] as f, array['calm','busy']::mood[] as g, '{}'::int8[] as h`,
          [],
        ],
        [
          'select $1::text as t, $2::int as n, $3::jsonb as j, $4::bytea as b',
          ['é ı ş', 42, JSON.stringify({ z: 'ü' }), Uint8Array.from([1, 2, 3])],
        ],
        ['select s as n, repeat(md5(s::text), 40) as long from generate_series(1, 500) as s', []],
        ['select 1 where false', []],
      ];
      for (const [sql, params] of statements) {
        for (const options of [
          {},
          { rowMode: 'array' as const },
          { rowMode: 'array' as const, parsers: { 1082: passThrough, 1114: passThrough, 1184: passThrough } },
        ]) {
          const theirs = await local.query(sql, params, options);
          const ours = await remote.query(sql, params, options);
          expect(ours.rows, sql).toEqual(theirs.rows);
          // The enum's type id is each database's own.
          const fields = (result: typeof ours) =>
            result.fields.map((field) => ({
              ...field,
              dataTypeID: field.dataTypeID >= 16_384 ? 'user type' : field.dataTypeID,
            }));
          expect(fields(ours), sql).toEqual(fields(theirs));
          expect(ours.affectedRows, sql).toEqual(theirs.affectedRows);
          // The hot lists' reading (docs/decisions/023): the same rows, handed to the mapper one by one.
          if (options.rowMode === 'array')
            expect(await remote.queryRows(sql, params, options, (row) => row), sql).toEqual(theirs.rows);
        }
        if (params.length === 0) {
          // Read from the bytes themselves, not through PGlite's reading (which an error falls back to).
          const raw = await local.execProtocolRaw(protocol.serialize.query(sql));
          // PGlite's own parsers, with the array types it found on opening.
          const rows = readRawRows(raw, local.parsers, (row) => row);
          expect(rows, sql).toBeDefined();
          expect(rows, sql).toEqual((await local.query(sql, [], { rowMode: 'array' })).rows);
        }
      }
      const mapped = await remote.queryRows(
        'select n, n * 2 as twice from generate_series(1, 3) as n',
        [],
        { rowMode: 'array' },
        ([n, twice]) => `${String(n)}:${String(twice)}`,
      );
      expect(mapped).toEqual(['1:2', '2:4', '3:6']);
      // An error after some rows, a mapper that throws: the statement fails, the next one answers.
      const midway = 'select 10 / (3 - n) as q from generate_series(1, 5) as n';
      const theirError = (await local.query(midway).catch((caught: unknown) => caught)) as {
        code: string;
        message: string;
      };
      await expect(remote.queryRows(midway, [], { rowMode: 'array' }, (row) => row)).rejects.toMatchObject({
        code: theirError.code,
        message: theirError.message,
      });
      const failing = (row: unknown[]) => {
        if (row[0] === 2) throw new Error('cannot map 2');
        return row;
      };
      await expect(remote.queryRows('select generate_series(1, 3)', [], { rowMode: 'array' }, failing)).rejects.toThrow(
        'cannot map 2',
      );
      expect(await remote.queryRows('select $1::int as n', [7], { rowMode: 'array' }, (row) => row[0])).toEqual([7]);
      // Errors carry PostgreSQL's fields, from the parse step and from the run alike.
      for (const [sql, params] of [
        ['select nope from nowhere', []],
        ['select $1::int as n', ['x']],
        ['insert into items (name) values ($1)', ['first']],
      ] as [string, unknown[]][]) {
        const error = (await remote.query(sql, params).catch((caught: unknown) => caught)) as Record<string, unknown>;
        expect(error, sql).toBeInstanceOf(Error);
        for (const field of ['code', 'severity', 'routine'])
          expect(typeof error[field], `${sql}: ${field}`).toBe('string');
        const rowsError = (await remote
          .queryRows(sql, params, { rowMode: 'array' }, (row) => row)
          .catch((caught: unknown) => caught)) as Record<string, unknown>;
        expect(rowsError, sql).toBeInstanceOf(Error);
        expect({ ...rowsError, message: rowsError.message }, sql).toEqual({ ...error, message: error.message });
      }
    } finally {
      await local.close();
    }
  });

  it('keeps other statements waiting while a transaction is open, so they never see half of it', async () => {
    let outside: Promise<unknown> | undefined;
    await remote.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['fifth']);
      outside = remote.query('select count(*)::int as n from items');
      // Give the outside statement every chance to run before the transaction ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into items (name) values ($1)', ['sixth']);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 5 }]);
  });
});

describe('a worker that stops on its own', () => {
  it('fails the call in flight and every later one, and reports it once; close() is no failure', async () => {
    // A stand-in worker: ready at once, then it dies on the first statement it gets.
    const script = `const { parentPort } = require('node:worker_threads');
      parentPort.postMessage({ ready: true });
      parentPort.on('message', () => process.exit(3));`;
    const failures: Error[] = [];
    const remote = await RemotePglite.attach(new Worker(script, { eval: true }), {
      onFailure: (error) => failures.push(error),
    });
    await expect(remote.query('select 1')).rejects.toThrow("the embedded database's worker stopped (exit code 3)");
    await expect(remote.query('select 1')).rejects.toThrow(/worker stopped/);
    expect(failures.map((error) => error.message)).toEqual(["the embedded database's worker stopped (exit code 3)"]);

    const closed: Error[] = [];
    const quiet = await RemotePglite.attach(
      new Worker(
        `require('node:worker_threads').parentPort.postMessage({ ready: true });
        require('node:worker_threads').parentPort.on('message', (m) => require('node:worker_threads').parentPort.postMessage({ id: m.id, ok: true }));`,
        { eval: true },
      ),
      { onFailure: (error) => closed.push(error) },
    );
    await quiet.close();
    expect(closed).toEqual([]);
  });
});

describe('the server database on a worker thread, through drizzle', () => {
  let dir: string;
  let database: Database | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
  });
  afterAll(async () => {
    await database?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, writes in transactions (savepoints included) and keeps the data on disk', async () => {
    database = await openPgliteWorker({ dataDir: dir });
    await runMigrations(database);
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.insert(expenseCategories).values({ name: 'Kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(expenseCategories).values({ name: 'Undone' });
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const [row] = await db.select().from(expenseCategories).where(eq(expenseCategories.name, 'Kept'));
    expect(row).toMatchObject({ name: 'Kept' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    const names = await db.select({ name: expenseCategories.name }).from(expenseCategories);
    expect(names.map((entry) => entry.name)).not.toContain('Undone');
    // A hot list's statement (prepared-queries.ts, preparedRows) reads the worker's bytes into its rows
    // outside a transaction, and goes through Drizzle inside one: the same rows either way.
    const listed = preparedRows(
      'remote_categories',
      (on, name: string) =>
        on
          .select({ id: expenseCategories.id, name: expenseCategories.name, createdAt: expenseCategories.createdAt })
          .from(expenseCategories)
          .where(eq(expenseCategories.name, slot('name')))
          .$dynamic()
          .limit(name.length),
      (cells) => ({ id: cells[0], name: cells[1], createdAt: cells[2] }),
    );
    const outside = await listed.execute(db, 'Kept', { name: 'Kept' });
    expect(outside).toEqual([
      { id: row!.id, name: 'Kept', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) },
    ]);
    expect(await db.transaction((tx) => listed.execute(tx, 'Kept', { name: 'Kept' }))).toEqual(outside);
    expect(await listed.execute(db, 'Kept', { name: 'Nothing' })).toEqual([]);
    await database.close();
    // drizzle wraps the driver's error: its cause says why.
    const afterClose = (await database.db.execute(sql`select 1`).catch((error: Error) => error.cause)) as Error;
    expect(afterClose.message).toMatch(/worker is closed/);

    database = await openPgliteWorker({ dataDir: dir });
    const again = await database.db
      .select({ name: expenseCategories.name })
      .from(expenseCategories)
      .where(eq(expenseCategories.name, 'Kept'));
    expect(again).toEqual([{ name: 'Kept' }]);
  }, 120_000);

  it('rejects when the database cannot be opened', async () => {
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(openPgliteWorker({ dataDir: file })).rejects.toThrow();
  }, 60_000);
});
