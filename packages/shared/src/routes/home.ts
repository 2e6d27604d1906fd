import type { UserType } from '../auth/roles';

/**
 * Where `/admin` and a successful login lead: each role's home (a screen of screen-routes.ts, which
 * its test checks). A file of its own: the login page needs this, not the whole route table.
 */
export const HOME_BY_ROLE: Record<UserType, string> = {
  master: '/dashboard',
  manager: '/mytask',
  employee: '/mytask',
  user: '/ticket',
};
