import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { users } from '../src/db/schema/users';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { loadWorkIds, multipart, taskPayload } from './work-helpers';

/*
 * @mentions and following a ticket, written out by hand from docs/notifications.md. The ticket is
 * raised by the demo customer and assigned to the demo employee ("assigned"); the task is the demo
 * employee's too. Callers, in order: master, manager, the assigned employee, another employee, the
 * ticket's customer, another customer.
 */
const CALLERS = ['master', 'manager', 'assigned', 'otherEmployee', 'customer', 'otherCustomer'] as const;
type Caller = (typeof CALLERS)[number];

// Whom each caller is offered after `@` (asked by the person's name): yes, no, or the status.
// prettier-ignore
const CANDIDATES: [route: string, person: Caller | 'inactive', answers: string][] = [
  ['task',           'master',        'no  yes yes 404 403 403'],
  ['task',           'manager',       'yes no  yes 404 403 403'],
  ['task',           'assigned',      'yes yes no  404 403 403'],
  ['task',           'otherEmployee', 'no  no  no  404 403 403'],
  ['task',           'customer',      'no  no  no  404 403 403'],
  ['task',           'inactive',      'no  no  no  404 403 403'],
  ['ticket reply',   'master',        'no  yes yes 404 no  404'],
  ['ticket reply',   'manager',       'yes no  yes 404 no  404'],
  ['ticket reply',   'assigned',      'yes yes no  404 yes 404'],
  ['ticket reply',   'otherEmployee', 'no  no  no  404 no  404'],
  ['ticket reply',   'customer',      'no  no  no  404 no  404'],
  ['ticket reply',   'inactive',      'no  no  no  404 no  404'],
  ['ticket note',    'master',        'no  yes yes 404 403 404'],
  ['ticket note',    'manager',       'yes no  yes 404 403 404'],
  ['ticket note',    'assigned',      'yes yes no  404 403 404'],
  ['ticket note',    'otherEmployee', 'no  no  no  404 403 404'],
  ['ticket note',    'customer',      'no  no  no  404 403 404'],
];

let t: TestApp;
const tokens = {} as Record<Caller, string>;
const ids = {} as Record<Caller | 'inactive', number>;
const names = {} as Record<Caller | 'inactive', string>;
let categoryId: number;
let ticketId: number;
let taskId: number;

async function raiseTicket(subject: string): Promise<number> {
  const body = multipart({
    subject,
    description: 'Mentions',
    priority: 'medium',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  });
  const created = await t.call({ method: 'POST', url: '/api/tickets', token: tokens.customer, ...bodyOf(body) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().ticket.id as number;
  const assigned = await t.call({
    method: 'PATCH',
    url: `/api/tickets/${id}/assignee`,
    token: tokens.manager,
    payload: { assigneeId: ids.assigned },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return id;
}
const bodyOf = (body: ReturnType<typeof multipart>) => ({ payload: body.payload, headers: body.headers });

const comment = (caller: Caller, path: string, fields: Record<string, string>) =>
  t.call({ method: 'POST', url: `${path}/comments`, token: tokens[caller], ...bodyOf(multipart(fields)) });

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Mentions' }).returning();
  categoryId = category!.id;
  const work = await loadWorkIds(t.database);
  tokens.master = await t.login('master');
  tokens.manager = await t.login('manager');
  tokens.assigned = await t.login('employee');
  tokens.customer = await t.login('user');
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: tokens.master,
    payload: {
      name: 'Işıl',
      surname: 'Başkaçağ',
      email: 'isil.other@example.com',
      phone: null,
      type: 'employee',
      password: DEMO_PASSWORD,
      language: 'tr',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  tokens.otherEmployee = await t.login('isil.other@example.com');
  await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Ece', surname: 'Dışarıda', email: 'ece.other@example.com', password: DEMO_PASSWORD },
  });
  tokens.otherCustomer = await t.login('ece.other@example.com');

  const people = await t.database.db.select().from(users);
  const byEmail = (email: string) => people.find((person) => person.email === email)!;
  const label = {
    master: byEmail('master@example.com'),
    manager: byEmail('manager@example.com'),
    assigned: byEmail('employee@example.com'),
    otherEmployee: byEmail('isil.other@example.com'),
    customer: byEmail('user@example.com'),
    otherCustomer: byEmail('ece.other@example.com'),
    inactive: people.find((person) => person.id === work.inactive)!,
  };
  for (const [key, person] of Object.entries(label)) {
    ids[key as Caller] = person.id;
    names[key as Caller] = `${person.name} ${person.surname}`;
  }
  ticketId = await raiseTicket('Mentions zqticket');
  const task = await t.call({ method: 'POST', url: '/api/tasks', token: tokens.manager, payload: taskPayload(work) });
  expect(task.statusCode, task.body).toBe(201);
  taskId = task.json().task.id;
});
afterAll(() => t.close());

describe('whom the comment box offers after @', () => {
  const routes: Record<string, () => string> = {
    task: () => `/api/tasks/${taskId}/mention-candidates?`,
    'ticket reply': () => `/api/tickets/${ticketId}/mention-candidates?`,
    'ticket note': () => `/api/tickets/${ticketId}/mention-candidates?internal=true&`,
  };
  it.each(CANDIDATES)('%s: %s is offered', async (route, person, answers) => {
    const got: string[] = [];
    for (const caller of CALLERS) {
      const response = await t.call({
        method: 'GET',
        url: `${routes[route]!()}q=${encodeURIComponent(names[person])}`,
        token: tokens[caller],
      });
      if (response.statusCode !== 200) got.push(String(response.statusCode));
      else got.push((response.json().data as { id: number }[]).some((one) => one.id === ids[person]) ? 'yes' : 'no');
    }
    expect(got.join(' ')).toBe(answers.split(/\s+/).join(' '));
  });

  it("answers a customer their ticket's assignee alone, whatever they type", async () => {
    for (const q of ['', 'a', names.master, names.manager]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/tickets/${ticketId}/mention-candidates?q=${encodeURIComponent(q)}`,
        token: tokens.customer,
      });
      const offered = (response.json().data as { id: number }[]).map((one) => one.id);
      expect(offered).toEqual(q === '' || names.assigned.toLowerCase().includes(q.toLowerCase()) ? [ids.assigned] : []);
    }
  });

  it('folds case the Turkish way, offers at most ten, active staff only', async () => {
    const other = await raiseTicket('Turkish folding');
    await t.call({
      method: 'PATCH',
      url: `/api/tickets/${other}/assignee`,
      token: tokens.manager,
      payload: { assigneeId: ids.otherEmployee },
    });
    for (const q of ['BAŞKAÇAĞ', 'baskacag', 'ışıl', 'ISIL']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/tickets/${other}/mention-candidates?q=${encodeURIComponent(q)}`,
        token: tokens.manager,
      });
      expect(response.json().data, q).toEqual([{ id: ids.otherEmployee, name: 'Işıl', surname: 'Başkaçağ' }]);
    }
    const all = await t.call({
      method: 'GET',
      url: `/api/tickets/${ticketId}/mention-candidates`,
      token: tokens.manager,
    });
    const offered = all.json().data as { id: number }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(10);
    const people = await t.database.db.select().from(users);
    for (const one of offered) {
      const person = people.find((p) => p.id === one.id)!;
      expect(person.isActive).toBe(true);
      expect(['master', 'manager', 'employee']).toContain(person.type);
    }
  });
});

describe('a mention in a comment', () => {
  it('is refused, with nothing stored, when the person may not see the record', async () => {
    const cases: [Caller, string, Record<string, string>][] = [
      ['manager', `/api/tickets/${ticketId}`, { body: `Ask @[${ids.otherEmployee}]` }],
      ['manager', `/api/tickets/${ticketId}`, { body: `Tell @[${ids.customer}]`, internal: 'true' }],
      ['manager', `/api/tickets/${ticketId}`, { body: `Old friend @[${ids.inactive}]` }],
      ['manager', `/api/tickets/${ticketId}`, { body: `Nobody @[999999]` }],
      ['customer', `/api/tickets/${ticketId}`, { body: `Hello @[${ids.manager}]` }],
      ['manager', `/api/tasks/${taskId}`, { body: `Ask @[${ids.otherEmployee}]` }],
    ];
    for (const [caller, path, fields] of cases) {
      const before = (await t.call({ method: 'GET', url: `${path}/timeline`, token: tokens.manager })).json().data
        .length;
      const response = await comment(caller, path, fields);
      expect(response.statusCode, fields.body).toBe(400);
      expect(response.json().error.fields.body).toBe('Mention only people who may see this conversation');
      const tr = await t.call({
        ...{ method: 'POST' as const, url: `${path}/comments`, token: tokens[caller] },
        ...bodyOf(multipart(fields)),
        language: 'tr',
      });
      expect(tr.json().error.fields.body).toBe('Yalnızca bu yazışmayı görebilen kişilerden bahsedebilirsiniz');
      const after = (await t.call({ method: 'GET', url: `${path}/timeline`, token: tokens.manager })).json().data
        .length;
      expect(after).toBe(before);
    }
  });

  it('is stored by id and read with the current name; a customer sees only names they may see', async () => {
    const reply = await comment('manager', `/api/tickets/${ticketId}`, {
      body: `@[${ids.assigned}] and @[${ids.master}] will look at it`,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().body).toBe(`@[${ids.assigned}] and @[${ids.master}] will look at it`);
    // The customer's mail names the assignee, and hides the master as the window does.
    const [mail] = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipientUserId, ids.customer))
      .orderBy(desc(outgoingMail.id))
      .limit(1);
    expect(mail!.textBody).toContain(`@${names.assigned} and @support team will look at it`);
    expect(mail!.htmlBody).not.toContain('@[');
    const mine = await comment('customer', `/api/tickets/${ticketId}`, { body: `Thanks @[${ids.assigned}]` });
    expect(mine.statusCode, mine.body).toBe(201);

    const mentionsFor = async (caller: Caller) => {
      const timeline = await t.call({ method: 'GET', url: `/api/tickets/${ticketId}/timeline`, token: tokens[caller] });
      const item = (timeline.json().data as { id: number; mentions: unknown }[]).find(
        (one) => one.id === reply.json().id,
      );
      return item?.mentions;
    };
    const [assignedName, assignedSurname] = [
      names.assigned.split(' ')[0],
      names.assigned.split(' ').slice(1).join(' '),
    ];
    const [masterName, masterSurname] = [names.master.split(' ')[0], names.master.split(' ').slice(1).join(' ')];
    expect(await mentionsFor('manager')).toEqual([
      { id: ids.assigned, name: assignedName, surname: assignedSurname },
      { id: ids.master, name: masterName, surname: masterSurname },
    ]);
    // The master is no one the customer sees on their ticket: the name stays hidden from them.
    expect(await mentionsFor('customer')).toEqual([
      { id: ids.assigned, name: assignedName, surname: assignedSurname },
      { id: ids.master, name: null, surname: null },
    ]);
    // A rename shows at once.
    await t.database.db.update(users).set({ name: 'Cem' }).where(eq(users.id, ids.assigned));
    expect(((await mentionsFor('master')) as { name: string }[])[0]!.name).toBe('Cem');
    await t.database.db.update(users).set({ name: assignedName! }).where(eq(users.id, ids.assigned));
  });
});

/*
 * Who is notified, event by event, on a fresh ticket each (raised by the customer, assigned to the
 * employee by the manager): the kind each person gets, "-" for nothing. Callers' columns as above.
 */
// prettier-ignore
const NOTIFIED: [event: string, answers: string][] = [
  ['manager replies, mentioning the master',                'mention - ticketReply - ticketReply -'],
  ['manager writes a note, mentioning the assignee',        '- - mention - - -'],
  ['manager writes a note, mentioning the master',          'mention - ticketReply - - -'],
  ['assignee replies, mentioning themselves',               '- - - - ticketReply -'],
  ['manager follows; assignee replies',                     '- ticketReply - - ticketReply -'],
  ['manager follows; assignee writes a note',               '- ticketReply - - - -'],
  ['manager follows, then unfollows; assignee replies',     '- - - - ticketReply -'],
  ['manager follows; master changes the status',            '- ticketStatus ticketStatus - ticketStatus -'],
  ['mentioned master follows; manager changes the status',  'ticketStatus - ticketStatus - ticketStatus -'],
  ['customer replies, mentioning the assignee',             '- - mention - - -'],
  ['manager comments on the task, mentioning the assignee', '- - mention - - -'],
  ['manager comments on the task, mentioning the master',   'mention - taskComment - - -'],
];

describe('who is notified', () => {
  async function newsOf(act: (ticket: number) => Promise<void>): Promise<string> {
    const ticket = await raiseTicket('Who is told');
    const [last] = await t.database.db.select({ id: notifications.id }).from(notifications).orderBy(notifications.id);
    const all = await t.database.db.select({ id: notifications.id }).from(notifications);
    const since = Math.max(last?.id ?? 0, ...all.map((row) => row.id));
    await act(ticket);
    const rows = await t.database.db
      .select({ recipientId: notifications.recipientId, kind: notifications.kind })
      .from(notifications)
      .where(and(gt(notifications.id, since)));
    return CALLERS.map((caller) => {
      const kinds = rows.filter((row) => row.recipientId === ids[caller]).map((row) => row.kind);
      return kinds.length ? kinds.join('+') : '-';
    }).join(' ');
  }
  const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 201) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
  };
  const follow = (caller: Caller, ticket: number, method: 'PUT' | 'DELETE' = 'PUT') =>
    ok(t.call({ method, url: `/api/tickets/${ticket}/follow`, token: tokens[caller] }), 200);
  const status = (caller: Caller, ticket: number, value: string) =>
    ok(
      t.call({
        method: 'PATCH',
        url: `/api/tickets/${ticket}/status`,
        token: tokens[caller],
        payload: { status: value },
      }),
      200,
    );
  const events: Record<string, (ticket: number) => Promise<void>> = {
    'manager replies, mentioning the master': (id) =>
      ok(comment('manager', `/api/tickets/${id}`, { body: `@[${ids.master}] see` })),
    'manager writes a note, mentioning the assignee': (id) =>
      ok(comment('manager', `/api/tickets/${id}`, { body: `@[${ids.assigned}] see`, internal: 'true' })),
    'manager writes a note, mentioning the master': (id) =>
      ok(comment('manager', `/api/tickets/${id}`, { body: `@[${ids.master}] see`, internal: 'true' })),
    'assignee replies, mentioning themselves': (id) =>
      ok(comment('assigned', `/api/tickets/${id}`, { body: `@[${ids.assigned}] on it` })),
    'manager follows; assignee replies': async (id) => {
      await follow('manager', id);
      await ok(comment('assigned', `/api/tickets/${id}`, { body: 'On it' }));
    },
    'manager follows; assignee writes a note': async (id) => {
      await follow('manager', id);
      await ok(comment('assigned', `/api/tickets/${id}`, { body: 'Between us', internal: 'true' }));
    },
    'manager follows, then unfollows; assignee replies': async (id) => {
      await follow('manager', id);
      await follow('manager', id, 'DELETE');
      await ok(comment('assigned', `/api/tickets/${id}`, { body: 'On it' }));
    },
    'manager follows; master changes the status': async (id) => {
      await follow('manager', id);
      await status('master', id, 'inProgress');
    },
    'mentioned master follows; manager changes the status': async (id) => {
      await ok(comment('assigned', `/api/tickets/${id}`, { body: `@[${ids.master}] FYI`, internal: 'true' }));
      await t.database.db.delete(notifications).where(eq(notifications.recipientId, ids.master));
      await status('manager', id, 'inProgress');
    },
    'customer replies, mentioning the assignee': (id) =>
      ok(comment('customer', `/api/tickets/${id}`, { body: `@[${ids.assigned}] thanks` })),
    'manager comments on the task, mentioning the assignee': () =>
      ok(comment('manager', `/api/tasks/${taskId}`, { body: `@[${ids.assigned}] please` })),
    'manager comments on the task, mentioning the master': () =>
      ok(comment('manager', `/api/tasks/${taskId}`, { body: `@[${ids.master}] FYI` })),
  };
  it.each(NOTIFIED)('%s', async (event, answers) => {
    const got = await newsOf(events[event]!);
    // The ticket's own creation and assignment are told before `since`; only the event's news count.
    expect(got).toBe(answers.split(/\s+/).join(' '));
  });
});

describe('following a ticket', () => {
  it('is answered on the ticket, per person; staff who may read it follow, nobody else', async () => {
    const id = await raiseTicket('Follow me');
    const following = async (caller: Caller) =>
      (await t.call({ method: 'GET', url: `/api/tickets/${id}`, token: tokens[caller] })).json().ticket?.following;
    // The customer who raised it and the assignee follow it from the start.
    expect(await following('customer')).toBe(true);
    expect(await following('assigned')).toBe(true);
    expect(await following('manager')).toBe(false);
    const put = (caller: Caller) => t.call({ method: 'PUT', url: `/api/tickets/${id}/follow`, token: tokens[caller] });
    const answers = [];
    for (const caller of CALLERS) answers.push((await put(caller)).statusCode);
    expect(answers.join(' ')).toBe('200 200 200 404 403 403');
    expect((await put('manager')).json().ticket.following).toBe(true);
    expect(await following('manager')).toBe(true);
    expect(await following('master')).toBe(true);
    const off = await t.call({ method: 'DELETE', url: `/api/tickets/${id}/follow`, token: tokens.manager });
    expect(off.statusCode).toBe(200);
    expect(off.json().ticket.following).toBe(false);
    expect(await following('master')).toBe(true);
  });
});
