import { BULK_MAX, BULK_REFUSALS_NAMED } from '@workspace/shared/bulk/bulk.constants';
import { translateError, type ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { Language } from '@workspace/shared/common/limits';
import { AppError } from './errors';

/*
 * Bulk actions (one change to many rows, docs/decisions/041): the rows named, checked one by one
 * against their record policy, changed in one transaction or not at all.
 */

/** A row a bulk change may not touch: which (its id, and a name the caller may see) and why. */
export type BulkRefusal = { id: number; label?: string; reason: ErrorMessageKey; status: 403 | 409 };

/** The ids of every row a list's iterator yields, in order, refused (400) past BULK_MAX. */
export async function idsOfList(rows: AsyncIterable<{ id: number }>): Promise<number[]> {
  const ids: number[] = [];
  for await (const row of rows) {
    if (ids.length === BULK_MAX) throw tooMany();
    ids.push(row.id);
  }
  return ids;
}

const tooMany = () => new AppError(400, 'validation', 'bulkTooMany', undefined, { max: BULK_MAX });

/**
 * Ids asked for once each, in ascending order (rows are locked in that order: no two bulk changes
 * deadlock); more than BULK_MAX is refused (400) as a filtered list that long is.
 */
export function distinctIds(ids: readonly number[]): number[] {
  const distinct = [...new Set(ids)].sort((a, b) => a - b);
  if (distinct.length > BULK_MAX) throw tooMany();
  return distinct;
}

/**
 * The answer when any row is refused: nothing was changed, and the message names each refused row
 * (the first BULK_REFUSALS_NAMED, then "and N more") with its reason, in the caller's language;
 * `fields` maps each refused id to its reason. 403 when a policy refused any row, else 409.
 */
export function bulkRefused(language: Language, refusals: readonly BulkRefusal[]): AppError {
  const named = refusals.slice(0, BULK_REFUSALS_NAMED).map((refusal) => {
    const who = refusal.label ? `#${refusal.id} ${refusal.label}` : `#${refusal.id}`;
    return `${who} (${translateError(language, refusal.reason)})`;
  });
  const more = refusals.length - named.length;
  if (more > 0) named.push(translateError(language, 'bulkMore', { count: more }));
  const rows = new Intl.ListFormat(language, { type: 'conjunction' }).format(named);
  const status = refusals.some((refusal) => refusal.status === 403) ? 403 : 409;
  const fields = Object.fromEntries(refusals.map((refusal) => [String(refusal.id), refusal.reason]));
  return new AppError(status, status === 403 ? 'forbidden' : 'conflict', 'bulkRefused', fields, { rows });
}

/** Refuses the change (throws) when any row was refused. */
export function refuseAny(language: Language, refusals: readonly BulkRefusal[]): void {
  if (refusals.length > 0) throw bulkRefused(language, refusals);
}
