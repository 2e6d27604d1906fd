import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, type ActivityChanges } from '../src/db/schema/activities';
import { companies } from '../src/db/schema/companies';
import { loginRecords } from '../src/db/schema/login-records';
import { projects } from '../src/db/schema/projects';
import { tasks } from '../src/db/schema/tasks';
import { tickets } from '../src/db/schema/tickets';
import { transactions } from '../src/db/schema/transactions';
import { users } from '../src/db/schema/users';
import { overdueCondition } from '../src/modules/tasks/tasks.query';
import { createTestApp, EMAILS, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * The dashboard over fixed rows whose figures are worked out by hand below, as of a fixed moment:
 * 2025-03-01 00:30 in Istanbul, which is still 28 February in UTC. And the audit trail's list,
 * filters, facets and export.
 */
let t: TestApp;
let master: string;
let manager: string;
const ids = { master: 0, manager: 0, employee: 0, user: 0 };

const NOW = new Date('2025-02-28T21:30:00Z'); // 2025-03-01 00:30 Europe/Istanbul

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  manager = await t.login('manager');
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  for (const role of Object.keys(ids) as (keyof typeof ids)[])
    ids[role] = rows.find((row) => row.email === EMAILS[role])!.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, token = master, language?: string) => t.call({ method: 'GET', url, token, language });

/* Deletes (not TRUNCATE, which would pass the count triggers by) everything the dashboard counts. */
async function clearCountedRows() {
  const db = t.database.db;
  for (const table of [
    'task_attachment_chunks',
    'task_attachments',
    'task_comments',
    'task_events',
    'tasks',
    'ticket_attachment_chunks',
    'ticket_attachments',
    'ticket_comments',
    'ticket_events',
    'tickets',
    'transactions',
    'login_records',
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  }
}

describe('GET /api/dashboard', () => {
  let projectId: number;
  let companyId: number;
  const taskIds: Record<string, number> = {};
  const ticketIds: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    await clearCountedRows();
    // Two projects in progress, the rest completed.
    const all = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id));
    await db.update(projects).set({ status: 'completed' });
    await db
      .update(projects)
      .set({ status: 'inProgress' })
      .where(inArray(projects.id, [all[0]!.id, all[1]!.id]));
    projectId = all[0]!.id;
    companyId = (await db.select({ id: companies.id }).from(companies).limit(1))[0]!.id;

    // Today is 2025-03-01: overdue = open with a deadline before it.
    // prettier-ignore
    const plannedTasks = [
      { key: 'pendingLate', status: 'pending', deadline: '2025-02-28' }, // overdue
      { key: 'pendingToday', status: 'pending', deadline: '2025-03-01' }, // due today: not overdue
      { key: 'pendingLater', status: 'pending', deadline: '2025-03-10' },
      { key: 'inProgressLate', status: 'inProgress', deadline: '2025-02-01' }, // overdue
      { key: 'inProgressLater', status: 'inProgress', deadline: '2025-04-01' },
      { key: 'onHoldLate', status: 'onHold', deadline: '2025-02-27' }, // overdue
      { key: 'completedLate', status: 'completed', deadline: '2025-01-01' }, // closed: never overdue
      { key: 'cancelledLate', status: 'cancelled', deadline: '2025-02-01' }, // closed: never overdue
    ] as const;
    for (const task of plannedTasks) {
      const [row] = await db
        .insert(tasks)
        .values({
          title: task.key,
          assigneeId: ids.employee,
          projectId,
          startDate: '2025-01-01',
          deadline: task.deadline,
          estimatedHours: '4.00',
          status: task.status,
        })
        .returning({ id: tasks.id });
      taskIds[task.key] = row!.id;
    }

    // Open = neither completed nor cancelled: four, two of them urgent.
    // prettier-ignore
    const plannedTickets = [
      { key: 'pendingUrgent', status: 'pending', priority: 'urgent' },
      { key: 'pendingMedium', status: 'pending', priority: 'medium' },
      { key: 'inProgressUrgent', status: 'inProgress', priority: 'urgent' },
      { key: 'onHoldLow', status: 'onHold', priority: 'low' },
      { key: 'completedUrgent', status: 'completed', priority: 'urgent' },
      { key: 'cancelledHigh', status: 'cancelled', priority: 'high' },
    ] as const;
    for (const ticket of plannedTickets) {
      const [row] = await db
        .insert(tickets)
        .values({
          subject: ticket.key,
          description: 'x',
          department: 'support',
          type: 'problem',
          status: ticket.status,
          priority: ticket.priority,
          createdBy: ids.user,
        })
        .returning({ id: tickets.id });
      ticketIds[ticket.key] = row!.id;
    }

    const money = (
      name: string,
      type: 'income' | 'expense',
      currency: 'TL' | 'Euro' | 'USD' | 'GBP',
      amount: string,
      transactionDate: string,
    ) => ({ name, type, currency, amount, transactionDate, assignedUserId: ids.manager, companyId });
    await db.insert(transactions).values([
      // The 1st of March: this month, although it is still February in UTC.
      money('March fee', 'income', 'TL', '1000.50', '2025-03-01'),
      money('March rent', 'expense', 'TL', '200.25', '2025-03-01'),
      money('Hosting', 'expense', 'Euro', '10.00', '2025-03-01'),
      money('Domain', 'expense', 'Euro', '5.10', '2025-03-01'),
      // The day before: February.
      money('February fee', 'income', 'USD', '99.99', '2025-02-28'),
      // The first of the 12 months, and the month before it (outside).
      money('April fee', 'income', 'TL', '50.00', '2024-04-15'),
      money('March 2024 fee', 'income', 'TL', '70.00', '2024-03-31'),
    ]);

    const attempt = (email: string, userId: number | null, status: 'success' | 'failed', createdAt: string) => ({
      email,
      userId,
      status,
      reason: status === 'failed' ? 'invalidCredentials' : null,
      ip: '88.255.96.17',
      createdAt: new Date(createdAt),
    });
    await db.insert(loginRecords).values([
      attempt(EMAILS.master, ids.master, 'success', '2025-02-28T21:10:00Z'), // 00:10 today: counts
      attempt(EMAILS.employee, ids.employee, 'success', '2025-02-28T20:50:00Z'), // 23:50 yesterday: not today
      attempt(EMAILS.user, ids.user, 'success', '2025-02-27T22:00:00Z'), // 01:00 yesterday
      attempt(EMAILS.manager, ids.manager, 'failed', '2025-02-28T21:20:00Z'), // 10 minutes ago
      attempt('nobody@example.org', null, 'failed', '2025-02-28T00:00:00Z'), // 21.5 hours ago
      attempt(EMAILS.manager, ids.manager, 'failed', '2025-02-27T21:00:00Z'), // 24.5 hours ago: outside
      attempt(EMAILS.manager, ids.manager, 'failed', '2025-02-27T21:30:00Z'), // exactly 24 hours ago: outside
    ]);
  });

  const dashboard = async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const response = await get('/api/dashboard');
    vi.useRealTimers();
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('takes today and this month in the company time zone', async () => {
    const body = await dashboard();
    expect(body).toMatchObject({ today: '2025-03-01', month: '2025-03', timeZone: 'Europe/Istanbul' });
  });

  it('counts tasks per status and the overdue ones (open, deadline before today)', async () => {
    const body = await dashboard();
    expect(body.tasks).toEqual({
      total: 8,
      byStatus: { pending: 3, inProgress: 2, completed: 1, onHold: 1, cancelled: 1 },
      overdue: 3,
    });
    expect(body.activeProjects).toBe(2);
  });

  it('counts open tickets and the urgent ones among them', async () => {
    const body = await dashboard();
    expect(body.unfinishedTickets).toBe(4);
    expect(body.urgentUnfinishedTickets).toBe(2);
  });

  it("sums this month's money per currency, all four, never added together", async () => {
    const body = await dashboard();
    expect(body.money).toEqual([
      { currency: 'TL', income: '1000.50', expense: '200.25' },
      { currency: 'Euro', income: '0.00', expense: '15.10' },
      { currency: 'USD', income: '0.00', expense: '0.00' },
      { currency: 'GBP', income: '0.00', expense: '0.00' },
    ]);
  });

  it('gives the 12 months ending with this month, oldest first, each with all four currencies', async () => {
    const body = await dashboard();
    const months = body.monthly.map((entry: { month: string }) => entry.month);
    expect(months).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    const cell = (month: string, currency: string) =>
      body.monthly
        .find((entry: { month: string }) => entry.month === month)
        .currencies.find((item: { currency: string }) => item.currency === currency);
    expect(cell('2024-04', 'TL')).toEqual({ currency: 'TL', income: '50.00', expense: '0.00' });
    expect(cell('2025-02', 'USD')).toEqual({ currency: 'USD', income: '99.99', expense: '0.00' });
    expect(cell('2025-02', 'TL')).toEqual({ currency: 'TL', income: '0.00', expense: '0.00' });
    expect(cell('2025-03', 'Euro')).toEqual({ currency: 'Euro', income: '0.00', expense: '15.10' });
    for (const entry of body.monthly)
      expect(entry.currencies.map((item: { currency: string }) => item.currency)).toEqual(['TL', 'Euro', 'USD', 'GBP']);
  });

  it('counts successful sign-ins since midnight and failed attempts in the last 24 hours', async () => {
    const body = await dashboard();
    // 00:10 today only; 23:50 yesterday is yesterday in Istanbul though the same UTC day.
    expect(body.loginsToday).toBe(1);
    // 10 minutes and 21.5 hours ago; not 24 or 24.5 hours ago.
    expect(body.failedLogins24h).toBe(2);
  });

  it('follows every change of tasks and tickets (status, deadline, delete)', async () => {
    const db = t.database.db;
    await db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, taskIds.onHoldLate!));
    await db.update(tasks).set({ deadline: '2025-02-01' }).where(eq(tasks.id, taskIds.pendingLater!));
    await db.update(tasks).set({ title: 'renamed only' }).where(eq(tasks.id, taskIds.inProgressLater!));
    await db.delete(tasks).where(eq(tasks.id, taskIds.cancelledLate!));
    await db.update(tickets).set({ status: 'completed' }).where(eq(tickets.id, ticketIds.inProgressUrgent!));
    await db.update(tickets).set({ priority: 'urgent' }).where(eq(tickets.id, ticketIds.onHoldLow!));
    const body = await dashboard();
    expect(body.tasks).toEqual({
      total: 7,
      byStatus: { pending: 3, inProgress: 2, completed: 2, onHold: 0, cancelled: 0 },
      overdue: 3,
    });
    expect(body.unfinishedTickets).toBe(3);
    expect(body.urgentUnfinishedTickets).toBe(2);
    // What the task list's own overdue filter says, as of the same day.
    const [{ overdue }] = (await db.select({ overdue: count() }).from(tasks).where(overdueCondition('2025-03-01'))) as [
      { overdue: number },
    ];
    expect(body.tasks.overdue).toBe(overdue);
  });

  it('shows the latest 10 audit rows, newest first, as the activity list gives them', async () => {
    const body = await dashboard();
    const list = (await get('/api/activities?pageSize=10')).json();
    expect(body.latestActivity.length).toBe(Math.min(10, list.meta.total));
    expect(body.latestActivity).toEqual(list.data);
  });

  it("is the master's alone", async () => {
    expect((await get('/api/dashboard', manager)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    expect((await get('/api/dashboard?month=2025-01')).statusCode).toBe(400);
  });
});

describe('GET /api/activities', () => {
  const rows: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    await db.delete(activities);
    // prettier-ignore
    const planned: { key: string; actorId: number | null; action: string; entityType: string; entityId: number | null; changes: ActivityChanges | null; createdAt: string }[] = [
      { key: 'statusChange', actorId: ids.master, action: 'task.update', entityType: 'task', entityId: 5, changes: { status: { before: 'pending', after: 'completed' } }, createdAt: '2025-01-10T21:00:00Z' }, // 11 Jan 00:00 Istanbul
      { key: 'taskCreated', actorId: ids.manager, action: 'task.create', entityType: 'task', entityId: 5, changes: { title: { after: 'Write docs' }, estimatedHours: { after: 4 } }, createdAt: '2025-01-10T20:59:59Z' }, // 10 Jan 23:59:59 Istanbul
      { key: 'ticketUpdate', actorId: ids.employee, action: 'ticket.update', entityType: 'ticket', entityId: 5, changes: { assigneeId: { before: null, after: 3 } }, createdAt: '2025-01-12T09:00:00Z' },
      { key: 'noActor', actorId: null, action: 'system.cleanup', entityType: 'session', entityId: null, changes: null, createdAt: '2025-01-13T09:00:00Z' },
      { key: 'export', actorId: ids.master, action: 'projects.export', entityType: 'project', entityId: null, changes: { filters: { after: { q: 'docs', format: 'csv' } } }, createdAt: '2025-01-14T09:00:00Z' },
      { key: 'otherTask', actorId: ids.manager, action: 'task.update', entityType: 'task', entityId: 6, changes: { password: { after: '(changed)' } }, createdAt: '2025-01-15T09:00:00Z' },
    ];
    for (const { key, createdAt, ...values } of planned) {
      const [row] = await db
        .insert(activities)
        .values({ ...values, ip: '10.0.0.1', createdAt: new Date(createdAt) })
        .returning({ id: activities.id });
      rows[key] = row!.id;
    }
  });

  const listIds = async (query: string) => {
    const response = await get(`/api/activities?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { id: number }) => row.id);
  };

  it('lists newest first with the actor joined, null without one', async () => {
    const response = await get('/api/activities');
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, pageSize: 25, total: 6, totalIsAtLeast: false });
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(
      ['otherTask', 'export', 'noActor', 'ticketUpdate', 'statusChange', 'taskCreated'].map((key) => rows[key]),
    );
    expect(body.data[0]).toEqual({
      id: rows.otherTask,
      actor: { id: ids.manager, name: 'Selin', surname: 'Aktaş', type: 'manager' },
      action: 'task.update',
      entityType: 'task',
      entityId: 6,
      changes: { password: { after: '(changed)' } },
      ip: '10.0.0.1',
      createdAt: '2025-01-15T09:00:00.000Z',
      names: {},
    });
    expect(body.data[2]).toMatchObject({ id: rows.noActor, actor: null, entityId: null, changes: null });
  });

  it('filters by actor, action and record type', async () => {
    expect(await listIds(`actorId=${ids.manager}`)).toEqual([rows.otherTask, rows.taskCreated]);
    expect(await listIds('action=task.update')).toEqual([rows.otherTask, rows.statusChange]);
    expect(await listIds('entityType=ticket')).toEqual([rows.ticketUpdate]);
    // The action is matched exactly, not as a part.
    expect(await listIds('action=task')).toEqual([]);
  });

  it("gives one record's history with entityType and entityId", async () => {
    expect(await listIds('entityType=task&entityId=5&order=asc')).toEqual([rows.taskCreated, rows.statusChange]);
  });

  it('takes the days of the date range in the company time zone, both ends included', async () => {
    // 21:00 UTC on the 10th is midnight on the 11th in Istanbul; 20:59:59 is still the 10th.
    expect(await listIds('dateFrom=2025-01-11&dateTo=2025-01-11')).toEqual([rows.statusChange]);
    expect(await listIds('dateTo=2025-01-10')).toEqual([rows.taskCreated]);
    expect(await listIds('dateFrom=2025-01-12&dateTo=2025-01-14')).toEqual([
      rows.export,
      rows.noActor,
      rows.ticketUpdate,
    ]);
    const bad = await get('/api/activities?dateFrom=2025-01-12&dateTo=2025-01-11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.dateTo).toBeDefined();
  });

  it("searches the action, the record type and the actor's name and email", async () => {
    expect(await listIds('q=Aktaş')).toEqual([rows.otherTask, rows.taskCreated]);
    expect(await listIds('q=selin aktaş')).toEqual([rows.otherTask, rows.taskCreated]);
    expect(await listIds('q=manager@example')).toEqual([rows.otherTask, rows.taskCreated]);
    expect(await listIds('q=ticket')).toEqual([rows.ticketUpdate]);
    expect(await listIds('q=EXPORT')).toEqual([rows.export]);
    expect(await listIds('q=session')).toEqual([rows.noActor]);
    // The search holds together with the filters.
    expect(await listIds(`q=task&actorId=${ids.master}`)).toEqual([rows.statusChange]);
  });

  it('sorts on every sort field with the id breaking ties', async () => {
    expect(await listIds('sort=action&order=asc')).toEqual([
      rows.export,
      rows.noActor,
      rows.taskCreated,
      rows.statusChange,
      rows.otherTask,
      rows.ticketUpdate,
    ]);
    expect(await listIds('sort=entityType&order=desc')).toEqual([
      rows.ticketUpdate,
      rows.otherTask,
      rows.taskCreated,
      rows.statusChange,
      rows.noActor,
      rows.export,
    ]);
    // By name: Can Özkan, Deniz Yalçın (twice), Selin Aktaş (twice); no actor last.
    expect(await listIds('sort=actor&order=asc')).toEqual([
      rows.ticketUpdate,
      rows.statusChange,
      rows.export,
      rows.taskCreated,
      rows.otherTask,
      rows.noActor,
    ]);
    expect(await listIds('sort=createdAt&order=asc&page=2&pageSize=4')).toEqual([rows.export, rows.otherTask]);
    // Orders no index gives find their page's ids first: the pages hold the same rows as the whole list.
    expect(await listIds('sort=actor&order=asc&page=2&pageSize=4')).toEqual([rows.otherTask, rows.noActor]);
    expect(await listIds('sort=action&order=asc&page=2&pageSize=4')).toEqual([rows.otherTask, rows.ticketUpdate]);
  });

  it('gives the distinct actions and record types, sorted', async () => {
    const response = await get('/api/activities/facets');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      actions: ['projects.export', 'system.cleanup', 'task.create', 'task.update', 'ticket.update'],
      entityTypes: ['project', 'session', 'task', 'ticket'],
    });
  });

  it('exports the filtered trail with readable changes in English and Turkish, and records the export', async () => {
    const csv = await get('/api/activities/export?format=csv&entityType=task&entityId=5&order=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Time (Europe/Istanbul),User,Role,Action,Record type,Record no.,Changes,IP address',
    );
    // Times in the company's zone (Istanbul, UTC+3): 20:59:59 and 21:00 UTC are 23:59 on the 10th and midnight on the 11th.
    expect(csv.body).toContain(
      '2025-01-10 23:59,Selin Aktaş,Manager,Task created,Task,5,"Title: Write docs\nEstimated hours: 4",10.0.0.1',
    );
    expect(csv.body).toContain(
      '2025-01-11 00:00,Deniz Yalçın,Administrator,Task updated,Task,5,Status: Pending → Completed,10.0.0.1',
    );
    expect(csv.body).not.toContain('Ticket updated');

    const tr = await get('/api/activities/export?format=csv&q=session', master, 'tr');
    expect(tr.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Zaman (Europe/Istanbul);Kullanıcı;Rol;İşlem;Kayıt türü;Kayıt no;Değişiklikler;IP adresi',
    );
    expect(tr.body).toContain('system.cleanup');

    const pdf = await get('/api/activities/export?format=pdf&action=task.update');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('User activity');
    expect(text).toContain('Status: Pending → Completed');
    const xlsx = await get('/api/activities/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const audits = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'activities.export'))
      .orderBy(asc(activities.id));
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({ actorId: ids.master, entityType: 'activity' });
    expect(audits[0]!.changes).toEqual({
      filters: { after: { entityType: 'task', entityId: 5, sort: 'createdAt', order: 'asc', format: 'csv' } },
    });
  });

  it('stops counting past 1,000 rows, or past the page asked for, and says the total is a lower bound', async () => {
    const db = t.database.db;
    await db.execute(
      sql`insert into activities (actor_id, action, entity_type, entity_id, created_at) select ${ids.employee}, 'bulk.check', 'task', n, now() - n * interval '1 minute' from generate_series(1, 1100) as n`,
    );
    try {
      const [{ all } = { all: 0 }] = await db.select({ all: count() }).from(activities);
      expect(all).toBeGreaterThan(1100);
      const metaOf = async (query: string) => {
        const response = await get(`/api/activities?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as { data: unknown[]; meta: Record<string, unknown> };
        return { ...body.meta, rows: body.data.length };
      };
      expect(await metaOf('')).toEqual({ page: 1, pageSize: 25, total: 1000, totalIsAtLeast: true, rows: 25 });
      expect(await metaOf('action=bulk.check&pageSize=100')).toEqual({
        page: 1,
        pageSize: 100,
        total: 1000,
        totalIsAtLeast: true,
        rows: 100,
      });
      // Page 41 ends at row 1,025: counted that far, still more.
      expect(await metaOf('action=bulk.check&page=41')).toEqual({
        page: 41,
        pageSize: 25,
        total: 1025,
        totalIsAtLeast: true,
        rows: 25,
      });
      // Page 44 ends at row 1,100, all there is: exact again, and the last page is whole.
      expect(await metaOf('action=bulk.check&page=44')).toEqual({
        page: 44,
        pageSize: 25,
        total: 1100,
        totalIsAtLeast: false,
        rows: 25,
      });
      expect(await metaOf('action=bulk.check&page=45')).toEqual({
        page: 45,
        pageSize: 25,
        total: 1100,
        totalIsAtLeast: false,
        rows: 0,
      });
      expect(all).toBeLessThan(1125);
      expect(await metaOf(`page=45`)).toEqual({
        page: 45,
        pageSize: 25,
        total: all,
        totalIsAtLeast: false,
        rows: all - 44 * 25,
      });
      // A filter under the bound counts exactly, as before.
      expect(await metaOf('action=task.update')).toEqual({
        page: 1,
        pageSize: 25,
        total: 2,
        totalIsAtLeast: false,
        rows: 2,
      });
    } finally {
      await db.delete(activities).where(eq(activities.action, 'bulk.check'));
    }
  });

  it("is the master's alone, and refuses unknown keys", async () => {
    for (const url of ['/api/activities', '/api/activities/facets', '/api/activities/export?format=csv']) {
      expect((await get(url, manager)).statusCode).toBe(403);
    }
    expect((await get('/api/activities?actor=1')).statusCode).toBe(400);
    expect((await get('/api/activities?sort=ip')).statusCode).toBe(400);
  });
});
