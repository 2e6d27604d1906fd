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
/** Staff who plan work: full rights on projects and tasks. */
const PLANNERS = ['master', 'manager'] as const;

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

  // Work (issue 3). Employees reach only their own tasks and the projects holding them: the
  // services answer 404 for anything else, so another person's record never shows it exists.
  'GET /api/companies/lookup': PLANNERS,
  'GET /api/projects': PLANNERS,
  'GET /api/projects/summary': PLANNERS,
  'GET /api/projects/export': PLANNERS,
  'GET /api/projects/lookup': INTERNAL,
  'GET /api/projects/:id': INTERNAL,
  'POST /api/projects': PLANNERS,
  'PUT /api/projects/:id': PLANNERS,
  'DELETE /api/projects/:id': PLANNERS,
  'GET /api/tasks': INTERNAL,
  'GET /api/tasks/summary': INTERNAL,
  'GET /api/tasks/export': INTERNAL,
  'GET /api/tasks/:id': INTERNAL,
  'POST /api/tasks': PLANNERS,
  'PUT /api/tasks/:id': PLANNERS,
  'PATCH /api/tasks/:id/status': INTERNAL,
  'PATCH /api/tasks/:id/priority': PLANNERS,
  'DELETE /api/tasks/:id': PLANNERS,
  'GET /api/tasks/:id/timeline': INTERNAL,
  'POST /api/tasks/:id/comments': INTERNAL,
  'GET /api/tasks/:id/attachments/:attachmentId': INTERNAL,

  // Companies and accounting (issue 4): the master's alone; managers read companies for selectors.
  'GET /api/companies': MASTER,
  'GET /api/companies/export': MASTER,
  'GET /api/companies/:id': MASTER,
  'POST /api/companies': MASTER,
  'PUT /api/companies/:id': MASTER,
  'DELETE /api/companies/:id': MASTER,
  'GET /api/expense-categories': MASTER,
  'GET /api/expense-categories/export': MASTER,
  'GET /api/expense-categories/lookup': MASTER,
  'POST /api/expense-categories': MASTER,
  'PUT /api/expense-categories/:id': MASTER,
  'DELETE /api/expense-categories/:id': MASTER,
  'GET /api/transactions': MASTER,
  'GET /api/transactions/summary': MASTER,
  'GET /api/transactions/export': MASTER,
  'GET /api/transactions/:id': MASTER,
  'POST /api/transactions': MASTER,
  'PUT /api/transactions/:id': MASTER,
  'DELETE /api/transactions/:id': MASTER,
  'GET /api/wallet': MASTER,
  'GET /api/wallet/export': MASTER,
};

export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Whether a signed-in user of `type` may call the route `key` ("GET /api/transactions"). */
export function mayCall(key: string, type: UserType): boolean {
  const access = routeAccess[key];
  if (access === undefined) throw new Error(`no route-access entry for ${key}`);
  return access === 'public' || access === 'authenticated' || access.includes(type);
}
