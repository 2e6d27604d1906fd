import { useMemo, useSyncExternalStore } from 'react';
import type { User } from '@workspace/shared/users/users.schemas';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';

/*
 * The signed-in user as this browser keeps it (local storage). Apart from the session's query
 * cache (lib/session.ts), so the login page, which reads it, does not carry TanStack Query.
 */

/**
 * Keeps a changed current user (after turning two-factor on, the setup flag is gone) and tells
 * whoever listens: the session drops its cached /api/me answers, the header shows the new name.
 */
export function replaceStoredUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  replacedListeners.forEach((listener) => listener());
  userListeners.forEach((listener) => listener());
}

const replacedListeners = new Set<() => void>();

/** Runs `listener` after every `replaceStoredUser` (the session's cache of /api/me drops its answers). */
export function onStoredUserReplaced(listener: () => void): void {
  replacedListeners.add(listener);
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
