import type { z } from 'zod';
import { twoFactorPolicy } from '@workspace/shared/auth/policies';
import type { UserType } from '@workspace/shared/auth/roles';
import {
  normalizeRecoveryCode,
  type TwoFactorPolicy,
  type TwoFactorStatus,
  type twoFactorEnableRequestSchema,
  type twoFactorPasswordRequestSchema,
} from '@workspace/shared/auth/two-factor.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { LIMITS, releaseAttempt, reserveAttempt, type Reservation } from '../../lib/rate-limit';
import { twoFactorSecretPurpose } from '../../lib/sealed-values';
import type { Keyring } from '../../lib/secret-box';
import { inTransaction } from '../../lib/transaction';
import { notifySecurity } from '../notifications/notifications.service';
import { sessionsChanged } from '../auth/session-sync';
import { findAccount } from '../users/users.service';
import { rememberRolesRequiringTwoFactor, rolesRequiringTwoFactor } from './role-settings-cache';
import * as repo from './two-factor.repository';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

type EnableInput = z.output<typeof twoFactorEnableRequestSchema>;
type PasswordInput = z.output<typeof twoFactorPasswordRequestSchema>;

/** A setup not confirmed with a code within this time must be started again (a new secret). */
export const SETUP_VALID_MS = 15 * 60 * 1000;

const secretMissing = () => new AppError(400, 'twoFactorSecretMissing', 'twoFactorSecretMissing');

/** The caller's row as it is now: the session's copy may be a few seconds old. */
async function currentAccount(db: DbOrTx, id: number): Promise<UserRow> {
  const row = await findAccount(db, id);
  if (!row) throw unauthenticated();
  return row;
}

function openSecret(keyring: Keyring, user: UserRow): string | null {
  if (!user.twoFactorSecret || !user.twoFactorKeyId) return null;
  return keyring.open(
    { ciphertext: user.twoFactorSecret, keyId: user.twoFactorKeyId },
    twoFactorSecretPurpose(user.id),
  );
}

/** Whether this role must have two-factor on (the master's rule, cached in memory). */
export async function isRequiredFor(db: Db, type: UserType): Promise<boolean> {
  return (await rolesRequiringTwoFactor(db)).has(type);
}

/** Whether this signed-in user must turn two-factor on before anything else answers them. */
export async function isSetupRequired(db: Db, user: Pick<UserRow, 'type' | 'twoFactorEnabled'>): Promise<boolean> {
  return !user.twoFactorEnabled && (await isRequiredFor(db, user.type));
}

/**
 * Wrong codes and passwords here are limited like the current-password check of the profile (per
 * account, and per IP together with sign-ins), so a stolen session cannot guess its way through.
 */
function reserveCheck(ctx: ServiceContext, scope: 'twoFactor:account' | 'password:account'): Promise<Reservation> {
  return reserveAttempt(ctx.db, [
    { scope, key: String(ctx.actor.id), max: LIMITS.passwordPerAccount, windowMinutes: LIMITS.windowMinutes },
    { scope: 'credentials:ip', key: ctx.ip, max: LIMITS.credentialsPerIp, windowMinutes: LIMITS.windowMinutes },
  ]);
}

/** Checks the caller's password (counted before the check); the reservation is released with the change it allows. */
async function checkPassword(ctx: ServiceContext, user: UserRow, password: string): Promise<Reservation> {
  const attempt = await reserveCheck(ctx, 'password:account');
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest({ password: 'wrongPassword' });
  return attempt;
}

/** Ten new codes and their argon2id hashes; the codes are shown once and never stored. */
async function makeRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  return { codes, hashes };
}

/** The caller's two-factor state: on or off, since when, recovery codes left, and whether their role requires it. */
export async function getStatus(ctx: ServiceContext): Promise<TwoFactorStatus> {
  const row = await currentAccount(ctx.db, ctx.actor.id);
  return {
    enabled: row.twoFactorEnabled,
    enabledAt: row.twoFactorEnabled && row.twoFactorEnabledAt ? row.twoFactorEnabledAt.toISOString() : null,
    recoveryCodesLeft: row.twoFactorEnabled ? await repo.countUnusedRecoveryCodes(ctx.db, row.id) : 0,
    required: await isRequiredFor(ctx.db, row.type),
  };
}

/**
 * Starts a setup: a new secret, sealed for this user, kept unconfirmed until a code proves the
 * app has it. The secret is answered this once (as text, otpauth:// address and QR image).
 */
export async function startSetup(ctx: ServiceContext, keyring: Keyring) {
  const row = await currentAccount(ctx.db, ctx.actor.id);
  if (row.twoFactorEnabled) throw conflict('twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  const sealed = keyring.seal(secret, twoFactorSecretPurpose(row.id));
  await inTransaction(ctx, async ({ tx, audit }) => {
    if (!(await repo.savePendingSecret(tx, row.id, sealed))) throw conflict('twoFactorAlreadyEnabled');
    await sessionsChanged(tx, { userId: row.id });
    await audit({ action: 'twoFactor.setup', entityType: 'user', entityId: row.id });
  });
  const url = otpauthUrl(secret, row.email);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/**
 * Confirms the setup with a code from the app and turns two-factor on, with ten new recovery
 * codes (answered this once). Without a pending secret younger than 15 minutes the setup must
 * be started again.
 */
export async function enable(ctx: ServiceContext, keyring: Keyring, input: EnableInput) {
  const attempt = await reserveCheck(ctx, 'twoFactor:account');
  const row = await currentAccount(ctx.db, ctx.actor.id);
  if (row.twoFactorEnabled) {
    await releaseAttempt(ctx.db, attempt);
    throw conflict('twoFactorAlreadyEnabled');
  }
  const secret = openSecret(keyring, row);
  if (!secret || !row.twoFactorSetupAt || Date.now() - row.twoFactorSetupAt.getTime() > SETUP_VALID_MS) {
    await releaseAttempt(ctx.db, attempt);
    throw secretMissing();
  }
  // A wrong code keeps its reservation: it counts against the limit.
  const step = matchingStep(secret, input.code);
  if (step === null) throw badRequest({ code: 'invalidTwoFactorCode' });
  const { codes, hashes } = await makeRecoveryCodes();
  await inTransaction(ctx, async ({ tx, audit }) => {
    // Atomic: a code already accepted (or a parallel enable) does not pass twice.
    if (!(await repo.enableWithStep(tx, row.id, step))) throw badRequest({ code: 'invalidTwoFactorCode' });
    await sessionsChanged(tx, { userId: row.id });
    await repo.replaceRecoveryCodes(tx, row.id, hashes);
    await releaseAttempt(tx, attempt);
    await audit({
      action: 'twoFactor.enable',
      entityType: 'user',
      entityId: row.id,
      changes: { twoFactorEnabled: { before: false, after: true } },
    });
  });
  return { recoveryCodes: codes };
}

/**
 * Turns two-factor off (or drops an unconfirmed setup) after the password: the secret, the
 * recovery codes and open sign-in challenges go. Refused while the caller's role requires it.
 */
export async function disable(ctx: ServiceContext, input: PasswordInput) {
  const row = await currentAccount(ctx.db, ctx.actor.id);
  if (!row.twoFactorEnabled && !row.twoFactorSecret) throw conflict('twoFactorNotEnabled');
  if (row.twoFactorEnabled && (await isRequiredFor(ctx.db, row.type))) throw conflict('twoFactorRequiredByRole');
  const attempt = await checkPassword(ctx, row, input.password);
  await inTransaction(ctx, async ({ tx, audit }) => {
    await repo.clearTwoFactor(tx, row.id);
    await sessionsChanged(tx, { userId: row.id });
    await releaseAttempt(tx, attempt);
    if (row.twoFactorEnabled) await notifySecurity(tx, row.id, 'twoFactorDisabled', ctx.actor.id);
    await audit({
      action: row.twoFactorEnabled ? 'twoFactor.disable' : 'twoFactor.setupCancel',
      entityType: 'user',
      entityId: row.id,
      changes: row.twoFactorEnabled ? { twoFactorEnabled: { before: true, after: false } } : null,
    });
  });
  return { ok: true as const };
}

/** Replaces the recovery codes after the password; the new ten are answered this once. */
export async function renewRecoveryCodes(ctx: ServiceContext, input: PasswordInput) {
  const row = await currentAccount(ctx.db, ctx.actor.id);
  if (!row.twoFactorEnabled) throw conflict('twoFactorNotEnabled');
  const attempt = await checkPassword(ctx, row, input.password);
  const { codes, hashes } = await makeRecoveryCodes();
  await inTransaction(ctx, async ({ tx, audit }) => {
    await repo.replaceRecoveryCodes(tx, row.id, hashes);
    await releaseAttempt(tx, attempt);
    await audit({ action: 'twoFactor.recoveryCodesRenew', entityType: 'user', entityId: row.id });
  });
  return { recoveryCodes: codes };
}

/** The roles that must use two-factor (the master's). */
export async function getPolicy(ctx: ServiceContext): Promise<TwoFactorPolicy> {
  if (!twoFactorPolicy.setRequirement(ctx.actor)) throw forbidden();
  return { requiredFor: await repo.readRolesRequiringTwoFactor(ctx.db) };
}

/** Sets which roles must use two-factor; takes effect on this process at once, on others within 10 seconds. */
export async function setPolicy(ctx: ServiceContext, input: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  if (!twoFactorPolicy.setRequirement(ctx.actor)) throw forbidden();
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.readRolesRequiringTwoFactor(tx);
    await repo.saveRolesRequiringTwoFactor(tx, input.requiredFor);
    await audit({
      action: 'twoFactor.policy',
      entityType: 'roleSettings',
      changes: { requiredFor: { before, after: input.requiredFor } },
    });
  });
  rememberRolesRequiringTwoFactor(ctx.db, input.requiredFor);
  return { requiredFor: input.requiredFor };
}

/* For the sign-in (auth module): the second factor of a password that was right. */

/** Whether `code` is this account's current code, accepted once (atomically: a parallel request with the same code fails). */
export async function acceptSignInCode(db: DbOrTx, keyring: Keyring, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorEnabled) return false;
  const secret = openSecret(keyring, user);
  const step = secret ? matchingStep(secret, code) : null;
  if (step === null || !(await repo.consumeStep(db, user.id, step))) return false;
  await sessionsChanged(db, { userId: user.id });
  return true;
}

/** Uses one of the account's unused recovery codes, once: whether `code` was one. */
export async function useRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  for (const row of await repo.unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(row.codeHash, normalized)) return repo.markRecoveryCodeUsed(db, row.id);
  }
  return false;
}

/** How many unused recovery codes an account has (for the audit row of a recovery sign-in). */
export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  return repo.countUnusedRecoveryCodes(db, userId);
}
