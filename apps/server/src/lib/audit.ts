import type { DbOrTx } from '../db/client';
import { activities, type ActivityChanges } from '../db/schema/activities';

export type ActivityEntry = {
  actorId: number | null;
  action: string;
  entityType: string;
  entityId?: number | null;
  changes?: ActivityChanges | null;
  ip?: string | null;
};

/**
 * Writes one audit row; call it with the transaction that makes the change, so both commit or
 * neither does. Services use `inTransaction` (lib/transaction.ts), which fills in actor and IP.
 */
export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db
    .insert(activities)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      changes: entry.changes ?? null,
      ip: entry.ip ?? null,
    });
}

/** The listed fields of a record as it was before it was deleted. */
export function deletedChanges<T extends Record<string, unknown>>(
  before: T,
  fields: readonly (keyof T & string)[],
): ActivityChanges {
  return Object.fromEntries(fields.map((field) => [field, { before: before[field] }]));
}

/** Before/after of the listed fields that differ; secrets are marked changed, never copied. */
export function diffChanges<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
  secretFields: readonly string[] = [],
): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const previous = before[field];
    const next = after[field];
    const same =
      previous instanceof Date && next instanceof Date ? previous.getTime() === next.getTime() : previous === next;
    if (same) continue;
    changes[field] = secretFields.includes(field) ? { after: '(changed)' } : { before: previous, after: next };
  }
  return changes;
}
