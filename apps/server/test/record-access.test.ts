import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../src/db/schema/tasks';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, type WorkIds } from './work-helpers';

/*
 * Record-level rules, object by object, written out by hand from the permission design:
 *   tasks     master and manager: every task; employee: read own, change the status of own
 *   projects  master and manager: every project; employee: those holding a task of theirs
 *   money     a project's received and paid amounts: the master only (a manager sees every
 *             project without them)
 *   lookup    the master's user selector lists customers too; other staff internal users only
 * A record the caller may not see answers 404, exactly as one that does not exist. Each row
 * gives the answers of master, manager and employee, in that order.
 */
const STAFF = ['master', 'manager', 'employee'] as const;
type Staff = (typeof STAFF)[number];

// Data: one record a line reads as a table.
// prettier-ignore
const TASK_ROWS: [request: string, task: 'own' | 'other', answers: string][] = [
  // "own" is assigned to the employee; "other" to someone else.
  ['GET /api/tasks/:id', 'own', '200 200 200'],
  ['GET /api/tasks/:id', 'other', '200 200 404'],
  ['PATCH /api/tasks/:id/status', 'own', '200 200 200'],
  ['PATCH /api/tasks/:id/status', 'other', '200 200 404'],
  ['GET /api/tasks/:id/timeline', 'own', '200 200 200'],
  ['GET /api/tasks/:id/timeline', 'other', '200 200 404'],
  // Listed in GET /api/tasks (searched by its title, within its project).
  ['listed', 'own', 'yes yes yes'],
  ['listed', 'other', 'yes yes no'],
];

// Data: one record a line reads as a table.
// prettier-ignore
const PROJECT_ROWS: [request: string, project: 'holding' | 'without', answers: string][] = [
  // "holding" holds a task of the employee; "without" holds none.
  ['GET /api/projects/:id', 'holding', '200 200 200'],
  ['GET /api/projects/:id', 'without', '200 200 404'],
  ['in GET /api/projects/lookup', 'holding', 'yes yes yes'],
  ['in GET /api/projects/lookup', 'without', 'yes yes no'],
  ['received and paid shown', 'holding', 'yes no no'],
];

// Data: one record a line reads as a table.
// prettier-ignore
const LOOKUP_ROWS: [what: string, answers: string][] = [
  ['GET /api/users/lookup lists customers', 'yes no no'],
  ['GET /api/users/lookup lists internal users', 'yes yes yes'],
];

let t: TestApp;
let ids: WorkIds;
const tokens = {} as Record<Staff, string>;
const taskOf = {} as Record<'own' | 'other', { id: number; title: string; projectId: number }>;
const projectOf = {} as Record<'holding' | 'without', number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of STAFF) tokens[who] = await t.login(who);
  ids = await loadWorkIds(t.database);
  const [own] = await t.database.db.select().from(tasks).where(eq(tasks.assigneeId, ids.employee)).limit(1);
  const [other] = await t.database.db.select().from(tasks).where(ne(tasks.assigneeId, ids.employee)).limit(1);
  taskOf.own = own!;
  taskOf.other = other!;
  projectOf.holding = own!.projectId;
  const companyId = (await t.call({ method: 'GET', url: '/api/companies/lookup', token: tokens.manager })).json()
    .data[0].id;
  const created = await t.call({
    method: 'POST',
    url: '/api/projects',
    token: tokens.manager,
    payload: {
      name: 'Nobody of ours works here',
      budget: '100.00',
      currency: 'TL',
      companyId,
      startDate: inDays(1),
      endDate: inDays(30),
      status: 'pending',
      priority: 'low',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  projectOf.without = created.json().project.id;
  const employeeTasks = await t.database.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectOf.without), eq(tasks.assigneeId, ids.employee)));
  expect(employeeTasks).toHaveLength(0);
});
afterAll(() => t.close());

const call = (method: string, url: string, who: Staff, payload?: object) =>
  t.call({ method: method as 'GET', url, token: tokens[who], payload });
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

async function taskAnswer(
  request: string,
  task: { id: number; title: string; projectId: number },
  who: Staff,
): Promise<string> {
  if (request === 'listed') {
    const query = `q=${encodeURIComponent(task.title)}&projectId=${task.projectId}&pageSize=100`;
    const { data } = (await call('GET', `/api/tasks?${query}`, who)).json();
    return yesNo(data.some((row: { id: number }) => row.id === task.id));
  }
  const [method, url] = request.split(' ') as [string, string];
  const response = await call(
    method,
    url.replace(':id', String(task.id)),
    who,
    method === 'PATCH' ? { status: 'inProgress' } : undefined,
  );
  return String(response.statusCode);
}

async function projectAnswer(request: string, projectId: number, who: Staff): Promise<string> {
  if (request === 'in GET /api/projects/lookup') {
    const { data } = (await call('GET', '/api/projects/lookup', who)).json();
    return yesNo(data.some((row: { id: number }) => row.id === projectId));
  }
  const response = await call('GET', `/api/projects/${projectId}`, who);
  if (request === 'GET /api/projects/:id') return String(response.statusCode);
  const body = response.json();
  const project = body.project ?? body;
  return yesNo(typeof project.received === 'string' && typeof project.paid === 'string');
}

describe('tasks: record by record', () => {
  for (const [request, task, answers] of TASK_ROWS) {
    it(`${request}, ${task} task: ${answers}`, async () => {
      const actual: string[] = [];
      for (const who of STAFF) actual.push(await taskAnswer(request, taskOf[task], who));
      expect(actual.join(' '), 'master manager employee').toBe(answers);
    });
  }

  it("an employee's list, summary and export hold their own tasks only; a manager's hold everyone's", async () => {
    const all = await t.database.db.select().from(tasks);
    const own = all.filter((row) => row.assigneeId === ids.employee);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect((await call('GET', '/api/tasks?pageSize=1', 'employee')).json().meta.total).toBe(own.length);
    expect((await call('GET', '/api/tasks/summary', 'employee')).json().total).toBe(own.length);
    const csv = (await call('GET', '/api/tasks/export?format=csv', 'employee')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(own.length + 1);
    expect((await call('GET', '/api/tasks?pageSize=1', 'manager')).json().meta.total).toBe(all.length);
    expect((await call('GET', '/api/tasks/summary', 'manager')).json().total).toBe(all.length);
  });
});

describe('projects: record by record', () => {
  for (const [request, project, answers] of PROJECT_ROWS) {
    it(`${request}, project ${project} the employee's task: ${answers}`, async () => {
      const actual: string[] = [];
      for (const who of STAFF) actual.push(await projectAnswer(request, projectOf[project], who));
      expect(actual.join(' '), 'master manager employee').toBe(answers);
    });
  }

  it('the project list carries money for the master and none for a manager', async () => {
    const masterList = (await call('GET', '/api/projects?pageSize=100', 'master')).json().data as {
      received: unknown;
    }[];
    const managerList = (await call('GET', '/api/projects?pageSize=100', 'manager')).json().data as {
      received: unknown;
    }[];
    expect(masterList.length).toBeGreaterThan(0);
    expect(masterList.every((row) => typeof row.received === 'string')).toBe(true);
    expect(managerList).toHaveLength(masterList.length);
    expect(managerList.every((row) => row.received === null)).toBe(true);
  });
});

describe('user lookup: whom a selector lists', () => {
  for (const [what, answers] of LOOKUP_ROWS) {
    it(`${what}: ${answers}`, async () => {
      const actual: string[] = [];
      for (const who of STAFF) {
        const { data } = (await call('GET', '/api/users/lookup', who)).json();
        const wantsCustomers = what.endsWith('customers');
        actual.push(
          yesNo(data.some((user: { type: string }) => (wantsCustomers ? user.type === 'user' : user.type !== 'user'))),
        );
      }
      expect(actual.join(' '), 'master manager employee').toBe(answers);
    });
  }
});
