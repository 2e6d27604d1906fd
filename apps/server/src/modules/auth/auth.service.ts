import type { z } from 'zod';
import type { loginRequestSchema, registerRequestSchema } from '@workspace/shared/auth/auth.schemas';
import type { Db } from '../../db/client';
import { recordActivity } from '../../lib/audit';
import { AppError, conflict, unauthenticated } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/context';
import { locateIp } from '../../lib/geo';
import { inTransaction } from '../../lib/transaction';
import { getDummyHash, hashPassword, refuseCommonPassword, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { findAccountByEmail, insertCustomerAccount, isEmailTaken, updateAccount } from '../users/users.service';
import { toUser } from '../users/users.mapper';
import { LIMITS, releaseAttempt, reserveAttempt, type Reservation } from '../../lib/rate-limit';
import { insertLoginRecord } from './login-records.repository';
import { createSession, revokeSession } from './sessions.repository';

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;
export type Client = { ip: string; userAgent: string | null };

/** The sign-in limits: failed attempts per account and per IP in a sliding window (docs/decisions/003). */
export const loginLimits = (email: string, ip: string) => [
  { scope: 'login:account', key: email, max: LIMITS.loginPerAccount, windowMinutes: LIMITS.windowMinutes },
  { scope: 'credentials:ip', key: ip, max: LIMITS.credentialsPerIp, windowMinutes: LIMITS.windowMinutes },
];

async function writeAttempt(db: Db, client: Client, attempt: { email: string; userId: number | null; status: 'success' | 'failed'; reason: string | null }) {
  const place = await locateIp(client.ip);
  await insertLoginRecord(db, {
    ...attempt,
    ip: client.ip,
    country: place.country,
    region: place.region,
    city: place.city,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
}

/**
 * Checks the credentials and opens a session. Every attempt, failed or not, leaves a login
 * record; a successful one also leaves an activity row, in the same transaction as the token.
 */
export async function login(db: Db, input: LoginInput, client: Client, tokenTtlDays: number) {
  const user = await findAccountByEmail(db, input.email);
  const fail = async (reason: string, error: AppError) => {
    await writeAttempt(db, client, { email: input.email, userId: user?.id ?? null, status: 'failed', reason });
    return error;
  };
  // Counted before the password is checked, so parallel guesses cannot all pass the limit.
  let attempt: Reservation;
  try {
    attempt = await reserveAttempt(db, loginLimits(input.email, client.ip));
  } catch (error) {
    if (error instanceof AppError && error.code === 'rateLimited') throw await fail('rateLimited', error);
    throw error;
  }
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !isValid) throw await fail('invalidCredentials', unauthenticated('invalidCredentials'));
  if (!user.isActive) throw await fail('inactive', new AppError(403, 'forbidden', 'accountInactive'));

  const token = generateToken();
  const place = await locateIp(client.ip);
  const expiresAt = new Date(Date.now() + tokenTtlDays * 24 * 60 * 60 * 1000);
  const row = await inTransaction({ db, actor: user, ip: client.ip }, async ({ tx, audit }) => {
    const tokenId = await createSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const updated = await updateAccount(tx, user.id, { lastLoginAt: new Date() });
    await insertLoginRecord(tx, {
      email: input.email,
      userId: user.id,
      status: 'success',
      reason: null,
      ip: client.ip,
      country: place.country,
      region: place.region,
      city: place.city,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    await audit({ action: 'auth.login', entityType: 'session', entityId: tokenId });
    // A successful sign-in does not count against the limits.
    await releaseAttempt(tx, attempt);
    return updated;
  });
  return { user: toUser(row), token };
}

/** Self-registration: always an active external customer (type `user`). */
export async function register(db: Db, input: RegisterInput, client: Client) {
  refuseCommonPassword(input.password);
  await reserveAttempt(db, [{ scope: 'register:ip', key: client.ip, max: LIMITS.registerPerIp, windowMinutes: LIMITS.registerWindowMinutes }]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await isEmailTaken(tx, input.email)) throw conflict('emailTaken', { email: 'emailTaken' });
      const { password: _password, ...fields } = input;
      const row = await insertCustomerAccount(tx, { ...fields, passwordHash });
      // The new account is its own actor; it exists only inside this transaction.
      await recordActivity(tx, {
        actorId: row.id,
        action: 'user.register',
        entityType: 'user',
        entityId: row.id,
        changes: { email: { after: row.email }, type: { after: 'user' } },
        ip: client.ip,
      });
      return { user: toUser(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailTaken', { email: 'emailTaken' });
    throw error;
  }
}

/** Revokes the presented token; the audit row shares its transaction. */
export async function logout(db: Db, auth: { userId: number; tokenId: number }, ip: string) {
  await inTransaction({ db, actor: { id: auth.userId }, ip }, async ({ tx, audit }) => {
    await revokeSession(tx, auth.tokenId);
    await audit({ action: 'auth.logout', entityType: 'session', entityId: auth.tokenId });
  });
  return { ok: true as const };
}
