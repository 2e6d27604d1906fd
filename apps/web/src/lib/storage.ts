import { STORAGE_KEYS } from '@workspace/shared/common/limits';

/** The session as the browser keeps it: `token` and `user` in local storage. */
export const sessionStorageKeys = STORAGE_KEYS;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveSession(storage: KeyValueStorage, token: string, user: unknown) {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(storage: KeyValueStorage) {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.user);
}
