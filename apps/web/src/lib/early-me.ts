import type { User } from '@workspace/shared/users/users.schemas';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import { api } from './api-client';

let early: { token: string; answer: Promise<User> } | undefined;

/**
 * Starts GET /api/me for a stored sign-in as the page's first request, before the app's code (the
 * router, the screen) is even requested: the route guard's `fetchMe` then takes this request
 * rather than sending its own. Its failure is the guard's to handle.
 */
export function startEarlyMe(storage: Pick<Storage, 'getItem'> = localStorage): void {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return;
  const answer = api<User>('GET', '/api/me');
  answer.catch(() => undefined);
  early = { token, answer };
}

/** The early request, once, if it was made with this token (a new sign-in never reads the last one's). */
export function takeEarlyMe(token: string): Promise<User> | undefined {
  if (early?.token !== token) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}
