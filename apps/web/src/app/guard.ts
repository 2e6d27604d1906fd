import { isUserType, type UserType } from '@workspace/shared/auth/roles';
import type { User } from '@workspace/shared/users/users.schemas';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import type { KeyValueStorage } from '../lib/storage';

export type GuardInput = {
  isLogin: boolean;
  roles?: readonly UserType[];
  storage: KeyValueStorage;
  /** The address being opened: someone who must still turn two-factor on may open only the profile. */
  pathname?: string;
  /** GET /api/me: the server's word on who this is (their type, the setup they owe), over any stored copy. */
  fetchMe: (token: string) => Promise<User | null | undefined>;
};

export type GuardOutcome =
  { kind: 'allow'; user: User | null } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/** Where someone whose role requires two-factor, and who has not turned it on, is kept: the profile, with the setup open. */
export const TWO_FACTOR_SETUP_PATH = '/profile?twoFactor=setup';
const PROFILE_PATH = '/profile';

/**
 * The route guard: its steps, in order, before every navigation (session, current user, the
 * two-factor setup a role may require, role).
 */
export async function runGuard({ isLogin, roles, storage, pathname, fetchMe }: GuardInput): Promise<GuardOutcome> {
  const token = storage.getItem(STORAGE_KEYS.token);
  const storedUser = storage.getItem(STORAGE_KEYS.user);
  const clearAll = () => {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.user);
  };

  // 1. No token and no user: everything but login goes to login.
  if (!token && !storedUser) return isLogin ? { kind: 'allow', user: null } : { kind: 'redirect', to: '/login' };

  // 2. With a token, fetch the current user; failure or nothing clears the session.
  let user: User | null = null;
  if (token) {
    try {
      user = (await fetchMe(token)) ?? null;
    } catch {
      user = null;
    }
    if (!user) {
      clearAll();
      return { kind: 'redirect', to: '/login' };
    }
    // A valid token with no stored record (e.g. after step 5 cleared it): hold the fetched user.
    if (storedUser === null) storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }

  // 3. Not logged in (no user record held): login.
  if (!user) return isLogin ? { kind: 'allow', user: null } : { kind: 'redirect', to: '/login' };

  // 4. A logged-in user visiting login goes to the ticket list (or to the setup they still owe).
  if (isLogin) return { kind: 'redirect', to: user.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PATH : '/ticket' };

  // 5. The stored user's type must parse; otherwise clear the stored user and go to login.
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '') as { type?: unknown };
    if (!isUserType(parsed?.type)) throw new Error('bad type');
  } catch {
    storage.removeItem(STORAGE_KEYS.user);
    return { kind: 'redirect', to: '/login' };
  }
  // From here on the server's answer counts, not the stored copy (which anyone can edit): it
  // replaces a stored user that differs, so the menu and the screens, which read the stored user,
  // show what the server says this person is (their type, the setup they owe).
  const answered = JSON.stringify(user);
  if (storage.getItem(STORAGE_KEYS.user) !== answered) storage.setItem(STORAGE_KEYS.user, answered);

  // 5b. Their role requires two-factor and it is not on (the current user says so): only the
  // profile opens, with the setup; the server refuses everything else meanwhile.
  if (user.twoFactorSetupRequired && pathname !== PROFILE_PATH) return { kind: 'redirect', to: TWO_FACTOR_SETUP_PATH };

  // 6. A route that lists roles shows not-found to anyone else (by the type the server answered).
  if (roles && !roles.includes(user.type)) return { kind: 'notFound' };
  return { kind: 'allow', user };
}
