import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { screenRoutes } from '@workspace/shared/routes/screen-routes';
import { routeAccess, type Access } from '../src/access/route-access';

/*
 * The screen routes (who may open a screen) and the API's route table (who may call a route) are
 * both written with the permission model's role sets; this holds them to each other. Written by
 * hand from what each screen reads to show itself: a role that may open a screen must be allowed
 * every one of these calls, or the screen would open on a 403.
 */
const CALLS: Record<string, readonly string[]> = {
  dashboard: ['GET /api/dashboard'],
  task: [
    'GET /api/tasks',
    'GET /api/tasks/summary',
    'GET /api/tasks/export',
    'GET /api/users/lookup',
    'GET /api/projects/lookup',
  ],
  internalUser: ['GET /api/users', 'GET /api/users/summary', 'GET /api/users/export', 'POST /api/users'],
  externalUser: ['GET /api/users', 'GET /api/users/summary', 'GET /api/users/export', 'POST /api/users'],
  myTask: ['GET /api/tasks', 'GET /api/tasks/summary', 'GET /api/tasks/export'],
  company: ['GET /api/companies', 'GET /api/companies/summary', 'GET /api/companies/export', 'POST /api/companies'],
  CompanyDetail: ['GET /api/companies/:id'],
  expense: [
    'GET /api/transactions',
    'GET /api/transactions/summary',
    'GET /api/expense-categories/lookup',
    'POST /api/transactions',
  ],
  income: ['GET /api/transactions', 'GET /api/transactions/summary', 'POST /api/transactions'],
  expenseCategory: [
    'GET /api/expense-categories',
    'GET /api/expense-categories/summary',
    'POST /api/expense-categories',
  ],
  project: [
    'GET /api/projects',
    'GET /api/projects/summary',
    'GET /api/projects/export',
    'GET /api/companies/lookup',
    'POST /api/projects',
  ],
  transaction: ['GET /api/transactions', 'GET /api/transactions/summary', 'GET /api/transactions/export'],
  wallet: ['GET /api/wallet', 'GET /api/wallet/export'],
  usersReport: ['GET /api/reports/users/:id', 'GET /api/users/lookup'],
  projectsReport: ['GET /api/reports/projects', 'GET /api/reports/projects/summary'],
  usersLogin: ['GET /api/login-records', 'GET /api/login-records/summary', 'GET /api/login-records/countries'],
  usersActivity: ['GET /api/activities', 'GET /api/activities/facets'],
  outgoingMail: ['GET /api/outgoing-mail', 'GET /api/outgoing-mail/:id'],
  mailboxes: [
    'GET /api/mailboxes',
    'POST /api/mailboxes',
    'PUT /api/mailboxes/:id',
    'DELETE /api/mailboxes/:id',
    'POST /api/mailboxes/test',
    'GET /api/ticket-categories/lookup',
  ],
  sharedData: [
    'GET /api/shared-data',
    'GET /api/shared-data/summary',
    'POST /api/shared-data',
    'POST /api/shared-data/:id/reveal',
    'GET /api/users/lookup',
  ],
  userNote: ['GET /api/notes', 'GET /api/notes/summary', 'POST /api/notes', 'POST /api/notes/preview'],
  ticket: ['GET /api/tickets', 'GET /api/tickets/summary', 'GET /api/events', 'GET /api/tickets/export'],
  openTicket: ['GET /api/tickets', 'GET /api/tickets/summary', 'GET /api/events'],
  createTicket: ['POST /api/tickets', 'GET /api/ticket-categories/lookup', 'GET /api/tickets/project-options'],
  supportWindowTask: ['GET /api/tasks/:id', 'GET /api/tasks/:id/timeline', 'POST /api/tasks/:id/comments'],
  supportWindowTicket: [
    'GET /api/tickets/:id',
    'GET /api/tickets/:id/timeline',
    'POST /api/tickets/:id/comments',
    'PATCH /api/tickets/:id/status',
  ],
  ticketCategory: ['GET /api/ticket-categories', 'GET /api/ticket-categories/summary', 'POST /api/ticket-categories'],
  profile: ['GET /api/profile', 'PUT /api/profile', 'PUT /api/profile/password', 'GET /api/two-factor'],
  notifications: [
    'GET /api/notifications',
    'GET /api/notifications/unread-count',
    'PATCH /api/notifications/:id/read',
    'POST /api/notifications/read-all',
    'GET /api/events',
    // ?view=settings
    'GET /api/notification-preferences',
    'PUT /api/notification-preferences',
  ],
};

const allows = (access: Access, role: UserType) =>
  access === 'public' || access === 'authenticated' || access.includes(role);

describe('screen routes and API routes', () => {
  it('lists the calls of every screen, and only screens that exist', () => {
    expect(Object.keys(CALLS).sort()).toEqual(screenRoutes.map((screen) => screen.name).sort());
  });

  for (const screen of screenRoutes) {
    it(`lets every role that opens ${screen.path} make the calls it needs`, () => {
      for (const call of CALLS[screen.name] ?? []) {
        const access = routeAccess[call];
        expect(access, `${call} is in the route table`).toBeDefined();
        const refused = screen.roles.filter((role) => !allows(access!, role));
        expect(refused, `${screen.path} opens for roles that ${call} refuses`).toEqual([]);
      }
    });
  }

  it('gives the new-ticket screen only to customers, while the API also lets the master raise a ticket', () => {
    expect(screenRoutes.find((screen) => screen.name === 'createTicket')?.roles).toEqual(['user']);
    expect(routeAccess['POST /api/tickets']).toEqual(['master', 'user']);
  });

  it('uses only the four user types', () => {
    for (const screen of screenRoutes) for (const role of screen.roles) expect(USER_TYPES).toContain(role);
  });
});
