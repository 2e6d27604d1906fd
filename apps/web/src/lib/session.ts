import { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { User } from '@workspace/shared/users/users.schemas';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import { api } from './api-client';
import { clearSession } from './storage';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** GET /api/me, cached under a key of user and token, so a new sign-in never reads the last one. */
export function fetchMe(token: string, storedUser: string | null): Promise<User> {
  return queryClient.fetchQuery({ queryKey: ['me', storedUser, token], queryFn: () => api<User>('GET', '/api/me'), staleTime: 60_000 });
}

/**
 * Starts GET /api/me for a stored sign-in before anything else asks for it; the route guard's
 * `fetchMe` then finds the same request in flight. Its failure is the guard's to handle.
 */
export function prefetchMe(storage: Pick<Storage, 'getItem'> = localStorage): void {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (token) fetchMe(token, storage.getItem(STORAGE_KEYS.user)).catch(() => undefined);
}

/**
 * Keeps a changed current user (after turning two-factor on, the setup flag is gone) and drops
 * the cached /api/me answers, so the route guard reads the change at once.
 */
export function replaceStoredUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  queryClient.removeQueries({ queryKey: ['me'] });
  userListeners.forEach((listener) => listener());
}

const userListeners = new Set<() => void>();

/** The stored user, and a new render whenever `replaceStoredUser` changes it (the header shows a new name at once). */
export function useStoredUser(): User | null {
  const raw = useSyncExternalStore(
    (listener) => {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },
    () => localStorage.getItem(STORAGE_KEYS.user),
  );
  return useMemo(() => {
    try {
      return JSON.parse(raw ?? 'null') as User | null;
    } catch {
      return null;
    }
  }, [raw]);
}

export function storedUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/** Logout: the call may fail; the session is cleared and the browser goes to /login anyway. */
export async function logout(): Promise<void> {
  try {
    await api('GET', '/api/logout');
  } catch (error) {
    console.error('logout failed', error);
  }
  clearSession(localStorage);
  queryClient.clear();
  window.location.assign('/login');
}
