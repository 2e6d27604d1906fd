import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import type { DbOrTx } from '../../db/client';
import { loginChallenges, roleSettings, twoFactorRecoveryCodes } from '../../db/schema/two-factor';
import { users } from '../../db/schema/users';

/*
 * The two-factor columns of users, the recovery codes and the per-role rule. The service drops the
 * user's cached sessions after every write to users here: they carry the user row, and the setup
 * gate reads `two_factor_enabled` from it.
 */

/** The step condition that makes a code work once: only a step after the last accepted one. */
const laterStep = (step: number) => or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step));

/** Keeps a new, unconfirmed secret (replacing an earlier unconfirmed one); refused once two-factor is on. */
export async function savePendingSecret(
  db: DbOrTx,
  userId: number,
  sealed: { ciphertext: string; keyId: string },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      twoFactorSecret: sealed.ciphertext,
      twoFactorKeyId: sealed.keyId,
      twoFactorSetupAt: new Date(),
      twoFactorLastStep: null,
    })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Turns two-factor on with the code of `step`, atomically: only if it is still off, a secret is
 * pending, and no code of this step or a later one was accepted before.
 */
export async function enableWithStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorEnabled: true, twoFactorEnabledAt: new Date(), twoFactorLastStep: step })
    .where(
      and(eq(users.id, userId), eq(users.twoFactorEnabled, false), isNotNull(users.twoFactorSecret), laterStep(step)),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Accepts a sign-in code of `step` once: of two parallel requests with the same code, one passes. */
export async function consumeStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true), laterStep(step)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Turns two-factor off: the secret, the flags, the recovery codes and any half-done sign-in go. */
export async function clearTwoFactor(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorKeyId: null,
      twoFactorSetupAt: null,
      twoFactorEnabled: false,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
    })
    .where(eq(users.id, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedAt)));
}

/** Replaces every recovery code of a user with these hashes. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<{ id: number; codeHash: string }[]> {
  return db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
    .orderBy(twoFactorRecoveryCodes.id);
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks a recovery code used, atomically: false when a parallel request used it first. */
export async function markRecoveryCodeUsed(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

/** The roles whose rule says two-factor is required, in the order of USER_TYPES. */
export async function readRolesRequiringTwoFactor(db: DbOrTx): Promise<UserType[]> {
  const rows = await db
    .select({ type: roleSettings.type })
    .from(roleSettings)
    .where(eq(roleSettings.twoFactorRequired, true));
  const required = new Set(rows.map((row) => row.type));
  return USER_TYPES.filter((type) => required.has(type));
}

/** Writes the rule of every role: required for those listed, not for the rest. */
export async function saveRolesRequiringTwoFactor(db: DbOrTx, requiredFor: readonly UserType[]): Promise<void> {
  await db
    .insert(roleSettings)
    .values(USER_TYPES.map((type) => ({ type, twoFactorRequired: requiredFor.includes(type) })))
    .onConflictDoUpdate({
      target: roleSettings.type,
      set: { twoFactorRequired: sql`excluded.two_factor_required`, updatedAt: new Date() },
    });
}
