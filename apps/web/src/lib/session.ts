import { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@workspace/shared/auth/auth.schemas';
import type { User } from '@workspace/shared/users/users.schemas';
import { api } from './api-client';
import { setAppTimeZone } from './app-today';
import { clearSession } from './storage';
import { onStoredUserReplaced } from './stored-user';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * GET /api/me, cached under the token, so a new sign-in never reads the last one; a stored user
 * edited meanwhile changes nothing, as the guard puts this answer in its place. The answer's time
 * zone is kept for every "today" of the app; the user alone is answered, as the guard stores it
 * under `user`.
 */
export function fetchMe(token: string): Promise<User> {
  return queryClient.fetchQuery({
    queryKey: ['me', token],
    // Takes the request main.tsx started before any code of the app was loaded, if it was for this token.
    queryFn: async () => {
      const { timeZone, ...user } = await api<MeResponse>('GET', '/api/me');
      setAppTimeZone(timeZone);
      return user;
    },
    staleTime: 60_000,
  });
}

// A changed current user drops the cached /api/me answers, so the route guard reads the change at once.
onStoredUserReplaced(() => queryClient.removeQueries({ queryKey: ['me'] }));

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
