import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { loadWorkIds, multipart, PNG_BYTES } from './work-helpers';

/*
 * Tickets, object by object, written out by hand from the permission design:
 *   master, manager  every ticket: read, reply, status
 *   employee         tickets assigned to them: read, reply, status
 *   customer         their own: read, reply, close and reopen (no other status: 400)
 * A ticket the caller may not see answers 404 through every route, exactly as one that does not
 * exist. "ours" is raised by the demo customer and assigned to the demo employee; "foreign" is
 * raised by another customer and assigned to nobody. Answers: master, manager, employee, customer.
 */
const ACTORS = ['master', 'manager', 'employee', 'customer'] as const;
type Actor = (typeof ACTORS)[number];
type Which = 'ours' | 'foreign';

// Data: one record a line reads as a table.
// prettier-ignore
const ROWS: [request: string, ticket: Which, answers: string][] = [
  ['GET /api/tickets/:id', 'ours', '200 200 200 200'],
  ['GET /api/tickets/:id', 'foreign', '200 200 404 404'],
  ['GET /api/tickets/:id/timeline', 'ours', '200 200 200 200'],
  ['GET /api/tickets/:id/timeline', 'foreign', '200 200 404 404'],
  ['GET /api/tickets/:id/attachments/:attachmentId', 'ours', '200 200 200 200'],
  ['GET /api/tickets/:id/attachments/:attachmentId', 'foreign', '200 200 404 404'],
  ['POST /api/tickets/:id/comments', 'ours', '201 201 201 201'],
  ['POST /api/tickets/:id/comments', 'foreign', '201 201 404 404'],
  ['PATCH /api/tickets/:id/status onHold', 'ours', '200 200 200 400'],
  ['PATCH /api/tickets/:id/status onHold', 'foreign', '200 200 404 404'],
  ['listed in GET /api/tickets', 'ours', 'yes yes yes yes'],
  ['listed in GET /api/tickets', 'foreign', 'yes yes no no'],
  ['in GET /api/tickets/export', 'ours', 'yes yes yes yes'],
  ['in GET /api/tickets/export', 'foreign', 'yes yes no no'],
];

let t: TestApp;
const tokens = {} as Record<Actor | 'foreigner', string>;
const ticketOf = {} as Record<Which, { id: number; attachmentId: number; subject: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['master', 'manager', 'employee'] as const) tokens[who] = await t.login(who);
  tokens.customer = await t.login('user');
  await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Selin', surname: 'Başka', email: 'foreigner@example.com', password: DEMO_PASSWORD },
  });
  tokens.foreigner = await t.login('foreigner@example.com');
  const ids = await loadWorkIds(t.database);
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Record access' }).returning();
  for (const [which, token] of [
    ['ours', tokens.customer],
    ['foreign', tokens.foreigner],
  ] as const) {
    const subject = `Record access ${which} zqx`;
    const fields = {
      subject,
      description: 'Object-level check',
      priority: 'low',
      department: 'sales',
      type: 'request',
      categoryId: String(category!.id),
    };
    const body = multipart(fields, [{ filename: 'proof.png', contentType: 'image/png', data: PNG_BYTES }]);
    const created = await t.call({
      method: 'POST',
      url: '/api/tickets',
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().ticket.id;
    const timeline = (await t.call({ method: 'GET', url: `/api/tickets/${id}/timeline`, token })).json().data;
    ticketOf[which] = { id, attachmentId: timeline[1].attachments[0].id, subject };
  }
  const assigned = await t.call({
    method: 'PATCH',
    url: `/api/tickets/${ticketOf.ours.id}/assignee`,
    token: tokens.manager,
    payload: { assigneeId: ids.employee },
  });
  expect(assigned.statusCode).toBe(200);
});
afterAll(() => t.close());

async function answer(request: string, which: Which, actor: Actor): Promise<string> {
  const ticket = ticketOf[which];
  const token = tokens[actor];
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, extra: object = {}) =>
    t.call({ method, url, token, ...extra });
  switch (request) {
    case 'GET /api/tickets/:id':
      return String((await call('GET', `/api/tickets/${ticket.id}`)).statusCode);
    case 'GET /api/tickets/:id/timeline':
      return String((await call('GET', `/api/tickets/${ticket.id}/timeline`)).statusCode);
    case 'GET /api/tickets/:id/attachments/:attachmentId':
      return String((await call('GET', `/api/tickets/${ticket.id}/attachments/${ticket.attachmentId}`)).statusCode);
    case 'POST /api/tickets/:id/comments': {
      const body = multipart({ body: `From ${actor}` });
      return String(
        (await call('POST', `/api/tickets/${ticket.id}/comments`, { payload: body.payload, headers: body.headers }))
          .statusCode,
      );
    }
    case 'PATCH /api/tickets/:id/status onHold':
      return String(
        (await call('PATCH', `/api/tickets/${ticket.id}/status`, { payload: { status: 'onHold' } })).statusCode,
      );
    case 'listed in GET /api/tickets': {
      const rows = (await call('GET', `/api/tickets?q=${encodeURIComponent(ticket.subject)}`)).json().data as {
        id: number;
      }[];
      return rows.some((row) => row.id === ticket.id) ? 'yes' : 'no';
    }
    case 'in GET /api/tickets/export':
      return (await call('GET', '/api/tickets/export?format=csv&q=zqx')).body.includes(ticket.subject) ? 'yes' : 'no';
    default:
      throw new Error(`no request ${request}`);
  }
}

describe('tickets: record by record, expectations written by hand', () => {
  for (const [request, which, expected] of ROWS) {
    it(`${request} (${which})`, async () => {
      const actual: string[] = [];
      for (const actor of ACTORS) actual.push(await answer(request, which, actor));
      expect(actual.join(' '), `${request} on ${which}: master manager employee customer`).toBe(expected);
    });
  }
});
