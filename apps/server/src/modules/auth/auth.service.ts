import type { z } from 'zod';
import type {
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  registerRequestSchema,
} from '@workspace/shared/auth/auth.schemas';
import type { LoginFailureReason } from '@workspace/shared/insight/login-records.constants';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { Keyring } from '../../lib/secret-box';
import { recordActivity } from '../../lib/audit';
import { AppError, conflict, unauthenticated } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/context';
import { locateIp } from '../../lib/geo';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import { getDummyHash, hashPassword, refuseCommonPassword, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  findAccount,
  findAccountByEmail,
  insertCustomerAccount,
  isEmailTaken,
  updateAccount,
} from '../users/users.service';
import { toOwnUser, toUser } from '../users/users.mapper';
import {
  acceptSignInCode,
  isSetupRequired,
  recoveryCodesLeft,
  useRecoveryCode,
} from '../two-factor/two-factor.service';
import { LIMITS, releaseAttempt, reserveAttempt, type Reservation } from '../../lib/rate-limit';
import { hasSignedInFrom, insertLoginRecord, isNewSignInCountry } from './login-records.repository';
import { notifySecurity } from '../notifications/notifications.service';
import type { LiveBus } from '../../lib/live-events';
import {
  claimChallenge,
  findOpenChallenge,
  insertLoginChallenge,
  pruneChallenges,
} from './login-challenges.repository';
import { sessionsChanged } from './session-sync';
import { createSession, revokeSession } from './sessions.repository';

type LoginInput = z.output<typeof loginRequestSchema>;
type LoginTwoFactorInput = z.output<typeof loginTwoFactorRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;
export type Client = { ip: string; userAgent: string | null };
/** What a sign-in needs besides the request: the database, the keys that open two-factor secrets, the session lifetime. */
export type SignIn = { db: Db; keyring: Keyring; tokenTtlDays: number; live?: LiveBus };

/** How long the second step of a sign-in with two-factor may take. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The sign-in limits: failed attempts per account and per IP in a sliding window (docs/decisions/003).
 * The account's limit is shared by every IP that never signed in to it, so a guesser spread over
 * many IPs still gets 5 tries; an IP the account has signed in from before counts apart, so a
 * stranger's guesses never lock the owner out of where they usually sign in.
 */
export const loginLimits = (email: string, ip: string, knownIp: boolean) => [
  {
    scope: 'login:account',
    key: knownIp ? `${email} ${ip}` : email,
    max: LIMITS.loginPerAccount,
    windowMinutes: LIMITS.windowMinutes,
  },
  { scope: 'credentials:ip', key: ip, max: LIMITS.credentialsPerIp, windowMinutes: LIMITS.windowMinutes },
];

async function writeAttempt(
  db: Db,
  client: Client,
  attempt: { email: string; userId: number | null; status: 'success' | 'failed'; reason: string | null },
) {
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

type Fail = (reason: LoginFailureReason, error: AppError) => Promise<AppError>;

/** A failed attempt's login record, written before its error is thrown. */
const failureRecorder =
  (db: Db, client: Client, email: string, userId: number | null): Fail =>
  async (reason, error) => {
    await writeAttempt(db, client, { email, userId, status: 'failed', reason });
    return error;
  };

/** Counts this attempt before anything is checked, so parallel guesses cannot all pass the limit. */
async function reserveSignIn(
  db: Db,
  email: string,
  userId: number | null,
  client: Client,
  fail: Fail,
): Promise<Reservation> {
  const knownIp = userId !== null && (await hasSignedInFrom(db, userId, client.ip));
  try {
    return await reserveAttempt(db, loginLimits(email, client.ip, knownIp));
  } catch (error) {
    if (error instanceof AppError && error.code === 'rateLimited') throw await fail('rateLimited', error);
    throw error;
  }
}

/**
 * Opens a session for a user whose credentials were checked: the token, the last sign-in, the
 * success login record and the audit row commit together, and the attempt stops counting.
 * `alsoInTransaction` adds work that must commit with them (claiming a two-factor challenge).
 */
async function openSession(
  signIn: SignIn,
  user: UserRow,
  email: string,
  client: Client,
  attempt: Reservation,
  alsoInTransaction?: (context: TransactionContext) => Promise<void>,
) {
  const { db } = signIn;
  const token = generateToken();
  const place = await locateIp(client.ip);
  const expiresAt = new Date(Date.now() + signIn.tokenTtlDays * 24 * 60 * 60 * 1000);
  const row = await inTransaction({ db, actor: user, ip: client.ip, live: signIn.live }, async (context) => {
    const { tx, audit } = context;
    if (alsoInTransaction) await alsoInTransaction(context);
    // A sign-in from a country this person never signed in from: they hear of it (security).
    if (await isNewSignInCountry(tx, user.id, place.country))
      await notifySecurity(tx, user.id, 'newCountrySignIn', user.id, { country: place.country! });
    const tokenId = await createSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const updated = await updateAccount(tx, user.id, { lastLoginAt: new Date() });
    await insertLoginRecord(tx, {
      email,
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
  return { user: toOwnUser(row, await isSetupRequired(db, row)), token };
}

/**
 * Checks the credentials and opens a session. Every attempt, failed or not, leaves a login
 * record; a successful one also leaves an activity row, in the same transaction as the token.
 * An account with two-factor needs its code too: given with the password it completes the
 * sign-in in one step; without it the answer is a challenge to complete at /api/login/two-factor.
 */
export async function login(signIn: SignIn, input: LoginInput, client: Client) {
  const { db } = signIn;
  const user = await findAccountByEmail(db, input.email);
  const fail = failureRecorder(db, client, input.email, user?.id ?? null);
  const attempt = await reserveSignIn(db, input.email, user?.id ?? null, client, fail);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  // The answer is the same either way (no telling which emails have accounts); the record, for the master, tells them apart.
  if (!user) throw await fail('unknownEmail', unauthenticated('invalidCredentials'));
  if (!isValid) throw await fail('wrongPassword', unauthenticated('invalidCredentials'));
  if (!user.isActive) throw await fail('inactive', new AppError(403, 'forbidden', 'accountInactive'));
  if (!user.twoFactorEnabled) return openSession(signIn, user, input.email, client, attempt);

  if (input.code === undefined) {
    // The password was right: it stops counting; each code tried in the second step counts anew.
    const challenge = generateToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await db.transaction(async (tx) => {
      await pruneChallenges(tx, user.id);
      await insertLoginChallenge(tx, { userId: user.id, tokenHash: hashToken(challenge), expiresAt, ip: client.ip });
      await releaseAttempt(tx, attempt);
    });
    return { twoFactorRequired: true as const, challenge, expiresAt: expiresAt.toISOString() };
  }
  if (!(await acceptSignInCode(db, signIn.keyring, user, input.code))) {
    throw await fail('invalidTwoFactorCode', unauthenticated('invalidTwoFactorCode'));
  }
  return openSession(signIn, user, input.email, client, attempt);
}

/**
 * The second step of a sign-in with two-factor: the challenge from the first step and a code
 * from the app or one recovery code. Wrong codes count against the sign-in limits and leave
 * failed login records, as wrong passwords do; the challenge works once and for 5 minutes.
 */
export async function completeTwoFactorLogin(signIn: SignIn, input: LoginTwoFactorInput, client: Client) {
  const { db } = signIn;
  const challenge = await findOpenChallenge(db, hashToken(input.challenge));
  const user = challenge ? await findAccount(db, challenge.userId) : undefined;
  if (!challenge || !user) throw unauthenticated('twoFactorChallengeInvalid');
  const fail = failureRecorder(db, client, user.email, user.id);
  const attempt = await reserveSignIn(db, user.email, user.id, client, fail);
  if (!user.isActive) throw await fail('inactive', new AppError(403, 'forbidden', 'accountInactive'));
  if (!user.twoFactorEnabled) throw await fail('twoFactorOff', unauthenticated('twoFactorChallengeInvalid'));

  const byRecoveryCode = input.recoveryCode !== undefined;
  if (input.recoveryCode !== undefined) {
    if (!(await useRecoveryCode(db, user.id, input.recoveryCode)))
      throw await fail('invalidRecoveryCode', unauthenticated('invalidRecoveryCode'));
  } else if (!(await acceptSignInCode(db, signIn.keyring, user, input.code!))) {
    throw await fail('invalidTwoFactorCode', unauthenticated('invalidTwoFactorCode'));
  }
  return openSession(signIn, user, user.email, client, attempt, async ({ tx, audit }) => {
    // Of two parallel completions of one challenge, one opens a session.
    if (!(await claimChallenge(tx, challenge.id))) throw unauthenticated('twoFactorChallengeInvalid');
    if (byRecoveryCode) {
      const left = await recoveryCodesLeft(tx, user.id);
      await audit({
        action: 'twoFactor.recoveryCodeUse',
        entityType: 'user',
        entityId: user.id,
        changes: { recoveryCodesLeft: { after: left } },
      });
    }
  });
}

/** Self-registration: always an active external customer (type `user`). */
export async function register(db: Db, input: RegisterInput, client: Client) {
  refuseCommonPassword(input.password);
  await reserveAttempt(db, [
    { scope: 'register:ip', key: client.ip, max: LIMITS.registerPerIp, windowMinutes: LIMITS.registerWindowMinutes },
  ]);
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
    await sessionsChanged(tx, { tokenId: auth.tokenId });
    await audit({ action: 'auth.logout', entityType: 'session', entityId: auth.tokenId });
  });
  return { ok: true as const };
}
