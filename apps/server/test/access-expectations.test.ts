import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { authPlugin } from '../src/plugins/auth';
import { createTestApp, type TestApp } from './helpers';

/*
 * Who may call what, written out by hand from the product's permission matrix, independent of
 * access/route-access.ts: loosening or tightening any entry there makes a row here fail.
 *
 * One row per route; five answers, in the order
 *     anonymous  master  manager  employee  user
 *   ok   the caller passes the access check (the answer may still be 400 or 404: the bodies and
 *        ids sent are harmless, the point is that nobody is refused for who they are)
 *   401  refused as not signed in
 *   403  refused as signed in with the wrong role
 * Record-level rules (own tasks, projects of one's tasks, money on projects, whom a lookup lists)
 * are tested object by object in record-access.test.ts; here an employee's "ok" means the route
 * itself is open to them.
 */
const EXPECTED: Record<string, string> = {
  'GET /api/health': 'ok ok ok ok ok',
  'GET /sanctum/csrf-cookie': 'ok ok ok ok ok',
  'POST /api/login': 'ok ok ok ok ok',
  'POST /api/register': 'ok ok ok ok ok',
  'POST /api/login/two-factor': 'ok ok ok ok ok',
  'GET /api/me': '401 ok ok ok ok',

  // Users: the master's alone; internal staff look users up for selectors.
  'GET /api/users': '401 ok 403 403 403',
  'GET /api/users/export': '401 ok 403 403 403',
  'GET /api/users/summary': '401 ok 403 403 403',
  'GET /api/users/lookup': '401 ok ok ok 403',
  'GET /api/users/:id': '401 ok 403 403 403',
  'POST /api/users': '401 ok 403 403 403',
  'PUT /api/users/:id': '401 ok 403 403 403',
  'PATCH /api/users/:id/active': '401 ok 403 403 403',
  'POST /api/users/bulk': '401 ok 403 403 403',

  // Profile and password: everyone signed in, their own.
  'GET /api/profile': '401 ok ok ok ok',
  'PUT /api/profile': '401 ok ok ok ok',
  'PUT /api/profile/password': '401 ok ok ok ok',
  'PUT /api/profile/language': '401 ok ok ok ok',

  // Projects: master and manager in full; employees read the projects of their tasks.
  'GET /api/companies/lookup': '401 ok ok 403 403',
  'GET /api/projects': '401 ok ok 403 403',
  'GET /api/projects/summary': '401 ok ok 403 403',
  'GET /api/projects/export': '401 ok ok 403 403',
  'GET /api/projects/lookup': '401 ok ok ok 403',
  'GET /api/projects/:id': '401 ok ok ok 403',
  'POST /api/projects': '401 ok ok 403 403',
  'PUT /api/projects/:id': '401 ok ok 403 403',
  'DELETE /api/projects/:id': '401 ok ok 403 403',

  // Tasks: master and manager in full; employees read their own and change their status.
  'GET /api/tasks': '401 ok ok ok 403',
  'GET /api/tasks/summary': '401 ok ok ok 403',
  'GET /api/tasks/export': '401 ok ok ok 403',
  'GET /api/tasks/:id': '401 ok ok ok 403',
  'POST /api/tasks': '401 ok ok 403 403',
  'PUT /api/tasks/:id': '401 ok ok 403 403',
  'PATCH /api/tasks/:id/status': '401 ok ok ok 403',
  'PATCH /api/tasks/:id/priority': '401 ok ok 403 403',
  'DELETE /api/tasks/:id': '401 ok ok 403 403',
  // Bulk changes: status for staff on the tasks they may change, the rest master and manager (checked in the service).
  'POST /api/tasks/bulk': '401 ok ok ok 403',
  // Task support window: all for master and manager, own tasks for employees.
  'GET /api/tasks/:id/timeline': '401 ok ok ok 403',
  'POST /api/tasks/:id/comments': '401 ok ok ok 403',
  'GET /api/tasks/:id/attachments/:attachmentId': '401 ok ok ok 403',
  'GET /api/tasks/:id/attachments/:attachmentId/preview': '401 ok ok ok 403',
  'GET /api/tasks/:id/mention-candidates': '401 ok ok ok 403',

  // Companies: the master in full (managers only through the lookup above).
  'GET /api/companies': '401 ok 403 403 403',
  'GET /api/companies/summary': '401 ok 403 403 403',
  'GET /api/companies/export': '401 ok 403 403 403',
  'GET /api/companies/:id': '401 ok 403 403 403',
  'POST /api/companies': '401 ok 403 403 403',
  'PUT /api/companies/:id': '401 ok 403 403 403',
  'DELETE /api/companies/:id': '401 ok 403 403 403',

  // Income, expense, categories, transactions, wallet: the master's alone.
  'GET /api/expense-categories': '401 ok 403 403 403',
  'GET /api/expense-categories/summary': '401 ok 403 403 403',
  'GET /api/expense-categories/export': '401 ok 403 403 403',
  'GET /api/expense-categories/lookup': '401 ok 403 403 403',
  'POST /api/expense-categories': '401 ok 403 403 403',
  'PUT /api/expense-categories/:id': '401 ok 403 403 403',
  'DELETE /api/expense-categories/:id': '401 ok 403 403 403',
  'GET /api/transactions': '401 ok 403 403 403',
  'GET /api/transactions/summary': '401 ok 403 403 403',
  'GET /api/transactions/export': '401 ok 403 403 403',
  'GET /api/transactions/:id': '401 ok 403 403 403',
  'POST /api/transactions': '401 ok 403 403 403',
  'PUT /api/transactions/:id': '401 ok 403 403 403',
  'DELETE /api/transactions/:id': '401 ok 403 403 403',
  'GET /api/wallet': '401 ok 403 403 403',
  'GET /api/wallet/export': '401 ok 403 403 403',

  // Tickets: everyone reaches them (which ones is record-level); customers and the master raise
  // them; master and manager triage and assign; the master deletes.
  'GET /api/tickets': '401 ok ok ok ok',
  'GET /api/tickets/summary': '401 ok ok ok ok',
  'GET /api/tickets/export': '401 ok ok ok ok',
  'GET /api/events': '401 ok ok ok ok',
  'GET /api/tickets/project-options': '401 ok ok ok ok',
  'GET /api/tickets/:id': '401 ok ok ok ok',
  'POST /api/tickets': '401 ok 403 403 ok',
  'PATCH /api/tickets/:id/status': '401 ok ok ok ok',
  'PATCH /api/tickets/:id/priority': '401 ok ok 403 403',
  'PATCH /api/tickets/:id/assignee': '401 ok ok 403 403',
  'PATCH /api/tickets/:id/deadline': '401 ok ok 403 403',
  'PATCH /api/tickets/:id/category': '401 ok ok 403 403',
  'POST /api/tickets/:id/task': '401 ok ok 403 403',
  'DELETE /api/tickets/:id': '401 ok 403 403 403',
  // Bulk changes: staff (status on the tickets they see; the rest master and manager, delete the master's).
  'POST /api/tickets/bulk': '401 ok ok ok 403',
  'GET /api/tickets/:id/timeline': '401 ok ok ok ok',
  'POST /api/tickets/:id/comments': '401 ok ok ok ok',
  'GET /api/tickets/:id/attachments/:attachmentId': '401 ok ok ok ok',
  'GET /api/tickets/:id/attachments/:attachmentId/preview': '401 ok ok ok ok',
  // @mentions: everyone who may answer on the ticket asks whom to mention (a customer gets its assignee alone).
  'GET /api/tickets/:id/mention-candidates': '401 ok ok ok ok',
  // Following a ticket: staff, never a customer.
  'PUT /api/tickets/:id/follow': '401 ok ok ok 403',
  'DELETE /api/tickets/:id/follow': '401 ok ok ok 403',

  // Ticket categories: the master keeps them; everyone reads them for the ticket form.
  'GET /api/ticket-categories': '401 ok 403 403 403',
  'GET /api/ticket-categories/summary': '401 ok 403 403 403',
  'GET /api/ticket-categories/export': '401 ok 403 403 403',
  'GET /api/ticket-categories/lookup': '401 ok ok ok ok',
  'POST /api/ticket-categories': '401 ok 403 403 403',
  'PUT /api/ticket-categories/:id': '401 ok 403 403 403',
  'DELETE /api/ticket-categories/:id': '401 ok 403 403 403',

  // Canned replies: staff read them; master and manager keep them.
  // Saved views and columns: everyone signed in, their own (record rules in saved-views.test.ts).
  'GET /api/saved-views': '401 ok ok ok ok',
  'POST /api/saved-views': '401 ok ok ok ok',
  'PUT /api/saved-views/:id': '401 ok ok ok ok',
  'DELETE /api/saved-views/:id': '401 ok ok ok ok',
  'GET /api/list-columns': '401 ok ok ok ok',
  'PUT /api/list-columns': '401 ok ok ok ok',
  'GET /api/canned-replies': '401 ok ok ok 403',
  'POST /api/canned-replies': '401 ok ok 403 403',
  'PUT /api/canned-replies/:id': '401 ok ok 403 403',
  'DELETE /api/canned-replies/:id': '401 ok ok 403 403',

  // Insight: the dashboard, both reports, login records and the audit trail: the master's alone.
  'GET /api/dashboard': '401 ok 403 403 403',
  'GET /api/reports/users/:id': '401 ok 403 403 403',
  'GET /api/reports/users/:id/export': '401 ok 403 403 403',
  'GET /api/reports/projects': '401 ok 403 403 403',
  'GET /api/reports/projects/summary': '401 ok 403 403 403',
  'GET /api/reports/projects/export': '401 ok 403 403 403',
  'GET /api/login-records': '401 ok 403 403 403',
  'GET /api/login-records/summary': '401 ok 403 403 403',
  'GET /api/login-records/export': '401 ok 403 403 403',
  'GET /api/login-records/countries': '401 ok 403 403 403',
  'GET /api/activities': '401 ok 403 403 403',
  'GET /api/activities/export': '401 ok 403 403 403',
  'GET /api/activities/facets': '401 ok 403 403 403',
  'GET /api/outgoing-mail': '401 ok 403 403 403',
  'GET /api/outgoing-mail/:id': '401 ok 403 403 403',
  // The support mailboxes: the master's alone.
  'GET /api/mailboxes': '401 ok 403 403 403',
  'POST /api/mailboxes': '401 ok 403 403 403',
  'PUT /api/mailboxes/:id': '401 ok 403 403 403',
  'DELETE /api/mailboxes/:id': '401 ok 403 403 403',
  'POST /api/mailboxes/test': '401 ok 403 403 403',

  // Two-factor: every signed-in person, their own; the per-role requirement is the master's.
  'GET /api/two-factor': '401 ok ok ok ok',
  'POST /api/two-factor/setup': '401 ok ok ok ok',
  'POST /api/two-factor/enable': '401 ok ok ok ok',
  'POST /api/two-factor/disable': '401 ok ok ok ok',
  'POST /api/two-factor/recovery-codes': '401 ok ok ok ok',
  'GET /api/two-factor/policy': '401 ok 403 403 403',
  'PUT /api/two-factor/policy': '401 ok 403 403 403',

  // Shared data: managers and employees only, never the master or a customer (record rules in shared-data.test.ts).
  'GET /api/shared-data': '401 403 ok ok 403',
  'GET /api/shared-data/summary': '401 403 ok ok 403',
  'GET /api/shared-data/export': '401 403 ok ok 403',
  'GET /api/shared-data/:id': '401 403 ok ok 403',
  'POST /api/shared-data': '401 403 ok ok 403',
  'PUT /api/shared-data/:id': '401 403 ok ok 403',
  'DELETE /api/shared-data/:id': '401 403 ok ok 403',
  'POST /api/shared-data/:id/reveal': '401 403 ok ok 403',

  // Notes: every signed-in person, their own (another's note is a 404, tested in notes.test.ts).
  'GET /api/notes': '401 ok ok ok ok',
  'GET /api/notes/summary': '401 ok ok ok ok',
  'GET /api/notes/export': '401 ok ok ok ok',
  'GET /api/notes/:id': '401 ok ok ok ok',
  'POST /api/notes': '401 ok ok ok ok',
  'POST /api/notes/preview': '401 ok ok ok ok',
  'PUT /api/notes/:id': '401 ok ok ok ok',
  'PATCH /api/notes/:id/pin': '401 ok ok ok ok',
  'DELETE /api/notes/:id': '401 ok ok ok ok',

  // The palette's search: every signed-in person; what each finds is search.test.ts's table.
  'GET /api/search': '401 ok ok ok ok',
  // Notifications: every signed-in person, their own (another's is a 404, tested in notifications.test.ts).
  'GET /api/notifications': '401 ok ok ok ok',
  'GET /api/notifications/unread-count': '401 ok ok ok ok',
  'PATCH /api/notifications/:id/read': '401 ok ok ok ok',
  'POST /api/notifications/read-all': '401 ok ok ok ok',
  // Notification preferences: every signed-in person, their own (nobody reads another's: notification-preferences.test.ts).
  'GET /api/notification-preferences': '401 ok ok ok ok',
  'PUT /api/notification-preferences': '401 ok ok ok ok',
  // One-click unsubscribe: public, the signed link is the credential (forged ones: notification-mail.test.ts).
  'GET /api/unsubscribe': 'ok ok ok ok ok',
  'POST /api/unsubscribe': 'ok ok ok ok ok',

  // Logout: anyone signed in (called last, per actor, below).
  'GET /api/logout': '401 ok ok ok ok',
};

const ACTORS = ['anonymous', ...USER_TYPES] as const;
type Actor = (typeof ACTORS)[number];

let t: TestApp;
const tokens = {} as Record<UserType, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of USER_TYPES) tokens[role] = await t.login(role);
});
afterAll(() => t.close());

const concretePath = (url: string) => url.replace(/:id\b/g, '999999').replace(/:attachmentId\b/g, '999998');

async function answer(key: string, actor: Actor, asHead = false): Promise<{ status: number; body: string }> {
  const [method, url] = key.split(' ') as [string, string];
  const response = await t.call({
    method: asHead ? 'HEAD' : (method as 'GET'),
    url: concretePath(url),
    token: actor === 'anonymous' ? undefined : tokens[actor],
    payload: method === 'GET' ? undefined : {},
  });
  return { status: response.statusCode, body: response.body };
}

const outcome = (status: number) => (status === 401 || status === 403 ? String(status) : 'ok');

describe('authorization: route x actor, expectations written by hand', () => {
  it('the table names exactly the registered routes', () => {
    const registered = t.app.accessRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(EXPECTED).sort());
  });

  const ordered = Object.entries(EXPECTED).sort(
    ([a], [b]) => Number(a === 'GET /api/logout') - Number(b === 'GET /api/logout'),
  );
  // Fastify answers HEAD with the GET handler: the same row holds, a valid token counts, and no
  // body is sent. (Before the rows below: their last one signs every actor out.)
  for (const [key, row] of ordered.filter(([entry]) => entry.startsWith('GET ') && entry !== 'GET /api/logout')) {
    it(`HEAD ${key.slice('GET '.length)}`, async () => {
      const actual: string[] = [];
      for (const actor of ACTORS) {
        const { status, body } = await answer(key, actor, true);
        actual.push(outcome(status));
        expect(body, `HEAD ${key} as ${actor}`).toBe('');
      }
      expect(actual.join(' '), `HEAD ${key}: anonymous master manager employee user`).toBe(row);
    });
  }

  for (const [key, row] of ordered) {
    const expected = row.split(' ');
    it(key, async () => {
      const actual: string[] = [];
      for (const actor of ACTORS) {
        const { status, body } = await answer(key, actor);
        actual.push(outcome(status));
        if (status === 403) expect(JSON.parse(body).error.code, `${key} as ${actor}`).toBe('forbidden');
      }
      expect(actual.join(' '), `${key}: anonymous master manager employee user`).toBe(expected.join(' '));
    });
  }
});

describe('a route without an access entry', () => {
  it('stops the server from starting: nothing is open by omission', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    expect(() => app.get('/api/not-in-the-table', async () => 'open by omission')).toThrow(
      /GET \/api\/not-in-the-table has no entry in access\/route-access\.ts/,
    );
    await app.close();
  });
});
