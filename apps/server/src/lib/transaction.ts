import type { Db, Tx } from '../db/client';
import { recordActivity, type ActivityEntry } from './audit';
import type { LiveBus } from './live-events';

/** Who acts and from where: a service's context, or a session being opened or closed; `live`: the bus, where the caller has it. */
export type Acting = { db: Db; actor: { id: number }; ip: string; live?: LiveBus };

/** Work to do once a transaction of `inTransaction` has committed (never when it rolls back). */
type AfterCommit = (live: LiveBus | undefined) => Promise<void> | void;
const pendingAfterCommit = new WeakMap<Tx, AfterCommit[]>();
const databaseOfTransaction = new WeakMap<Tx, Db>();

/** The database a transaction of `inTransaction` runs on (settings kept per database: notification mail's). */
export function transactionDatabase(tx: Tx): Db | undefined {
  return databaseOfTransaction.get(tx);
}

/**
 * Runs `then` once the transaction `tx` (one `inTransaction` opened) has committed, with the
 * caller's live bus: telling open streams of what the change wrote (a notification). Nothing runs
 * when it rolls back. A `tx` that `inTransaction` did not open is a bug, and throws.
 */
export function afterCommit(tx: Tx, then: AfterCommit): void {
  const pending = pendingAfterCommit.get(tx);
  if (!pending) throw new Error('afterCommit: the transaction was not opened by inTransaction');
  pending.push(then);
}

/** An audit entry as a service writes it: actor and IP come from the context. */
export type AuditEntry = Omit<ActivityEntry, 'actorId' | 'ip'>;

/** What the work inside a transaction gets: the transaction and its audit call. */
export type TransactionContext = { tx: Tx; audit: (entry: AuditEntry) => Promise<void> };

/**
 * Runs `work` in one transaction; every audit row it writes carries the caller and their IP and
 * commits or rolls back with the change it describes.
 */
export async function inTransaction<T>(acting: Acting, work: (context: TransactionContext) => Promise<T>): Promise<T> {
  const pending: AfterCommit[] = [];
  const result = await acting.db.transaction((tx) => {
    pendingAfterCommit.set(tx, pending);
    databaseOfTransaction.set(tx, acting.db);
    return work({ tx, audit: (entry) => recordActivity(tx, { ...entry, actorId: acting.actor.id, ip: acting.ip }) });
  });
  // The change has committed: what waited for it runs now; a failure there cannot undo the change.
  for (const then of pending) await Promise.resolve(then(acting.live)).catch(() => undefined);
  return result;
}

/** Writes an audit row outside a transaction (a read worth recording, such as an export). */
export async function audit(acting: Acting, entry: AuditEntry): Promise<void> {
  await recordActivity(acting.db, { ...entry, actorId: acting.actor.id, ip: acting.ip });
}
