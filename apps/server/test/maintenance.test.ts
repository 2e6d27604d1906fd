import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables, readTableStates } from '../src/db/maintenance';
import { createTestApp, type TestApp } from './helpers';

/*
 * The embedded database's upkeep on a real database (both kinds in CI): a table the pass has
 * never seen is vacuumed and analyzed, a pass then finds nothing to do, and growth makes it due
 * again. A table of its own, which PostgreSQL's autovacuum leaves alone, keeps the steps exact.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`create table upkeep_probe (id int primary key, label text) with (autovacuum_enabled = false)`,
  );
});
afterAll(() => t.close());

const probe = async () => (await readTableStates(t.database.db)).find((state) => state.table === 'upkeep_probe')!;
const fill = (from: number, to: number) =>
  t.database.db.execute(
    sql`insert into upkeep_probe select g, 'row ' || g from generate_series(${from}::int, ${to}::int) g`,
  );
const probeDone = async () => (await maintainTables(t.database.db)).filter((done) => done.table === 'upkeep_probe');

describe('database upkeep', () => {
  it('vacuums and analyzes a table that has never been, records its rows, then leaves it until it grows', async () => {
    await fill(1, 3000);
    expect((await probe()).rowsThen).toBe(-1);

    expect(await probeDone()).toEqual([{ table: 'upkeep_probe', upkeep: 'vacuum', ms: expect.any(Number) }]);
    const after = await probe();
    expect(after.rowsThen).toBe(3000);
    expect(after.pagesThen).toBe(after.pagesNow);
    expect(after.pagesNow).toBeGreaterThan(10);

    expect(await probeDone()).toEqual([]);

    // Half again as many rows: past a fifth of its pages since the last record.
    await fill(3001, 4500);
    expect(await probeDone()).toEqual([{ table: 'upkeep_probe', upkeep: 'vacuum', ms: expect.any(Number) }]);
    expect((await probe()).rowsThen).toBe(4500);
  });

  it('covers every table of the application, each with sizes it can compare', async () => {
    const states = await readTableStates(t.database.db);
    const tables = states.map((state) => state.table);
    expect(tables).toEqual(expect.arrayContaining(['users', 'tasks', 'transactions', 'tickets', 'upkeep_probe']));
    for (const state of states) {
      expect(state.pagesNow, state.table).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(state.rowsThen), state.table).toBe(true);
    }
  });
});
