import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';

/**
 * The job queue: pg-boss on the database the server runs on, PostgreSQL or the embedded one
 * (docs/decisions/038). Its schema (`pgboss`) is installed and migrated with ours (`installJobQueue`
 * from `runMigrations`); a job is enqueued in the caller's transaction (`enqueueJob`), so it exists
 * if and only if the change that caused it committed.
 */

/** What pg-boss runs its statements through: ours instead of a connection string. */
type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** The queues, each with its tries and backoff; a job names one. */
export const QUEUES = {
  /** Outgoing mail (lib/mail): 6 tries from 5 s with backoff; a try held 60 s goes back to retry. */
  mail: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /**
   * The daily jobs (deadline reminders, digests; modules/notifications/daily-jobs.ts), on pg-boss's
   * scheduler: one job a day across instances, one at a time (`singleton`), 3 more tries from a minute.
   */
  daily: { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** A notification told to a large audience after the change (notifications.service.ts): 6 tries from 1 s. */
  notify: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;
export type QueueName = keyof typeof QUEUES;

/* pg-boss writes `$1`..`$n`; Drizzle binds each value where its placeholder was, an array as one value. */
const PLACEHOLDER = /\$(\d+)/g;

/** A Drizzle database or transaction as pg-boss's executor: a job sent through it joins that transaction. */
function drizzleExecutor(db: DbOrTx): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** The database itself as pg-boss's executor: the pool on PostgreSQL, the embedded client's query and exec. */
function databaseExecutor(database: Database): SqlExecutor {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const raw = database.raw;
  if (!raw) throw new Error('the job queue needs the embedded database client');
  return {
    // Its migration scripts hold several statements and no values: those go through exec.
    executeSql: async (text, values) =>
      values && values.length > 0 ? raw.query(text, values) : ((await raw.exec(text)).at(-1) ?? { rows: [] }),
  };
}

/* Never started: it only builds the insert of a job, which runs on the caller's transaction. */
const producer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are sent through a transaction')) },
});

/** Inside the caller's transaction: a job on `queue`, there if and only if the transaction commits. */
export async function enqueueJob(tx: DbOrTx, queue: QueueName, data: object): Promise<string> {
  const id = await producer.send(queue, data, { db: drizzleExecutor(tx) });
  if (!id) throw new Error(`the job queue has no queue ${queue}`);
  return id;
}

/** Installs or migrates pg-boss's schema and creates the queues; on PostgreSQL under the migration lock. */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = new PgBoss({ db: databaseExecutor(database), supervise: false, schedule: false });
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export type JobQueue = PgBoss;

/**
 * A running queue for workers: it fetches jobs, retries failed ones after their backoff and moves
 * the expired back (`supervise`), through the server's own pool or embedded client.
 */
export async function startJobQueue(database: Database, onError: (error: Error) => void): Promise<JobQueue> {
  const boss = new PgBoss({
    db: databaseExecutor(database),
    migrate: false,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/** Inside the caller's transaction: the job is done (and the change that says so commits with it). */
export async function completeJob(tx: DbOrTx, queue: QueueName, id: string): Promise<void> {
  await producer.complete(queue, id, {}, { db: drizzleExecutor(tx) });
}

/** Inside the caller's transaction: the try failed; pg-boss retries it after its backoff, or fails it after the last. */
export async function failJob(tx: DbOrTx, queue: QueueName, id: string, message: string): Promise<void> {
  await producer.fail(queue, id, { message }, { db: drizzleExecutor(tx) });
}

/* The workers of this process, by queue: a job queued here is worked at once, not at the next poll. */
const wakers = new Map<QueueName, Set<() => void>>();

/** Registers a worker of this process for `wakeWorkers`; answers how to unregister it. */
export function onWake(queue: QueueName, wake: () => void): () => void {
  const set = wakers.get(queue) ?? new Set();
  wakers.set(queue, set);
  set.add(wake);
  return () => set.delete(wake);
}

/** After a commit that queued a job: this process's workers of `queue` fetch now (another instance's at its next poll). */
export function wakeWorkers(queue: QueueName): void {
  for (const wake of wakers.get(queue) ?? []) wake();
}
