import { describe, expect, it, vi } from 'vitest';
import { startMaintenance, upkeepOf, type TableState } from './maintenance';
import type { Db } from './client';

const state = (overrides: Partial<TableState>): TableState => ({
  table: 't',
  rowsThen: 1000,
  pagesThen: 100,
  pagesNow: 100,
  deadRows: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...overrides,
});

/* Expectations worked out by hand from PostgreSQL's default autovacuum settings. */
describe('upkeepOf', () => {
  it.each([
    ['a table never vacuumed or analyzed, with pages', { rowsThen: -1, pagesThen: 0, pagesNow: 3 }, 'vacuum'],
    ['a table never vacuumed or analyzed, empty', { rowsThen: -1, pagesThen: 0, pagesNow: 0 }, null],
    ['nothing changed', {}, null],
    // 1,000 rows: vacuum above 50 + 200 = 250 dead rows.
    ['250 dead rows of 1,000', { deadRows: 250 }, null],
    ['251 dead rows of 1,000', { deadRows: 251 }, 'vacuum'],
    // Inserts: above 1,000 + 200 = 1,200.
    ['1,200 rows inserted on 1,000', { insertedSinceVacuum: 1200, changedSinceAnalyze: 0 }, null],
    ['1,201 rows inserted on 1,000', { insertedSinceVacuum: 1201 }, 'vacuum'],
    // Analyze above 50 + 100 = 150 rows changed.
    ['150 rows changed of 1,000', { changedSinceAnalyze: 150 }, null],
    ['151 rows changed of 1,000', { changedSinceAnalyze: 151 }, 'analyze'],
    ['151 rows changed and 251 dead', { changedSinceAnalyze: 151, deadRows: 251 }, 'vacuum'],
    // Growth since the last record, counted in pages (the counters start again at every start): a fifth, at least 8.
    ['100 pages grown to 119', { pagesNow: 119 }, null],
    ['100 pages grown to 120', { pagesNow: 120 }, 'vacuum'],
    ['2 pages grown to 9', { rowsThen: 10, pagesThen: 2, pagesNow: 9 }, null],
    ['2 pages grown to 10', { rowsThen: 10, pagesThen: 2, pagesNow: 10 }, 'vacuum'],
    [
      'an empty table analyzed, then 51 rows changed',
      { rowsThen: 0, pagesThen: 0, pagesNow: 1, changedSinceAnalyze: 51 },
      'analyze',
    ],
    ['a shrunk table', { pagesNow: 40 }, null],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(upkeepOf(state(overrides))).toBe(expected);
  });
});

describe('startMaintenance', () => {
  it('runs its first pass after its delay, logs each table, and stop waits for the pass under way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let release: () => void = () => undefined;
      const statements: string[] = [];
      const db = {
        execute: vi.fn(async (query: { queryChunks?: unknown[]; sql?: string }) => {
          const text = JSON.stringify(query);
          if (text.includes('pg_stat_user_tables')) {
            return {
              rows: [
                { table: 'tasks', rows_then: -1, pages_then: 0, pages_now: 4, dead_rows: 0, changed: 0, inserted: 0 },
              ],
            };
          }
          statements.push(text);
          await new Promise<void>((resolve) => (release = resolve));
          return { rows: [] };
        }),
      } as unknown as Db;
      const log = { info: vi.fn(), warn: vi.fn() };
      const maintenance = startMaintenance(db, log, { firstMs: 1000, everyMs: 5000 });

      await vi.advanceTimersByTimeAsync(999);
      expect(db.execute).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('vacuum (analyze) public.\\"tasks\\"');

      // Stopping while the table's statement runs: it waits for it, and no pass follows.
      let stopped = false;
      const stopping = maintenance.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(log.info).toHaveBeenCalledWith(
        expect.stringMatching(/^database upkeep: vacuumed and analyzed tasks in \d+ ms$/),
      );
      await vi.advanceTimersByTimeAsync(60_000);
      expect(statements).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed pass and runs the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const db = {
        execute: vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ rows: [] }),
      } as unknown as Db;
      const log = { info: vi.fn(), warn: vi.fn() };
      const maintenance = startMaintenance(db, log, { firstMs: 10, everyMs: 100 });
      await vi.advanceTimersByTimeAsync(10);
      expect(log.warn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(db.execute).toHaveBeenCalledTimes(2);
      await maintenance.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
