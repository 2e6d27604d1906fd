import type { Db, Tx } from '../db/client';
import { recordActivity, type ActivityEntry } from './audit';

/** Who acts and from where: a service's context, or a session being opened or closed. */
export type Acting = { db: Db; actor: { id: number }; ip: string };

/** An audit entry as a service writes it: actor and IP come from the context. */
export type AuditEntry = Omit<ActivityEntry, 'actorId' | 'ip'>;

/** What the work inside a transaction gets: the transaction and its audit call. */
export type TransactionContext = { tx: Tx; audit: (entry: AuditEntry) => Promise<void> };

/**
 * Runs `work` in one transaction; every audit row it writes carries the caller and their IP and
 * commits or rolls back with the change it describes.
 */
export async function inTransaction<T>(acting: Acting, work: (context: TransactionContext) => Promise<T>): Promise<T> {
  return acting.db.transaction((tx) =>
    work({ tx, audit: (entry) => recordActivity(tx, { ...entry, actorId: acting.actor.id, ip: acting.ip }) }),
  );
}

/** Writes an audit row outside a transaction (a read worth recording, such as an export). */
export async function audit(acting: Acting, entry: AuditEntry): Promise<void> {
  await recordActivity(acting.db, { ...entry, actorId: acting.actor.id, ip: acting.ip });
}
