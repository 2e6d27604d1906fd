import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/lib/live-events';
import { inTransaction } from '../src/lib/transaction';
import { notifications } from '../src/db/schema/notifications';
import { tasks } from '../src/db/schema/tasks';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { users } from '../src/db/schema/users';
import { notify, notifyTaskDeadlines } from '../src/modules/notifications/notifications.service';
import { notifyTicketReply } from '../src/modules/tickets/tickets.notify';
import { createTestApp, DEMO_PASSWORD, EMAILS, type TestApp } from './helpers';
import { inDays, loadWorkIds, multipart, taskPayload, today, type WorkIds } from './work-helpers';

/*
 * The notification centre: each person reads and marks only their own (another person's answers
 * 404 on every route), and each change tells exactly the people docs/notifications.md names: never
 * the one who made it, never someone inactive, nobody at all when the change rolled back.
 */
const PEOPLE = ['master', 'manager', 'employee', 'user', 'other'] as const;
type Person = (typeof PEOPLE)[number];
type Row = typeof notifications.$inferSelect;

let t: TestApp;
let work: WorkIds;
let categoryId: number;
const tokens = {} as Record<Person, string>;
const ids = {} as Record<Person, number>;
const OTHER_EMAIL = 'notify-other@example.com';

beforeAll(async () => {
  t = await createTestApp();
  work = await loadWorkIds(t.database);
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Notify test' }).returning();
  categoryId = category!.id;
  const registered = await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Nur', surname: 'Başka', email: OTHER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBeLessThan(300);
  const emails: Record<Person, string> = { ...EMAILS, other: OTHER_EMAIL };
  for (const who of PEOPLE) {
    tokens[who] = await t.login(emails[who]);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, emails[who]));
    ids[who] = row!.id;
  }
});
afterAll(() => t.close());

/** The notifications written after `since` (an id), as `kind recipient` lines, sorted. */
async function writtenSince(since: number, kind?: string): Promise<string[]> {
  const rows = await t.database.db.select().from(notifications);
  const byId = Object.fromEntries(PEOPLE.map((who) => [ids[who], who]));
  return rows
    .filter((row) => row.id > since && (!kind || row.kind === kind))
    .map((row) => `${row.kind} ${byId[row.recipientId] ?? row.recipientId}`)
    .sort();
}
async function lastId(): Promise<number> {
  const rows = await t.database.db.select({ id: notifications.id }).from(notifications);
  return Math.max(0, ...rows.map((row) => row.id));
}
async function rowsSince(since: number): Promise<Row[]> {
  return (await t.database.db.select().from(notifications)).filter((row) => row.id > since);
}

/** Every active master and manager, by id. */
async function activePlanners(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.type, ['master', 'manager']), eq(users.isActive, true)));
  return rows.map((row) => row.id).sort();
}

async function raiseTicket(token = tokens.user, subject = 'Printer on fire'): Promise<number> {
  const body = multipart({
    subject,
    description: 'Smoke everywhere',
    priority: 'high',
    department: 'support',
    type: 'problem',
    categoryId: String(categoryId),
  });
  const response = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ticket.id;
}
async function reply(path: string, text: string, token: string) {
  const body = multipart({ body: text });
  const response = await t.call({
    method: 'POST',
    url: `${path}/comments`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
}
async function patchTicket(id: number, what: string, payload: Record<string, unknown>, token: string) {
  const response = await t.call({ method: 'PATCH', url: `/api/tickets/${id}/${what}`, token, payload });
  expect(response.statusCode, response.body).toBe(200);
}
/** A notification written straight into the table (for the routes' tests). */
async function stored(recipient: Person, title: string): Promise<Row> {
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      recipientId: ids[recipient],
      kind: 'ticketReply',
      actorId: ids.master,
      subjectKind: 'ticket',
      subjectId: 1,
      facts: { title },
    })
    .returning();
  return row!;
}

describe('the routes', () => {
  it("list the caller's own, newest first, with who did it; unread ones on their own", async () => {
    const first = await stored('other', 'first for other');
    const second = await stored('other', 'second for other');
    await stored('employee', 'not for other');
    const list = await t.call({ method: 'GET', url: '/api/notifications', token: tokens.other });
    expect(list.statusCode, list.body).toBe(200);
    const titles = list.json().data.map((row: { facts: { title: string } }) => row.facts.title);
    expect(titles.slice(0, 2)).toEqual(['second for other', 'first for other']);
    expect(titles).not.toContain('not for other');
    expect(list.json().data[0]).toMatchObject({
      id: second.id,
      kind: 'ticketReply',
      subject: { kind: 'ticket', id: 1 },
      actor: { id: ids.master, name: expect.any(String) },
      readAt: null,
    });

    const count = async (who: Person) =>
      (await t.call({ method: 'GET', url: '/api/notifications/unread-count', token: tokens[who] })).json().unread;
    const before = await count('other');
    const read = await t.call({
      method: 'PATCH',
      url: `/api/notifications/${first.id}/read`,
      token: tokens.other,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().notification.readAt).toEqual(expect.any(String));
    expect(await count('other')).toBe(before - 1);
    const unread = await t.call({ method: 'GET', url: '/api/notifications?unread=true', token: tokens.other });
    expect(unread.json().data.map((row: { id: number }) => row.id)).not.toContain(first.id);
    expect(unread.json().data.map((row: { id: number }) => row.id)).toContain(second.id);

    const employeeBefore = await count('employee');
    const all = await t.call({ method: 'POST', url: '/api/notifications/read-all', token: tokens.other });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().marked).toBe(before - 1);
    expect(await count('other')).toBe(0);
    // Only the caller's own were marked.
    expect(await count('employee')).toBe(employeeBefore);
  });

  it("answer 404 for another person's notification on every route, the master's asking included, and change nothing", async () => {
    const theirs = await stored('employee', 'private to the employee');
    for (const who of ['master', 'manager', 'user', 'other'] as const) {
      const read = await t.call({
        method: 'PATCH',
        url: `/api/notifications/${theirs.id}/read`,
        token: tokens[who],
        payload: {},
      });
      expect(read.statusCode, `${who} ${read.body}`).toBe(404);
      const missing = await t.call({
        method: 'PATCH',
        url: `/api/notifications/999999/read`,
        token: tokens[who],
        payload: {},
      });
      expect(read.json()).toEqual(missing.json());
      const list = await t.call({ method: 'GET', url: '/api/notifications?pageSize=100', token: tokens[who] });
      expect(list.json().data.map((row: { id: number }) => row.id)).not.toContain(theirs.id);
      await t.call({ method: 'POST', url: '/api/notifications/read-all', token: tokens[who] });
    }
    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(after!.readAt).toBeNull();
  });
});

describe('who is notified', () => {
  it('a new ticket: every active master and manager, not its customer nor an employee', async () => {
    const since = await lastId();
    const ticketId = await raiseTicket();
    const planners = await activePlanners();
    expect(planners).toEqual(expect.arrayContaining([ids.master, ids.manager]));
    expect((await rowsSince(since)).map((row) => row.recipientId).sort()).toEqual(planners);
    expect(await writtenSince(since, 'ticketCreated')).toEqual(
      expect.arrayContaining(['ticketCreated manager', 'ticketCreated master']),
    );
    expect((await writtenSince(since)).filter((line) => /employee|user|other/.test(line))).toEqual([]);
    const [row] = await rowsSince(since);
    expect(row).toMatchObject({ actorId: ids.user, subjectKind: 'ticket', subjectId: ticketId });
    expect(row!.facts).toEqual({ title: 'Printer on fire' });
  });

  it('nobody inactive: a deactivated manager hears of nothing', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, ids.manager));
    try {
      const since = await lastId();
      await raiseTicket();
      const recipients = (await rowsSince(since)).map((row) => row.recipientId).sort();
      expect(recipients).toEqual((await activePlanners()).filter((id) => id !== ids.manager));
      expect(recipients).toContain(ids.master);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, ids.manager));
    }
  });

  it('a ticket assigned to you, its replies and status changes: its customer and assignee, never the one who acted', async () => {
    const ticketId = await raiseTicket();
    let since = await lastId();
    await patchTicket(ticketId, 'assignee', { assigneeId: ids.employee }, tokens.manager);
    expect(await writtenSince(since)).toEqual(['ticketAssigned employee']);

    since = await lastId();
    await reply(`/api/tickets/${ticketId}`, 'On my way', tokens.employee);
    expect(await writtenSince(since)).toEqual(['ticketReply user']);

    since = await lastId();
    await reply(`/api/tickets/${ticketId}`, 'Thanks', tokens.user);
    expect(await writtenSince(since)).toEqual(['ticketReply employee']);

    since = await lastId();
    await reply(`/api/tickets/${ticketId}`, 'Looking too', tokens.manager);
    expect(await writtenSince(since)).toEqual(['ticketReply employee', 'ticketReply user']);

    since = await lastId();
    await patchTicket(ticketId, 'status', { status: 'completed' }, tokens.employee);
    expect(await writtenSince(since)).toEqual(['ticketStatus user']);
    expect((await rowsSince(since))[0]!.facts).toMatchObject({ status: 'completed' });
  });

  it('an internal note reaches the assignee and never the customer', async () => {
    const ticketId = await raiseTicket();
    await patchTicket(ticketId, 'assignee', { assigneeId: ids.employee }, tokens.manager);
    const since = await lastId();
    const ticket = { id: ticketId, subject: 'Printer on fire', createdBy: ids.user, assigneeId: ids.employee };
    await inTransaction({ db: t.database.db, actor: { id: ids.manager }, ip: '127.0.0.1' }, ({ tx }) =>
      notifyTicketReply(tx, ids.manager, ticket, { internal: true }),
    );
    expect(await writtenSince(since)).toEqual(['ticketReply employee']);
    expect((await rowsSince(since))[0]!.facts).toMatchObject({ internal: true });
  });

  it('a task assigned to you, and a comment on your task', async () => {
    let since = await lastId();
    const created = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: tokens.manager,
      payload: taskPayload(work),
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().task.id;
    expect(await writtenSince(since)).toEqual(['taskAssigned employee']);

    since = await lastId();
    await reply(`/api/tasks/${taskId}`, 'Please start with the summary', tokens.manager);
    expect(await writtenSince(since)).toEqual(['taskComment employee']);

    since = await lastId();
    await reply(`/api/tasks/${taskId}`, 'Started', tokens.employee);
    expect(await writtenSince(since)).toEqual([]);

    since = await lastId();
    const moved = await t.call({
      method: 'PUT',
      url: `/api/tasks/${taskId}`,
      token: tokens.master,
      payload: taskPayload(work, { assigneeId: ids.manager }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await writtenSince(since)).toEqual(['taskAssigned manager']);
  });

  it('shared data shared with you: those newly added, by its domain only', async () => {
    let since = await lastId();
    const created = await t.call({
      method: 'POST',
      url: '/api/shared-data',
      token: tokens.employee,
      payload: {
        username: 'admin-notify',
        password: 'S3cret-pass!',
        domain: 'notify.example.com',
        description: '',
        sharedWith: [ids.manager],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await writtenSince(since)).toEqual(['sharedDataShared manager']);
    const [row] = await rowsSince(since);
    expect(row!.facts).toEqual({ title: 'notify.example.com' });
    expect(JSON.stringify(row)).not.toContain('S3cret');
    expect(JSON.stringify(row)).not.toContain('admin-notify');

    since = await lastId();
    const again = await t.call({
      method: 'PUT',
      url: `/api/shared-data/${created.json().sharedData.id}`,
      token: tokens.employee,
      payload: {
        username: 'admin-notify',
        domain: 'notify.example.com',
        description: 'edited',
        sharedWith: [ids.manager],
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await writtenSince(since)).toEqual([]);
  });

  it('security: a changed password and two-factor turned off, told to the person themselves', async () => {
    let since = await lastId();
    const changed = await t.call({
      method: 'PUT',
      url: '/api/profile/password',
      token: tokens.other,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'another-Pass-42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await writtenSince(since)).toEqual(['passwordChanged other']);
    expect((await rowsSince(since))[0]).toMatchObject({ actorId: null, subjectKind: 'account', subjectId: ids.other });

    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, ids.employee));
    since = await lastId();
    const off = await t.call({
      method: 'POST',
      url: '/api/two-factor/disable',
      token: tokens.employee,
      payload: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await writtenSince(since)).toEqual(['twoFactorDisabled employee']);
  });

  it('security: a sign-in from a country never seen before for them, once', async () => {
    const email = 'notify-traveller@example.com';
    await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Gezgin', surname: 'Kişi', email, password: DEMO_PASSWORD },
    });
    const signIn = async (ip: string) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: ip,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const [traveller] = await t.database.db.select().from(users).where(eq(users.email, email));
    const mine = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, traveller!.id))).map(
        (row) => `${row.kind} ${row.facts.country}`,
      );
    await signIn('88.255.96.17'); // Istanbul: the first sign-in is not news
    await signIn('88.255.96.17');
    expect(await mine()).toEqual([]);
    await signIn('85.214.12.9'); // Berlin
    await signIn('85.214.12.9');
    expect(await mine()).toEqual(['newCountrySignIn DE']);
  });

  it('a change that rolls back notifies nobody', async () => {
    const since = await lastId();
    await expect(
      inTransaction({ db: t.database.db, actor: { id: ids.manager }, ip: '127.0.0.1' }, async ({ tx }) => {
        await notify(tx, { recipients: [ids.employee], kind: 'taskComment', actorId: ids.manager, subjectId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await writtenSince(since)).toEqual([]);
  });

  it('after the commit, each new notification reaches its recipient live, and nobody else', async () => {
    const heard: Record<string, LiveEvent[]> = { employee: [], manager: [] };
    const off = [
      t.app.live.subscribe({ id: ids.employee, type: 'employee' }, (event) => heard.employee!.push(event)),
      t.app.live.subscribe({ id: ids.manager, type: 'manager' }, (event) => heard.manager!.push(event)),
    ];
    try {
      let rows: Row[] = [];
      await inTransaction(
        { db: t.database.db, actor: { id: ids.manager }, ip: '127.0.0.1', live: t.app.live },
        async ({ tx }) => {
          rows = await notify(tx, {
            recipients: [ids.employee, ids.manager],
            kind: 'taskComment',
            actorId: ids.manager,
            subjectId: 1,
          });
          // Not before the commit.
          expect(heard.employee!.filter((event) => event.subject.kind === 'notification')).toEqual([]);
        },
      );
      expect(rows.map((row) => row.recipientId)).toEqual([ids.employee]);
      // On PostgreSQL the event comes back through LISTEN: wait for it.
      await expect
        .poll(() => heard.employee!.filter((event) => event.subject.kind === 'notification'))
        .toEqual([
          {
            subject: { kind: 'notification', id: rows[0]!.id },
            change: 'created',
            facts: { recipientId: ids.employee },
          },
        ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.manager!.filter((event) => event.subject.kind === 'notification')).toEqual([]);
    } finally {
      for (const unsubscribe of off) unsubscribe();
    }
  });
});

describe('the scheduled reminders (run by the job scheduler)', () => {
  it("tell a task's assignee once that it is due tomorrow, and once that it became overdue", async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: tokens.manager,
      payload: taskPayload(work, { title: 'Due soon', startDate: today(), deadline: inDays(1) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId: number = created.json().task.id;
    const acting = { db: t.database.db, actor: { id: ids.manager }, ip: '127.0.0.1' };
    const reminders = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.subjectId, taskId), inArray(notifications.kind, ['taskDueTomorrow', 'taskOverdue'])),
          )
      ).map((row) => `${row.kind} ${row.recipientId === ids.employee ? 'employee' : row.recipientId} ${row.actorId}`);

    await notifyTaskDeadlines(acting, today());
    await notifyTaskDeadlines(acting, today());
    expect(await reminders()).toEqual(['taskDueTomorrow employee null']);

    await notifyTaskDeadlines(acting, inDays(2));
    await notifyTaskDeadlines(acting, inDays(3));
    expect(await reminders()).toEqual(['taskDueTomorrow employee null', 'taskOverdue employee null']);

    // A completed task is no longer overdue news.
    await t.database.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, taskId));
    await t.database.db
      .delete(notifications)
      .where(and(eq(notifications.subjectId, taskId), eq(notifications.kind, 'taskOverdue')));
    await notifyTaskDeadlines(acting, inDays(4));
    expect(await reminders()).toEqual(['taskDueTomorrow employee null']);
  });
});
