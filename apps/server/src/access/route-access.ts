import type { UserType } from '@workspace/shared/auth/roles';
import { ROLES } from '@workspace/shared/auth/policies';

/*
 * Who may call each API route: the one place, written with the role sets of the shared
 * permission model (packages/shared/src/auth/policies.ts). The server refuses to start when a
 * route has no entry here (see plugins/auth.ts). Record-level rules (an employee's own tasks, the
 * projects holding them) are the services' work, through the same policies.
 *   'public'         anyone, signed in or not
 *   'authenticated'  any signed-in, active user
 *   UserType[]       signed-in users of these types; others get 403
 */
export type Access = 'public' | 'authenticated' | readonly UserType[];

export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /sanctum/csrf-cookie': 'public',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  // The second step of a sign-in with two-factor: the challenge from the first step is the credential.
  'POST /api/login/two-factor': 'public',
  'GET /api/logout': 'authenticated',
  'GET /api/me': 'authenticated',

  'GET /api/users': ROLES.master,
  'GET /api/users/export': ROLES.master,
  'GET /api/users/summary': ROLES.master,
  'GET /api/users/lookup': ROLES.staff,
  'GET /api/users/:id': ROLES.master,
  'POST /api/users': ROLES.master,
  'PUT /api/users/:id': ROLES.master,
  'PATCH /api/users/:id/active': ROLES.master,
  'POST /api/users/bulk': ROLES.master,

  'GET /api/profile': ROLES.everyone,
  'PUT /api/profile': ROLES.everyone,
  'PUT /api/profile/password': ROLES.everyone,
  'PUT /api/profile/language': ROLES.everyone,

  // Two-factor: everyone their own; which roles must use it is the master's rule.
  'GET /api/two-factor': ROLES.everyone,
  'POST /api/two-factor/setup': ROLES.everyone,
  'POST /api/two-factor/enable': ROLES.everyone,
  'POST /api/two-factor/disable': ROLES.everyone,
  'POST /api/two-factor/recovery-codes': ROLES.everyone,
  'GET /api/two-factor/policy': ROLES.master,
  'PUT /api/two-factor/policy': ROLES.master,

  // Work. Employees reach only their own tasks and the projects holding them: the services answer
  // 404 for anything else, so another person's record never shows it exists.
  'GET /api/companies/lookup': ROLES.planners,
  'GET /api/projects': ROLES.planners,
  'GET /api/projects/summary': ROLES.planners,
  'GET /api/projects/export': ROLES.planners,
  'GET /api/projects/lookup': ROLES.staff,
  'GET /api/projects/:id': ROLES.staff,
  'POST /api/projects': ROLES.planners,
  'PUT /api/projects/:id': ROLES.planners,
  'DELETE /api/projects/:id': ROLES.planners,
  'GET /api/tasks': ROLES.staff,
  'GET /api/tasks/summary': ROLES.staff,
  'GET /api/tasks/export': ROLES.staff,
  'GET /api/tasks/:id': ROLES.staff,
  'POST /api/tasks': ROLES.planners,
  'PUT /api/tasks/:id': ROLES.planners,
  'PATCH /api/tasks/:id/status': ROLES.staff,
  'PATCH /api/tasks/:id/priority': ROLES.planners,
  'DELETE /api/tasks/:id': ROLES.planners,
  'POST /api/tasks/bulk': ROLES.staff,
  'GET /api/tasks/:id/timeline': ROLES.staff,
  'POST /api/tasks/:id/comments': ROLES.staff,
  'GET /api/tasks/:id/attachments/:attachmentId': ROLES.staff,
  'GET /api/tasks/:id/attachments/:attachmentId/preview': ROLES.staff,
  'GET /api/tasks/:id/mention-candidates': ROLES.staff,

  // Companies and accounting: the master's alone; managers read companies for selectors.
  'GET /api/companies': ROLES.master,
  'GET /api/companies/summary': ROLES.master,
  'GET /api/companies/export': ROLES.master,
  'GET /api/companies/:id': ROLES.master,
  'POST /api/companies': ROLES.master,
  'PUT /api/companies/:id': ROLES.master,
  'DELETE /api/companies/:id': ROLES.master,
  'GET /api/expense-categories': ROLES.master,
  'GET /api/expense-categories/summary': ROLES.master,
  'GET /api/expense-categories/export': ROLES.master,
  'GET /api/expense-categories/lookup': ROLES.master,
  'POST /api/expense-categories': ROLES.master,
  'PUT /api/expense-categories/:id': ROLES.master,
  'DELETE /api/expense-categories/:id': ROLES.master,
  'GET /api/transactions': ROLES.master,
  'GET /api/transactions/summary': ROLES.master,
  'GET /api/transactions/export': ROLES.master,
  'GET /api/transactions/:id': ROLES.master,
  'POST /api/transactions': ROLES.master,
  'PUT /api/transactions/:id': ROLES.master,
  'DELETE /api/transactions/:id': ROLES.master,
  'GET /api/wallet': ROLES.master,
  'GET /api/wallet/export': ROLES.master,

  // Support desk. Everyone reaches the ticket routes; which tickets they see (customers their own,
  // employees those assigned to them) and which statuses they may set are the service's work, and
  // a ticket out of reach answers 404. Triage and assignment are the planners'.
  'GET /api/tickets': ROLES.everyone,
  'GET /api/tickets/summary': ROLES.everyone,
  'GET /api/tickets/export': ROLES.everyone,
  'GET /api/events': ROLES.everyone,
  'GET /api/tickets/project-options': ROLES.everyone,
  'GET /api/tickets/:id': ROLES.everyone,
  'POST /api/tickets': ROLES.ticketRaisers,
  'PATCH /api/tickets/:id/status': ROLES.everyone,
  'PATCH /api/tickets/:id/priority': ROLES.planners,
  'PATCH /api/tickets/:id/assignee': ROLES.planners,
  'PATCH /api/tickets/:id/deadline': ROLES.planners,
  'PATCH /api/tickets/:id/category': ROLES.planners,
  'POST /api/tickets/:id/task': ROLES.planners,
  'DELETE /api/tickets/:id': ROLES.master,
  'POST /api/tickets/bulk': ROLES.staff,
  'GET /api/tickets/:id/timeline': ROLES.everyone,
  'POST /api/tickets/:id/comments': ROLES.everyone,
  'GET /api/tickets/:id/attachments/:attachmentId': ROLES.everyone,
  'GET /api/tickets/:id/attachments/:attachmentId/preview': ROLES.everyone,
  // @mentions: whom the caller may mention (a customer: their ticket's assignee alone; the service says).
  'GET /api/tickets/:id/mention-candidates': ROLES.everyone,
  // Following a ticket: staff who may read it (the service checks the ticket).
  'PUT /api/tickets/:id/follow': ROLES.staff,
  'DELETE /api/tickets/:id/follow': ROLES.staff,
  'GET /api/ticket-categories': ROLES.master,
  'GET /api/ticket-categories/summary': ROLES.master,
  'GET /api/ticket-categories/export': ROLES.master,
  'GET /api/ticket-categories/lookup': ROLES.everyone,
  'POST /api/ticket-categories': ROLES.master,
  'PUT /api/ticket-categories/:id': ROLES.master,
  'DELETE /api/ticket-categories/:id': ROLES.master,
  // Saved views and column choice: everyone their own; the service checks owner and sharing.
  'GET /api/saved-views': ROLES.everyone,
  'POST /api/saved-views': ROLES.everyone,
  'PUT /api/saved-views/:id': ROLES.everyone,
  'DELETE /api/saved-views/:id': ROLES.everyone,
  'GET /api/list-columns': ROLES.everyone,
  'PUT /api/list-columns': ROLES.everyone,

  'GET /api/canned-replies': ROLES.staff,
  'POST /api/canned-replies': ROLES.planners,
  'PUT /api/canned-replies/:id': ROLES.planners,
  'DELETE /api/canned-replies/:id': ROLES.planners,

  // Insight: reports, the dashboard, login records and the audit trail are the master's alone.
  'GET /api/dashboard': ROLES.master,
  'GET /api/reports/users/:id': ROLES.master,
  'GET /api/reports/users/:id/export': ROLES.master,
  'GET /api/reports/projects': ROLES.master,
  'GET /api/reports/projects/summary': ROLES.master,
  'GET /api/reports/projects/export': ROLES.master,
  'GET /api/login-records': ROLES.master,
  'GET /api/login-records/summary': ROLES.master,
  'GET /api/login-records/export': ROLES.master,
  'GET /api/login-records/countries': ROLES.master,
  'GET /api/activities': ROLES.master,
  'GET /api/activities/export': ROLES.master,
  'GET /api/activities/facets': ROLES.master,
  // The delivery log of outgoing mail (docs/decisions/038).
  'GET /api/outgoing-mail': ROLES.master,
  'GET /api/outgoing-mail/:id': ROLES.master,
  // The support mailboxes whose mail becomes tickets (docs/decisions/039).
  'GET /api/mailboxes': ROLES.master,
  'POST /api/mailboxes': ROLES.master,
  'PUT /api/mailboxes/:id': ROLES.master,
  'DELETE /api/mailboxes/:id': ROLES.master,
  'POST /api/mailboxes/test': ROLES.master,

  // Shared data (customer credentials): managers and employees, their own records and those shared
  // with them; the service answers 404 for any other record, and 403 when a viewer tries to change one.
  'GET /api/shared-data': ROLES.sharedData,
  'GET /api/shared-data/summary': ROLES.sharedData,
  'GET /api/shared-data/export': ROLES.sharedData,
  'GET /api/shared-data/:id': ROLES.sharedData,
  'POST /api/shared-data': ROLES.sharedData,
  'PUT /api/shared-data/:id': ROLES.sharedData,
  'DELETE /api/shared-data/:id': ROLES.sharedData,
  'POST /api/shared-data/:id/reveal': ROLES.sharedData,

  // Personal notes: everyone their own; another person's note answers 404 (the service's work).
  'GET /api/notes': ROLES.everyone,
  'GET /api/notes/summary': ROLES.everyone,
  'GET /api/notes/export': ROLES.everyone,
  'GET /api/notes/:id': ROLES.everyone,
  'POST /api/notes': ROLES.everyone,
  'POST /api/notes/preview': ROLES.everyone,
  'PUT /api/notes/:id': ROLES.everyone,
  'PATCH /api/notes/:id/pin': ROLES.everyone,
  'DELETE /api/notes/:id': ROLES.everyone,

  // The command palette's search: everyone; each kind through its own policy (the service's work).
  'GET /api/search': ROLES.everyone,
  // Notifications: everyone their own; another person's answers 404 (the service's work).
  'GET /api/notifications': ROLES.everyone,
  'GET /api/notifications/unread-count': ROLES.everyone,
  'PATCH /api/notifications/:id/read': ROLES.everyone,
  'POST /api/notifications/read-all': ROLES.everyone,
  // Notification preferences: everyone their own (no id in the path).
  'GET /api/notification-preferences': ROLES.everyone,
  'PUT /api/notification-preferences': ROLES.everyone,
  // A mail's one-click unsubscribe: the signed link is the credential.
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
};

export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
