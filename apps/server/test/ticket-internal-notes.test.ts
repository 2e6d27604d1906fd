import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { loadWorkIds, multipart, PNG_BYTES, taskPayload } from './work-helpers';

/*
 * Internal notes on a ticket, role by role, written out by hand from the permission design:
 * staff who may read the ticket write and see internal notes and their files; a customer never
 * does, through any route that reads a conversation, nor on the live stream. The ticket is raised
 * by the demo customer and assigned to the demo employee. Answers, in order: master, manager,
 * the assigned employee, another employee, the ticket's customer, another customer.
 */
const ACTORS = ['master', 'manager', 'assigned', 'otherEmployee', 'customer', 'otherCustomer'] as const;
type Actor = (typeof ACTORS)[number];

// Data: one route a line reads as a table.
// prettier-ignore
const ROWS: [request: string, answers: string][] = [
  ['internal note in GET /api/tickets/:id/timeline',                 'yes yes yes 404 no 404'],
  ['public reply in GET /api/tickets/:id/timeline',                  'yes yes yes 404 yes 404'],
  ['internal file: GET /api/tickets/:id/attachments/:attachmentId',  '200 200 200 404 404 404'],
  ['public file: GET /api/tickets/:id/attachments/:attachmentId',    '200 200 200 404 200 404'],
  ['note text in GET /api/tickets/:id',                              'no no no 404 no 404'],
  ['note text in GET /api/tickets (list)',                           'no no no no no no'],
  ['note text in GET /api/tickets/export',                           'no no no no no no'],
  ['comment events heard on GET /api/events (note, reply)',  '2 2 2 0 1 0'],
  ['POST /api/tickets/:id/comments internal=true',                   '201 201 201 404 403 404'],
];

const NOTE = 'Between us: the refund zqinternal goes through on Friday';
const REPLY = 'We are on it zqpublic';

let t: TestApp;
let base: string;
const tokens = {} as Record<Actor, string>;
let ticketId: number;
let noteFileId: number;
let replyFileId: number;
let categoryId: number;

const post = (token: string, id: number, fields: Record<string, string>, withFile = false) => {
  const body = multipart(
    fields,
    withFile ? [{ filename: 'secret.png', contentType: 'image/png', data: PNG_BYTES }] : [],
  );
  return t.call({
    method: 'POST',
    url: `/api/tickets/${id}/comments`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
};

async function raiseTicket(subject: string, token = tokens.customer): Promise<number> {
  const body = multipart({
    subject,
    description: 'Internal notes',
    priority: 'medium',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  });
  const created = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().ticket.id;
}

/** Comment events of the ticket one open stream hears; the stream is read over a real socket. */
async function heardComments(token: string, act: () => Promise<void>): Promise<() => number> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  let text = '';
  const reader = (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        text += Buffer.from(chunk).toString();
    } catch {
      // aborted
    }
  })();
  while (!text.includes('event: ready')) await new Promise((resolve) => setTimeout(resolve, 10));
  await act();
  return () => {
    controller.abort();
    void reader;
    return [...text.matchAll(/^data: (.*)$/gm)]
      .map((match) => JSON.parse(match[1]!) as { ticketId: number; kind: string })
      .filter((event) => event.ticketId === ticketId && event.kind === 'comment').length;
  };
}

const streams = {} as Record<Actor, () => number>;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Internal notes' }).returning();
  categoryId = category!.id;
  tokens.master = await t.login('master');
  tokens.manager = await t.login('manager');
  tokens.assigned = await t.login('employee');
  tokens.customer = await t.login('user');
  const employee = await t.call({
    method: 'POST',
    url: '/api/users',
    token: tokens.master,
    payload: {
      name: 'Deniz',
      surname: 'Başka',
      email: 'deniz.other@example.com',
      phone: null,
      type: 'employee',
      password: DEMO_PASSWORD,
      language: 'tr',
    },
  });
  expect(employee.statusCode, employee.body).toBe(201);
  tokens.otherEmployee = await t.login('deniz.other@example.com');
  await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Selin', surname: 'Başka', email: 'selin.other@example.com', password: DEMO_PASSWORD },
  });
  tokens.otherCustomer = await t.login('selin.other@example.com');

  ticketId = await raiseTicket('Internal notes zqticket');
  const ids = await loadWorkIds(t.database);
  const assigned = await t.call({
    method: 'PATCH',
    url: `/api/tickets/${ticketId}/assignee`,
    token: tokens.manager,
    payload: { assigneeId: ids.employee },
  });
  expect(assigned.statusCode).toBe(200);

  // Every actor's stream is open while the note, then the reply, are written.
  const pending: Promise<() => number>[] = [];
  let release = () => undefined as void;
  const written = new Promise<void>((resolve) => (release = resolve));
  for (const actor of ACTORS) pending.push(heardComments(tokens[actor], () => written));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const note = await post(tokens.manager, ticketId, { body: NOTE, internal: 'true' }, true);
  expect(note.statusCode, note.body).toBe(201);
  expect(note.json().internal).toBe(true);
  noteFileId = note.json().attachments[0].id;
  const reply = await post(tokens.manager, ticketId, { body: REPLY }, true);
  expect(reply.statusCode, reply.body).toBe(201);
  replyFileId = reply.json().attachments[0].id;
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  const heard = await Promise.all(pending);
  ACTORS.forEach((actor, index) => (streams[actor] = heard[index]!));
});
afterAll(() => t.close());

async function answer(request: string, actor: Actor): Promise<string> {
  const token = tokens[actor];
  const get = (url: string) => t.call({ method: 'GET', url, token });
  const timelineHas = async (text: string) => {
    const response = await get(`/api/tickets/${ticketId}/timeline`);
    if (response.statusCode !== 200) return String(response.statusCode);
    return (response.json().data as { kind: string; body?: string }[]).some(
      (item) => item.kind === 'comment' && item.body === text,
    )
      ? 'yes'
      : 'no';
  };
  switch (request) {
    case 'internal note in GET /api/tickets/:id/timeline':
      return timelineHas(NOTE);
    case 'public reply in GET /api/tickets/:id/timeline':
      return timelineHas(REPLY);
    case 'internal file: GET /api/tickets/:id/attachments/:attachmentId':
      return String((await get(`/api/tickets/${ticketId}/attachments/${noteFileId}`)).statusCode);
    case 'public file: GET /api/tickets/:id/attachments/:attachmentId':
      return String((await get(`/api/tickets/${ticketId}/attachments/${replyFileId}`)).statusCode);
    case 'note text in GET /api/tickets/:id': {
      const response = await get(`/api/tickets/${ticketId}`);
      if (response.statusCode !== 200) return String(response.statusCode);
      return response.body.includes('zqinternal') ? 'yes' : 'no';
    }
    case 'note text in GET /api/tickets (list)':
      return (await get('/api/tickets?pageSize=100')).body.includes('zqinternal') ? 'yes' : 'no';
    case 'note text in GET /api/tickets/export':
      return (await get('/api/tickets/export?format=csv')).body.includes('zqinternal') ? 'yes' : 'no';
    case 'comment events heard on GET /api/events (note, reply)':
      return String(streams[actor]());
    case 'POST /api/tickets/:id/comments internal=true':
      return String((await post(token, ticketId, { body: `Note from ${actor}`, internal: 'true' })).statusCode);
    default:
      throw new Error(`no request ${request}`);
  }
}

describe('internal notes: route by route, expectations written by hand', () => {
  for (const [request, expected] of ROWS) {
    it(request, async () => {
      const actual: string[] = [];
      for (const actor of ACTORS) actual.push(await answer(request, actor));
      expect(actual.join(' '), `${request}: ${ACTORS.join(' ')}`).toBe(expected);
    });
  }
});

/** How many comments the ticket has, as staff see them (internal notes included). */
const commentCount = async (id: number) =>
  (
    (await t.call({ method: 'GET', url: `/api/tickets/${id}/timeline`, token: tokens.master })).json().data as {
      kind: string;
    }[]
  ).filter((item) => item.kind === 'comment').length;

describe('internal notes: who may write one', () => {
  it('refuses a customer an internal note with a translated message and stores nothing, file included', async () => {
    const before = await commentCount(ticketId);
    for (const [language, message] of [
      ['en', 'Only staff can write internal notes'],
      ['tr', 'Dahili notları yalnızca çalışanlar yazabilir'],
    ] as const) {
      const body = multipart({ body: 'Let me in', internal: 'true' }, [
        { filename: 'mine.png', contentType: 'image/png', data: PNG_BYTES },
      ]);
      const refused = await t.call({
        method: 'POST',
        url: `/api/tickets/${ticketId}/comments`,
        token: tokens.customer,
        language,
        payload: body.payload,
        headers: body.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await commentCount(ticketId)).toBe(before);
  });

  it('refuses an internal comment on a task: tasks have none', async () => {
    const ids = await loadWorkIds(t.database);
    const task = await t.call({ method: 'POST', url: '/api/tasks', token: tokens.manager, payload: taskPayload(ids) });
    expect(task.statusCode, task.body).toBe(201);
    const body = multipart({ body: 'Psst', internal: 'true' });
    const refused = await t.call({
      method: 'POST',
      url: `/api/tasks/${task.json().task.id}/comments`,
      token: tokens.manager,
      payload: body.payload,
      headers: body.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ internal: expect.any(String) });
  });
});
