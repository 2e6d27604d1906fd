import { ALL_ROLES, type UserType } from '@workspace/shared/auth/roles';

/*
 * Who may call each API route: the one place, drawn from ARCHITECTURE section 5. The server
 * refuses to start when a route has no entry here (see plugins/auth.ts), and the authorization
 * matrix test calls every entry anonymously and as each role.
 *   'public'         anyone, signed in or not
 *   'authenticated'  any signed-in, active user
 *   UserType[]       signed-in users of these types; others get 403
 */
export type Access = 'public' | 'authenticated' | readonly UserType[];

const MASTER = ['master'] as const;
const INTERNAL = ['master', 'manager', 'employee'] as const;

export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /sanctum/csrf-cookie': 'public',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'GET /api/logout': 'authenticated',
  'GET /api/me': 'authenticated',

  'GET /api/users': MASTER,
  'GET /api/users/export': MASTER,
  'GET /api/users/lookup': INTERNAL,
  'GET /api/users/:id': MASTER,
  'POST /api/users': MASTER,
  'PUT /api/users/:id': MASTER,
  'PATCH /api/users/:id/active': MASTER,

  'GET /api/profile': ALL_ROLES,
  'PUT /api/profile': ALL_ROLES,
  'PUT /api/profile/password': ALL_ROLES,
};

export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
