import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '@workspace/shared/bulk/bulk.constants';
import { activities } from '../src/db/schema/activities';
import { notifications } from '../src/db/schema/notifications';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { taskEvents } from '../src/db/schema/task-events';
import { tasks } from '../src/db/schema/tasks';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, taskPayload, type WorkIds } from './work-helpers';

/*
 * Bulk actions (issue 32): one change to many rows, each row checked against its policy, all or
 * nothing in one transaction, audited per row, one notification per person.
 */
let t: TestApp;
let master: string;
let manager: string;
let employee: string;
let customer: string;
let ids: WorkIds;
beforeAll(async () => {
  t = await createTestApp();
  [master, manager, employee, customer] = (await Promise.all(
    ['master', 'manager', 'employee', 'user'].map((role) => t.login(role)),
  )) as [string, string, string, string];
  ids = await loadWorkIds(t.database);
});
afterAll(() => t.close());

const createTask = async (overrides: Record<string, unknown> = {}) => {
  const payload = taskPayload(ids, overrides);
  const response = await t.call({ method: 'POST', url: '/api/tasks', token: manager, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().task as { id: number; title: string };
};
const bulk = (resource: string, payload: Record<string, unknown>, token = manager, language = 'en') =>
  t.call({ method: 'POST', url: `/api/${resource}/bulk`, token, payload, language });
const taskRows = (taskIds: number[]) =>
  t.database.db.select().from(tasks).where(inArray(tasks.id, taskIds)).orderBy(tasks.id);
const auditOf = (action: string, entityIds: number[]) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.action, action), inArray(activities.entityId, entityIds)));
const notificationsOf = (recipientId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.id));

describe('POST /api/tasks/bulk', () => {
  it('reassigns three tasks in one change: each audited and on its timeline, the new assignee told once', async () => {
    const made = await Promise.all(
      ['Bulk one', 'Bulk two', 'Bulk three'].map((title) => createTask({ title, assigneeId: ids.manager })),
    );
    const taskIds = made.map((task) => task.id);
    const before = (await notificationsOf(ids.employee)).length;
    const response = await bulk('tasks', {
      selection: { ids: taskIds },
      change: { action: 'assignee', assigneeId: ids.employee },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
    expect((await taskRows(taskIds)).map((row) => row.assigneeId)).toEqual([ids.employee, ids.employee, ids.employee]);
    const audited = await auditOf('task.update', taskIds);
    expect(audited.map((row) => row.entityId).sort()).toEqual([...taskIds].sort());
    for (const row of audited)
      expect(row.changes).toEqual({ assigneeId: { before: ids.manager, after: ids.employee } });
    const events = await t.database.db
      .select()
      .from(taskEvents)
      .where(and(inArray(taskEvents.taskId, taskIds), eq(taskEvents.type, 'assignee')));
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ before: 'Selin Aktaş', after: 'Can Özkan' });
    const told = await notificationsOf(ids.employee);
    expect(told.length - before).toBe(1);
    expect(told[0]).toMatchObject({ kind: 'taskAssigned', subjectId: Math.min(...taskIds), facts: { count: 3 } });
    // Their mail (an assignment is mailed at once by default) says how many, once.
    const mails = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipientUserId, ids.employee))
      .orderBy(desc(outgoingMail.id))
      .limit(1);
    expect(mails[0]?.subject).toMatch(/: Bulk (one|two|three) \(and 2 more\)$/);
  });

  it('changes nothing when one task may not take the change, and names it and why (409, both languages)', async () => {
    const fine = await createTask({ title: 'Starts soon', startDate: inDays(1), deadline: inDays(5) });
    const late = await createTask({ title: 'Starts late', startDate: inDays(20), deadline: inDays(25) });
    const payload = { selection: { ids: [fine.id, late.id] }, change: { action: 'deadline', deadline: inDays(10) } };
    const response = await bulk('tasks', payload);
    expect(response.statusCode, response.body).toBe(409);
    const { error } = response.json();
    expect(error.message).toBe(
      `Nothing was changed: #${late.id} “Starts late” (the deadline would fall before its start date)`,
    );
    expect(error.fields).toEqual({ [late.id]: 'the deadline would fall before its start date' });
    expect((await taskRows([fine.id, late.id])).map((row) => row.deadline)).toEqual([inDays(5), inDays(25)]);
    expect(await auditOf('task.update', [fine.id, late.id])).toEqual([]);
    const turkish = await bulk('tasks', payload, manager, 'tr');
    expect(turkish.json().error.message).toBe(
      `Hiçbir şey değiştirilmedi: #${late.id} “Starts late” (son tarih, başlangıç tarihinden önceye düşer)`,
    );
  });

  it("refuses an employee's status change naming a task not theirs as not found, and changes none of theirs", async () => {
    const own = await createTask({ title: 'Mine to finish' });
    const other = await createTask({ title: 'Secret plan', assigneeId: ids.manager });
    const response = await bulk(
      'tasks',
      { selection: { ids: [own.id, other.id] }, change: { action: 'status', status: 'completed' } },
      employee,
    );
    expect(response.statusCode, response.body).toBe(403);
    const { message } = response.json().error;
    expect(message).toBe(`Nothing was changed: #${other.id} (not found, or not yours to see)`);
    expect(message).not.toContain('Secret plan');
    expect((await taskRows([own.id])).map((row) => row.status)).toEqual(['pending']);
    // Their own alone goes through.
    const alone = await bulk(
      'tasks',
      { selection: { ids: [own.id] }, change: { action: 'status', status: 'completed' } },
      employee,
    );
    expect(alone.statusCode, alone.body).toBe(200);
    expect((await taskRows([own.id]))[0]).toMatchObject({ status: 'completed' });
    expect(await auditOf('task.status', [own.id])).toHaveLength(1);
    // Anything but a status is the planners'.
    const priority = await bulk(
      'tasks',
      { selection: { ids: [own.id] }, change: { action: 'priority', priority: 'high' } },
      employee,
    );
    expect(priority.statusCode).toBe(403);
  });

  it('takes the filtered list instead of ids, and refuses a list longer than the cap with a message', async () => {
    const word = `zebrafilter${Date.now()}`;
    const made = await Promise.all([1, 2].map((n) => createTask({ title: `${word} ${n}` })));
    await createTask({ title: 'Not matching at all' });
    const response = await bulk('tasks', {
      selection: { filters: { q: word } },
      change: { action: 'priority', priority: 'high' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    const ids2 = made.map((task) => task.id);
    expect((await taskRows(ids2)).map((row) => row.priority)).toEqual(['high', 'high']);
    expect(await auditOf('task.priority', ids2)).toHaveLength(2);

    const many = `manyrows${Date.now()}`;
    await t.database.db
      .insert(tasks)
      .values(
        Array.from({ length: BULK_MAX + 1 }, (_, n) => ({
          title: `${many} ${n}`,
          assigneeId: ids.employee,
          projectId: ids.project,
          startDate: inDays(1),
          deadline: inDays(3),
          estimatedHours: '1.00',
          status: 'pending' as const,
          priority: 'low' as const,
          createdBy: ids.manager,
        })),
      );
    const tooMany = await bulk('tasks', {
      selection: { filters: { q: many } },
      change: { action: 'priority', priority: 'high' },
    });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().error.message).toBe(
      `At most ${BULK_MAX} rows can be changed at once: narrow the list with its search or filters`,
    );
    const tooManyIds = await bulk('tasks', {
      selection: { ids: Array.from({ length: BULK_MAX + 1 }, (_, n) => n + 1) },
      change: { action: 'priority', priority: 'high' },
    });
    expect(tooManyIds.statusCode).toBe(400);
    expect(tooManyIds.json().error.message).toBe(tooMany.json().error.message);
  });

  it('deletes several tasks in one transaction, one audit row each', async () => {
    const made = await Promise.all([1, 2].map((n) => createTask({ title: `To delete ${n}` })));
    const taskIds = made.map((task) => task.id);
    const response = await bulk('tasks', { selection: { ids: taskIds }, change: { action: 'delete' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await taskRows(taskIds)).toEqual([]);
    expect(await auditOf('task.delete', taskIds)).toHaveLength(2);
  });
});

describe('POST /api/users/bulk', () => {
  const userRows = (userIds: number[]) =>
    t.database.db.select().from(users).where(inArray(users.id, userIds)).orderBy(users.id);

  it("refuses to deactivate a selection holding the master's own account, naming it; without it, deactivates", async () => {
    const masterId = (await t.database.db.select().from(users).where(eq(users.email, 'master@example.com')))[0]!.id;
    const response = await bulk(
      'users',
      { selection: { ids: [ids.manager, masterId] }, change: { action: 'deactivate' } },
      master,
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.message).toMatch(
      new RegExp(`^Nothing was changed: #${masterId} .+ \\(you cannot deactivate your own account\\)$`),
    );
    expect((await userRows([ids.manager])).map((row) => row.isActive)).toEqual([true]);

    const done = await bulk('users', { selection: { ids: [ids.manager] }, change: { action: 'deactivate' } }, master);
    expect(done.statusCode, done.body).toBe(200);
    expect((await userRows([ids.manager]))[0]!.isActive).toBe(false);
    expect(await auditOf('user.deactivate', [ids.manager])).toHaveLength(1);
    // Their session ended with it.
    const me = await t.call({ method: 'GET', url: '/api/me', token: manager });
    expect(me.statusCode).toBe(401);
    const back = await bulk('users', { selection: { ids: [ids.manager] }, change: { action: 'activate' } }, master);
    expect(back.statusCode, back.body).toBe(200);
    manager = await t.login('manager');
  });
});

describe('POST /api/tickets/bulk', () => {
  const raise = async (subject: string) => {
    const [category] = await t.database.db.select().from(ticketCategories).limit(1);
    const payload = {
      subject,
      description: 'Raised for the bulk test.',
      priority: 'medium',
      department: 'support',
      type: 'problem',
      categoryId: category!.id,
    };
    const response = await t.call({ method: 'POST', url: '/api/tickets', token: customer, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().ticket as { id: number };
  };
  const ticketRows = (ticketIds: number[]) =>
    t.database.db.select().from(tickets).where(inArray(tickets.id, ticketIds)).orderBy(tickets.id);

  it("closes three of a customer's tickets: audited each, the customer told once", async () => {
    const made = await Promise.all(['Bulk ticket A', 'Bulk ticket B', 'Bulk ticket C'].map(raise));
    const ticketIds = made.map((ticket) => ticket.id);
    const [raiser] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
    const before = (await notificationsOf(raiser!.id)).length;
    const response = await bulk('tickets', {
      selection: { ids: ticketIds },
      change: { action: 'status', status: 'completed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ticketRows(ticketIds)).map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    expect(await auditOf('ticket.status', ticketIds)).toHaveLength(3);
    const told = await notificationsOf(raiser!.id);
    expect(told.length - before).toBe(1);
    expect(told[0]).toMatchObject({ kind: 'ticketStatus', facts: { status: 'completed', count: 3 } });
  });

  it("refuses an employee's change naming the ticket they may not see, and changes nothing", async () => {
    const [mine, notMine] = await Promise.all([raise('Assigned to the employee'), raise('Nobody’s yet')]);
    const assign = await bulk('tickets', {
      selection: { ids: [mine!.id] },
      change: { action: 'assignee', assigneeId: ids.employee },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const response = await bulk(
      'tickets',
      { selection: { ids: [mine!.id, notMine!.id] }, change: { action: 'status', status: 'inProgress' } },
      employee,
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.message).toBe(`Nothing was changed: #${notMine!.id} (not found, or not yours to see)`);
    expect((await ticketRows([mine!.id])).map((row) => row.status)).toEqual(['pending']);
    // Deleting is the master's alone.
    const remove = await bulk('tickets', { selection: { ids: [mine!.id] }, change: { action: 'delete' } });
    expect(remove.statusCode).toBe(403);
    const removed = await bulk('tickets', { selection: { ids: [mine!.id] }, change: { action: 'delete' } }, master);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ticketRows([mine!.id])).toEqual([]);
    expect(await auditOf('ticket.delete', [mine!.id])).toHaveLength(1);
  });
});
