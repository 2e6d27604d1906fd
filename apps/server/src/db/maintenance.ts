import { sql } from 'drizzle-orm';
import type { Db } from './client';

/*
 * Autovacuum for the embedded database (docs/decisions/026). PGlite is PostgreSQL in one process
 * with no background workers, so nothing ever runs VACUUM or ANALYZE on it: the planner's row
 * counts and column statistics stay those of the day a table was first analyzed (or none at all),
 * dead row versions are never reclaimed, and the visibility map that index-only scans rely on is
 * never set. The server runs a pass now and then (`startMaintenance`), one table at a time, by
 * PostgreSQL's own default autovacuum rules where it can read them.
 *
 * Its activity counters (rows changed, dead, inserted) start from zero at every start of the
 * embedded database (it keeps no statistics file), so they only see this run's writes. What
 * survives a restart is what the last VACUUM or ANALYZE wrote into pg_class (the row and page
 * counts then); a table with no such record, or grown by a fifth since, is due as well.
 */

/** What a pass knows of one table. */
export type TableState = {
  table: string;
  /** Rows at the last VACUUM or ANALYZE (pg_class.reltuples); -1 when the table has had neither. */
  rowsThen: number;
  /** Its size in pages then (pg_class.relpages), and now. */
  pagesThen: number;
  pagesNow: number;
  /** This run's counters (pg_stat_user_tables). */
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
};

/** VACUUM (ANALYZE) reclaims dead rows and sets the visibility map, then analyzes; ANALYZE only refreshes the statistics. */
export type Upkeep = 'vacuum' | 'analyze';

/* PostgreSQL's defaults: autovacuum_vacuum_threshold/scale_factor, the insert ones, the analyze ones. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/* Growth since the last record that makes a table due whatever the counters say: a fifth, and at least this many pages. */
const GROWTH_SCALE = 0.2;
const GROWTH_MIN_PAGES = 8;

/** What a table is due, if anything. */
export function upkeepOf(state: TableState): Upkeep | null {
  if (state.rowsThen < 0) return state.pagesNow > 0 ? 'vacuum' : null;
  const rows = state.rowsThen;
  if (state.deadRows > VACUUM_BASE + VACUUM_SCALE * rows) return 'vacuum';
  if (state.insertedSinceVacuum > INSERT_BASE + INSERT_SCALE * rows) return 'vacuum';
  if (state.pagesNow - state.pagesThen >= Math.max(GROWTH_MIN_PAGES, GROWTH_SCALE * state.pagesThen)) return 'vacuum';
  if (state.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rows) return 'analyze';
  return null;
}

/** Every table of the application's schema with what a pass needs to know of it. */
export async function readTableStates(db: Db): Promise<TableState[]> {
  const result = await db.execute(sql`
    select s.relname as "table", c.reltuples::float8 as rows_then, c.relpages::int as pages_then,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages_now,
      s.n_dead_tup::float8 as dead_rows, s.n_mod_since_analyze::float8 as changed, s.n_ins_since_vacuum::float8 as inserted
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  // Either driver answers { rows }; the counts come as float8, which both give as numbers.
  const { rows } = result as unknown as {
    rows: {
      table: string;
      rows_then: number;
      pages_then: number;
      pages_now: number;
      dead_rows: number;
      changed: number;
      inserted: number;
    }[];
  };
  return rows.map((row) => ({
    table: row.table,
    rowsThen: Number(row.rows_then),
    pagesThen: Number(row.pages_then),
    pagesNow: Number(row.pages_now),
    deadRows: Number(row.dead_rows),
    changedSinceAnalyze: Number(row.changed),
    insertedSinceVacuum: Number(row.inserted),
  }));
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export type UpkeepDone = { table: string; upkeep: Upkeep; ms: number };

/** Runs `upkeep` on `table` (a name read from the catalog). */
async function runUpkeep(db: Db, table: string, upkeep: Upkeep): Promise<void> {
  const target = `public.${quoted(table)}`;
  await db.execute(sql.raw(upkeep === 'vacuum' ? `vacuum (analyze) ${target}` : `analyze ${target}`));
}

/**
 * One pass: every table due gets its upkeep, one statement at a time, so that the requests waiting
 * on the embedded database's single connection go between them. `isStopping` ends the pass early.
 */
export async function maintainTables(db: Db, isStopping: () => boolean = () => false): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const state of await readTableStates(db)) {
    const upkeep = upkeepOf(state);
    if (!upkeep) continue;
    if (isStopping()) break;
    const started = performance.now();
    await runUpkeep(db, state.table, upkeep);
    done.push({ table: state.table, upkeep, ms: Math.round(performance.now() - started) });
    // Whatever arrived meanwhile runs before the next table.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}

type MaintenanceLog = { info: (message: string) => void; warn: (object: unknown, message: string) => void };

/** The first pass a minute after the start (the start itself stays quick), then one every ten minutes. */
export const MAINTENANCE_FIRST_MS = 60_000;
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * Runs `maintainTables` on the embedded database from time to time, for as long as the server
 * runs; `stop` cancels the next pass and waits for one under way to finish its table. A failed pass
 * is logged and the next one runs as planned.
 */
export function startMaintenance(
  db: Db,
  log: MaintenanceLog,
  { firstMs = MAINTENANCE_FIRST_MS, everyMs = MAINTENANCE_EVERY_MS }: { firstMs?: number; everyMs?: number } = {},
): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      for (const { table, upkeep, ms } of await maintainTables(db, () => stopped)) {
        log.info(`database upkeep: ${upkeep === 'vacuum' ? 'vacuumed and analyzed' : 'analyzed'} ${table} in ${ms} ms`);
      }
    } catch (error) {
      log.warn({ err: error }, 'database upkeep failed; the next pass runs as planned');
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        if (!stopped) schedule(everyMs);
      });
    }, ms);
    // A pending pass never keeps the process alive.
    timer.unref();
  };
  schedule(firstMs);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
