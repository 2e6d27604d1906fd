import type { UserType } from '@workspace/shared/auth/roles';
import type { Db } from '../../db/client';
import { readRolesRequiringTwoFactor } from './two-factor.repository';

/*
 * The roles that must use two-factor, kept in memory: the auth plugin asks on every signed-in
 * request, and most of the time no role requires it, so that answer must cost no query. Read again
 * at most every 10 seconds (another instance on the same PostgreSQL may have changed it) and set
 * at once when this process saves the policy. One entry per database, so apps in one process
 * (the tests) do not share it.
 */

const REFRESH_MS = 10_000;
type Entry = { roles: ReadonlySet<UserType>; loadedAt: number };
const entries = new WeakMap<Db, Entry>();
const loading = new WeakMap<Db, Promise<ReadonlySet<UserType>>>();
/* Bumped by every save: a read that started before it must not overwrite what was saved. */
let generation = 0;

/** The roles that require two-factor when they are known and at most 10 seconds old, without waiting; else undefined. */
export function knownRolesRequiringTwoFactor(db: Db, now = Date.now()): ReadonlySet<UserType> | undefined {
  const entry = entries.get(db);
  return entry && now - entry.loadedAt < REFRESH_MS ? entry.roles : undefined;
}

/** The roles that require two-factor, at most 10 seconds old. */
export async function rolesRequiringTwoFactor(db: Db, now = Date.now()): Promise<ReadonlySet<UserType>> {
  const known = knownRolesRequiringTwoFactor(db, now);
  if (known) return known;
  // Parallel requests after expiry share one read.
  let pending = loading.get(db);
  if (!pending) {
    const readAt = generation;
    pending = readRolesRequiringTwoFactor(db)
      .then((types) => {
        const roles = new Set(types);
        if (readAt === generation) entries.set(db, { roles, loadedAt: Date.now() });
        return entries.get(db)?.roles ?? roles;
      })
      .finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}

/** Takes a policy this process just saved, so its own requests see it at once. */
export function rememberRolesRequiringTwoFactor(db: Db, types: readonly UserType[]): void {
  generation += 1;
  entries.set(db, { roles: new Set(types), loadedAt: Date.now() });
}
