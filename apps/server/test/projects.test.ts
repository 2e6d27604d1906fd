import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { projects } from '../src/db/schema/projects';
import { tasks } from '../src/db/schema/tasks';
import { createTestApp, type TestApp } from './helpers';
import { inDays, sortedByDatabase } from './work-helpers';

let t: TestApp;
let master: string;
let manager: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  manager = await t.login('manager');
  companyId = (await t.call({ method: 'GET', url: '/api/companies/lookup', token: manager })).json().data[0].id;
});
afterAll(() => t.close());

const get = (url: string, token = manager, language?: string) => t.call({ method: 'GET', url, token, language });
const newProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'Warehouse scanner app',
  description: 'Barcode scanning for the Mersin depot',
  budget: '12500.50',
  currency: 'TL',
  companyId,
  startDate: inDays(1),
  endDate: inDays(60),
  status: 'pending',
  priority: 'high',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.call({
    method: 'POST',
    url: '/api/projects',
    token: manager,
    payload: newProject(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().project;
};
const activityFor = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.action, action), eq(activities.entityId, entityId)));
const fieldsOf = async (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', url = '/api/projects') => {
  const response = await t.call({ method, url, token: manager, payload });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fields as Record<string, string>;
};

describe('GET /api/companies/lookup', () => {
  it('lists the seeded companies by name, id and name only', async () => {
    const { data } = (await get('/api/companies/lookup')).json();
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'name']);
    const names = data.map((company: { name: string }) => company.name);
    expect(names).toEqual(await sortedByDatabase(t.database, names));
  });
});

describe('POST /api/projects', () => {
  it('creates a project with an exact budget, its company name and an audit row', async () => {
    const project = await create({ budget: 1250.5 });
    expect(project).toMatchObject({
      name: 'Warehouse scanner app',
      budget: '1250.50',
      currency: 'TL',
      companyId,
      taskCount: 0,
      openTaskCount: 0,
      status: 'pending',
      priority: 'high',
    });
    expect(project.companyName).toBeTruthy();
    const [activity] = await activityFor('project.create', project.id);
    expect(activity!.changes).toMatchObject({ name: { after: 'Warehouse scanner app' }, budget: { after: '1250.50' } });
  });

  it('checks the name (35), budget (positive, two decimals, a number) and dates with translated messages', async () => {
    expect(await fieldsOf(newProject({ name: 'x'.repeat(36) }))).toEqual({ name: 'Must be at most 35 characters' });
    expect((await create({ name: 'y'.repeat(35) })).name).toHaveLength(35);
    expect((await fieldsOf(newProject({ budget: '0' }))).budget).toBe('Must be a positive number');
    expect((await fieldsOf(newProject({ budget: '-10' }))).budget).toBe('Must be a positive number');
    expect((await fieldsOf(newProject({ budget: '10.125' }))).budget).toBe('Use at most two decimal places');
    expect((await fieldsOf(newProject({ budget: 'ten' }))).budget).toBe('Enter a number, like 1,250.50');
    expect((await fieldsOf(newProject({ budget: '' }))).budget).toBe('This field is required');
    expect((await fieldsOf(newProject({ endDate: inDays(0), startDate: inDays(5) }))).endDate).toBe(
      'The end date cannot be before the start date',
    );
    const past = await fieldsOf(newProject({ startDate: inDays(-1), endDate: inDays(-1) }));
    expect(past).toEqual({ startDate: 'Must be a date in the future', endDate: 'Must be a date in the future' });
    // The contract words every currency failure as "required" (z.enum with error: 'required').
    expect(Object.keys(await fieldsOf(newProject({ currency: 'JPY' })))).toEqual(['currency']);
  });

  it('accepts today as the start (the company time zone) and answers in Turkish when asked', async () => {
    expect((await create({ startDate: inDays(0), endDate: inDays(0) })).startDate).toBe(inDays(0));
    const response = await t.call({
      method: 'POST',
      url: '/api/projects',
      token: manager,
      language: 'tr',
      payload: newProject({ name: '' }),
    });
    expect(response.json().error.fields.name).toBe('Bu alan zorunludur');
  });

  it('refuses a company that does not exist and stores nothing', async () => {
    const before = (await get('/api/projects?pageSize=1')).json().meta.total;
    expect(await fieldsOf(newProject({ companyId: 999999 }))).toEqual({ companyId: 'Choose an existing company' });
    expect((await get('/api/projects?pageSize=1')).json().meta.total).toBe(before);
  });
});

describe('PUT and DELETE /api/projects/:id', () => {
  it('edits a project, keeping past dates allowed, and records before and after', async () => {
    const project = await create();
    const response = await t.call({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      token: manager,
      payload: newProject({ startDate: inDays(-30), endDate: inDays(-2), budget: '99.9', status: 'completed' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().project).toMatchObject({ startDate: inDays(-30), budget: '99.90', status: 'completed' });
    const [activity] = await activityFor('project.update', project.id);
    expect(activity!.changes).toMatchObject({
      budget: { before: '12500.50', after: '99.90' },
      status: { before: 'pending', after: 'completed' },
    });
    expect(
      (
        await fieldsOf(
          newProject({ endDate: inDays(-40), startDate: inDays(-30) }),
          'PUT',
          `/api/projects/${project.id}`,
        )
      ).endDate,
    ).toBe('The end date cannot be before the start date');
    expect(
      (await t.call({ method: 'PUT', url: '/api/projects/999999', token: manager, payload: newProject() })).statusCode,
    ).toBe(404);
  });

  it('answers 409 with a clear message while tasks reference the project, 204 once they are gone', async () => {
    const project = await create();
    const employeeId = (await get('/api/me', await t.login('employee'))).json().id;
    const task = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: manager,
      payload: {
        title: 'Blocking task',
        assigneeId: employeeId,
        projectId: project.id,
        startDate: inDays(1),
        deadline: inDays(3),
        estimatedHours: '2',
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    const refused = await t.call({ method: 'DELETE', url: `/api/projects/${project.id}`, token: manager });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This project still has tasks. Move or delete them first.');
    expect(await t.database.db.select().from(projects).where(eq(projects.id, project.id))).toHaveLength(1);

    await t.call({ method: 'DELETE', url: `/api/tasks/${task.json().task.id}`, token: manager });
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${project.id}`, token: manager })).statusCode).toBe(
      204,
    );
    expect((await get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect(await activityFor('project.delete', project.id)).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${project.id}`, token: manager })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/projects', () => {
  it('pages, sorts and counts tasks per project in SQL', async () => {
    const page1 = (await get('/api/projects?pageSize=3&sort=name&order=asc')).json();
    const page2 = (await get('/api/projects?pageSize=3&page=2&sort=name&order=asc')).json();
    expect(page1.data).toHaveLength(3);
    expect(page1.meta).toMatchObject({ page: 1, pageSize: 3 });
    expect(page1.meta.total).toBeGreaterThanOrEqual(8);
    const names = [...page1.data, ...page2.data].map((project: { name: string }) => project.name);
    expect(names).toEqual(await sortedByDatabase(t.database, names));

    const budgets = (await get('/api/projects?sort=budget&order=desc&pageSize=100'))
      .json()
      .data.map((project: { budget: string }) => Number(project.budget));
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));

    const all = (await get('/api/projects?pageSize=100')).json().data as {
      id: number;
      taskCount: number;
      openTaskCount: number;
    }[];
    const rows = await t.database.db.select({ projectId: tasks.projectId, status: tasks.status }).from(tasks);
    for (const project of all) {
      const mine = rows.filter((row) => row.projectId === project.id);
      expect(project.taskCount).toBe(mine.length);
      expect(project.openTaskCount).toBe(
        mine.filter((row) => row.status !== 'completed' && row.status !== 'cancelled').length,
      );
    }
  });

  it('searches names (case-insensitive, wildcards literal) and filters by status, currency and company', async () => {
    await create({ name: 'Quantum 50% Ledger' });
    expect((await get('/api/projects?q=quantum')).json().data.map((p: { name: string }) => p.name)).toEqual([
      'Quantum 50% Ledger',
    ]);
    expect((await get('/api/projects?q=50%25')).json().data.map((p: { name: string }) => p.name)).toEqual([
      'Quantum 50% Ledger',
    ]);
    expect((await get('/api/projects?q=5_%25')).json().data).toHaveLength(0);
    for (const [key, value] of [
      ['status', 'inProgress'],
      ['currency', 'GBP'],
      ['priority', 'low'],
      ['companyId', String(companyId)],
    ] as const) {
      const { data, meta } = (await get(`/api/projects?${key}=${value}&pageSize=100`)).json();
      expect(data.length, key).toBeGreaterThan(0);
      expect(meta.total).toBe(data.length);
      expect(
        data.every((project: Record<string, unknown>) => String(project[key]) === value),
        key,
      ).toBe(true);
    }
    expect((await get('/api/projects?sort=password')).statusCode).toBe(400);
  });
});

describe('GET /api/projects/summary', () => {
  it('counts projects per status under the same filters, against a hand count', async () => {
    const rows = await t.database.db.select({ status: projects.status, currency: projects.currency }).from(projects);
    const summary = (await get('/api/projects/summary')).json();
    expect(summary.total).toBe(rows.length);
    for (const status of ['pending', 'inProgress', 'completed', 'onHold', 'cancelled']) {
      expect(summary.byStatus[status], status).toBe(rows.filter((row) => row.status === status).length);
    }
    const usd = (await get('/api/projects/summary?currency=USD')).json();
    expect(usd.total).toBe(rows.filter((row) => row.currency === 'USD').length);
    expect(usd.byStatus.cancelled).toBe(
      rows.filter((row) => row.currency === 'USD' && row.status === 'cancelled').length,
    );
  });
});

describe('GET /api/projects/export', () => {
  it('streams the whole filtered list as CSV with translated headers and records the export', async () => {
    const response = await get('/api/projects/export?format=csv&currency=TL&sort=name', manager, 'tr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Ad;Şirket;Bütçe;Para birimi;Başlangıç tarihi;Bitiş tarihi;Durum;Öncelik;Görevler;Açık görevler',
    );
    const total = (await get('/api/projects?currency=TL&pageSize=1')).json().meta.total;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.split(';')[3] === 'TL')).toBe(true);
    // A decimal comma for a Turkish reader, no grouping: Excel in Turkish reads it as a number.
    expect(
      lines.some(
        (line) =>
          line.includes('Fleet tracking portal') && line.includes(';485000,00;') && line.includes('Devam ediyor'),
      ),
    ).toBe(true);
    const exportsLogged = await t.database.db.select().from(activities).where(eq(activities.action, 'projects.export'));
    expect(exportsLogged.length).toBeGreaterThan(0);
    const xlsx = await get('/api/projects/export?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await get('/api/projects/export?format=pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/projects/lookup and /:id as an employee', () => {
  it('shows an employee only projects holding a task of theirs; others are 404', async () => {
    const employee = await t.login('employee');
    const me = (await get('/api/me', employee)).json();
    const own = await t.database.db
      .selectDistinct({ projectId: tasks.projectId })
      .from(tasks)
      .where(eq(tasks.assigneeId, me.id));
    const ownIds = own.map((row) => row.projectId).sort((a, b) => a - b);
    const lookup = (await get('/api/projects/lookup', employee))
      .json()
      .data.map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
    expect(lookup).toEqual(ownIds);
    expect((await get(`/api/projects/${ownIds[0]}`, employee)).statusCode).toBe(200);

    const stranger = await create({ name: 'Not for the employee' });
    expect((await get(`/api/projects/${stranger.id}`, employee)).statusCode).toBe(404);
    expect((await get(`/api/projects/${stranger.id}`, master)).statusCode).toBe(200);
    const everything = (await get('/api/projects/lookup', master)).json().data;
    expect(everything.some((p: { id: number }) => p.id === stranger.id)).toBe(true);
    expect(Object.keys(everything[0]).sort()).toEqual(['currency', 'id', 'name']);
  });
});

describe('money linked to projects', () => {
  it('goes to the master only: a manager gets every project without received, paid or other currencies', async () => {
    const project = await create({ name: 'Money visibility' });
    const masterView = (await get(`/api/projects/${project.id}`, master)).json();
    expect((masterView.project ?? masterView).received).toBe('0.00');
    expect((masterView.project ?? masterView).otherCurrencies).toEqual([]);
    expect(project).toMatchObject({ received: null, paid: null, otherCurrencies: null });
    const managerView = (await get(`/api/projects/${project.id}`)).json();
    expect(managerView.project ?? managerView).toMatchObject({ received: null, paid: null, otherCurrencies: null });
    const managerList = (await get('/api/projects?pageSize=100')).json().data as Array<Record<string, unknown>>;
    expect(managerList.length).toBeGreaterThan(0);
    expect(managerList.every((row) => row.received === null && row.paid === null && row.otherCurrencies === null)).toBe(
      true,
    );
    const masterList = (await get('/api/projects?pageSize=100', master)).json().data as Array<Record<string, unknown>>;
    expect(
      masterList.every(
        (row) => typeof row.received === 'string' && typeof row.paid === 'string' && Array.isArray(row.otherCurrencies),
      ),
    ).toBe(true);
    // The demo projects have linked income: the master sees it.
    expect(masterList.some((row) => row.received !== '0.00')).toBe(true);
  });
});
