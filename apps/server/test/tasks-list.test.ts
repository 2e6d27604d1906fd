import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@workspace/shared/common/work';
import { activities } from '../src/db/schema/activities';
import { tasks } from '../src/db/schema/tasks';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, sortedByDatabase, taskPayload, today, type WorkIds } from './work-helpers';

/* The task list, its summary cards and its export: paging, sorting, search and filters in SQL. */
let t: TestApp;
let manager: string;
let employee: string;
let ids: WorkIds;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
  employee = await t.login('employee');
  ids = await loadWorkIds(t.database);
});
afterAll(() => t.close());

const get = (url: string, token = manager, language?: string) => t.call({ method: 'GET', url, token, language });
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.call({
    method: 'POST',
    url: '/api/tasks',
    token: manager,
    payload: taskPayload(ids, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().task;
};

type Row = {
  id: number;
  title: string;
  status: string;
  priority: string;
  deadline: string;
  assigneeId: number;
  projectId: number;
  description: string | null;
};
const allTasks = async (): Promise<Row[]> => t.database.db.select().from(tasks);
const isOpen = (row: Row) => row.status !== 'completed' && row.status !== 'cancelled';

describe('GET /api/tasks', () => {
  it('pages with project and assignee, sorted by deadline by default', async () => {
    const total = (await allTasks()).length;
    const { data, meta } = (await get('/api/tasks?pageSize=10')).json();
    expect(meta).toEqual({ page: 1, pageSize: 10, total, totalIsAtLeast: false });
    expect(data).toHaveLength(10);
    expect(data[0]).toHaveProperty('project.name');
    expect(data[0]).toHaveProperty('assignee.surname');
    const deadlines = data.map((task: { deadline: string }) => task.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const last = (await get(`/api/tasks?pageSize=10&page=${Math.ceil(total / 10)}`)).json();
    expect(last.data).toHaveLength(total % 10 || 10);
    expect(last.meta.total).toBe(total);
    expect((await get('/api/tasks?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/tasks?sort=secret')).statusCode).toBe(400);
  });

  type Listed = { status: string; deadline: string; assignee: { name: string }; project: { name: string } };
  const isClosed = (task: Listed) => task.status === 'completed' || task.status === 'cancelled';

  it('puts open work first whatever the sort, then the chosen order within open and within finished work', async () => {
    const tasksByDeadline: Listed[] = (await get('/api/tasks?pageSize=100')).json().data;
    const firstClosed = tasksByDeadline.findIndex(isClosed);
    expect(firstClosed).toBeGreaterThan(0);
    // No open task after the first finished one.
    expect(tasksByDeadline.slice(firstClosed).every(isClosed)).toBe(true);
    const deadlines = (group: Listed[]) => group.map((task) => task.deadline);
    expect(deadlines(tasksByDeadline.slice(0, firstClosed))).toEqual(
      [...deadlines(tasksByDeadline.slice(0, firstClosed))].sort(),
    );
    expect(deadlines(tasksByDeadline.slice(firstClosed))).toEqual(
      [...deadlines(tasksByDeadline.slice(firstClosed))].sort(),
    );
    // Descending reverses the order within each group, never the groups.
    const descending: Listed[] = (await get('/api/tasks?pageSize=100&sort=deadline&order=desc')).json().data;
    expect(isClosed(descending[0]!)).toBe(false);
  });

  it('sorts by assignee name and by project name, open work first', async () => {
    const byAssignee: Listed[] = (await get('/api/tasks?sort=assignee&pageSize=100')).json().data;
    for (const group of [byAssignee.filter((task) => !isClosed(task)), byAssignee.filter(isClosed)]) {
      const names = group.map((task) => task.assignee.name);
      expect(names).toEqual(await sortedByDatabase(t.database, names));
    }
    expect(byAssignee.slice(byAssignee.findIndex(isClosed)).every(isClosed)).toBe(true);
    const byProject: Listed[] = (await get('/api/tasks?sort=project&order=desc&pageSize=100')).json().data;
    for (const group of [byProject.filter((task) => !isClosed(task)), byProject.filter(isClosed)]) {
      const names = group.map((task) => task.project.name);
      expect(names).toEqual(await sortedByDatabase(t.database, names, 'desc'));
    }
  });

  it('searches title and description through the trigram index expression', async () => {
    await create({ title: 'Calibrate zyxometer', description: null });
    await create({ title: 'Other thing', description: 'needs the ZYXOMETER too' });
    const { data, meta } = (await get('/api/tasks?q=zyxomet')).json();
    expect(meta.total).toBe(2);
    expect(data.map((task: { title: string }) => task.title).sort()).toEqual(['Calibrate zyxometer', 'Other thing']);
    expect((await get('/api/tasks?q=zyxomet&status=completed')).json().meta.total).toBe(0);
  });

  it('pages and sorts search results like any list, with the total of all matches', async () => {
    for (const [index, days] of [12, 9, 15, 10, 11].entries()) {
      await create({
        title: `Pagination probe ${index}`,
        deadline: inDays(days),
        assigneeId: index % 2 ? ids.manager : ids.employee,
      });
    }
    const page = async (query: string, size = 2) =>
      (await get(`/api/tasks?q=pagination%20PROBE&pageSize=${size}&${query}`)).json();
    const second = await page('page=2&sort=deadline');
    expect(second.meta.total).toBe(5);
    expect(second.data.map((task: { title: string }) => task.title)).toEqual([
      'Pagination probe 4',
      'Pagination probe 0',
    ]);
    expect((await page('page=3&sort=deadline')).data.map((task: { title: string }) => task.title)).toEqual([
      'Pagination probe 2',
    ]);
    expect(await page('page=4&sort=deadline')).toMatchObject({ data: [], meta: { total: 5 } });
    const byAssignee = await page('sort=assignee&order=desc', 5);
    const names = byAssignee.data.map((task: { assignee: { name: string } }) => task.assignee.name);
    expect(names).toEqual(await sortedByDatabase(t.database, names, 'desc'));
    expect(new Set(names)).toEqual(new Set(['Can', 'Selin']));
  });

  it('filters by status, priority, assignee, project and deadline range, matching a hand count', async () => {
    const rows = await allTasks();
    const from = inDays(-7);
    const to = inDays(7);
    const cases: [string, (row: Row) => boolean][] = [
      ['status=inProgress', (row) => row.status === 'inProgress'],
      ['priority=high&status=pending', (row) => row.priority === 'high' && row.status === 'pending'],
      [`assigneeId=${ids.employee}`, (row) => row.assigneeId === ids.employee],
      [`projectId=${ids.otherProject}`, (row) => row.projectId === ids.otherProject],
      [`deadlineFrom=${from}&deadlineTo=${to}`, (row) => row.deadline >= from && row.deadline <= to],
    ];
    for (const [query, keep] of cases) {
      const { meta, data } = (await get(`/api/tasks?${query}&pageSize=100`)).json();
      expect(meta.total, query).toBe(rows.filter(keep).length);
      expect(meta.total, query).toBeGreaterThan(0);
      expect(data.length).toBe(Math.min(100, meta.total));
    }
  });

  it('totals a page that is not the whole list like a hand count, with or without the counts per deadline', async () => {
    const rows = await allTasks();
    const from = inDays(-7);
    const to = inDays(7);
    const isOverdue = (row: Row) => isOpen(row) && row.deadline < today();
    // The first five are read from the counts per status and deadline, the others from the tasks.
    const cases: [string, (row: Row) => boolean][] = [
      ['', () => true],
      ['status=completed', (row) => row.status === 'completed'],
      [`deadlineFrom=${from}&deadlineTo=${to}`, (row) => row.deadline >= from && row.deadline <= to],
      ['overdue=true', isOverdue],
      [`status=pending&deadlineFrom=${from}`, (row) => row.status === 'pending' && row.deadline >= from],
      ['priority=high', (row) => row.priority === 'high'],
      [`assigneeId=${ids.employee}`, (row) => row.assigneeId === ids.employee],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep).length;
      expect(expected, query).toBeGreaterThan(2);
      const { meta, data } = (await get(`/api/tasks?${query}&pageSize=2`)).json();
      expect(meta.total, query).toBe(expected);
      expect(data).toHaveLength(2);
    }
    // A task written is counted at once: the counts change in the writing transaction.
    const before = (await get('/api/tasks?pageSize=2')).json().meta.total;
    const created = await create({ status: 'completed' });
    expect((await get('/api/tasks?pageSize=2')).json().meta.total).toBe(before + 1);
    expect((await get('/api/tasks/summary')).json().byStatus.completed).toBe(
      rows.filter((row) => row.status === 'completed').length + 1,
    );
    expect((await t.call({ method: 'DELETE', url: `/api/tasks/${created.id}`, token: manager })).statusCode).toBe(204);
    expect((await get('/api/tasks?pageSize=2')).json().meta.total).toBe(before);
    // An employee's list counts their own tasks only, never the counts of everyone's.
    const own = rows.filter((row) => row.assigneeId === ids.employee).length;
    expect((await get('/api/tasks?pageSize=2', employee)).json().meta.total).toBe(own);
    expect((await get('/api/tasks/summary', employee)).json().total).toBe(own);
  });

  it('gives every sort both ways in the same order page by page as in one page, and the dates, hours, status and priority as a hand sort does', async () => {
    type Listed = {
      id: number;
      status: string;
      priority: string;
      startDate: string;
      deadline: string;
      estimatedHours: string;
      createdAt: string;
    };
    const rank = (list: readonly string[]) => (value: string) => list.indexOf(value);
    const statusRank = rank(['pending', 'inProgress', 'completed', 'onHold', 'cancelled']);
    const priorityRank = rank(['low', 'medium', 'high']);
    // What each sort compares, as the database orders it (enums in their declared order).
    const keyOf: Record<string, ((task: Listed) => string | number) | undefined> = {
      startDate: (task) => task.startDate,
      deadline: (task) => task.deadline,
      estimatedHours: (task) => Number(task.estimatedHours),
      status: (task) => statusRank(task.status),
      priority: (task) => priorityRank(task.priority),
      createdAt: (task) => task.createdAt,
      title: undefined,
      assignee: undefined,
      project: undefined,
    };
    const closed = (task: Listed) => (task.status === 'completed' || task.status === 'cancelled' ? 1 : 0);
    for (const [sort, key] of Object.entries(keyOf)) {
      for (const order of ['asc', 'desc'] as const) {
        const whole: Listed[] = (await get(`/api/tasks?sort=${sort}&order=${order}&pageSize=100`)).json().data;
        expect(whole.length).toBeGreaterThan(8);
        const paged: Listed[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 4); page += 1) {
          paged.push(...(await get(`/api/tasks?sort=${sort}&order=${order}&pageSize=4&page=${page}`)).json().data);
        }
        expect(
          paged.map((task) => task.id),
          `${sort} ${order}, pages of 4`,
        ).toEqual(whole.map((task) => task.id));
        if (!key) continue;
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...whole].sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          return closed(a) - closed(b) || (ka < kb ? -sign : ka > kb ? sign : 0) || sign * (a.id - b.id);
        });
        expect(
          whole.map((task) => task.id),
          `${sort} ${order}`,
        ).toEqual(expected.map((task) => task.id));
      }
    }
  });

  it('orders one status (a board column) by deadline then id, both ways, as a hand sort does', async () => {
    const rows = await allTasks();
    for (const status of ['pending', 'inProgress', 'completed', 'onHold', 'cancelled']) {
      const own = rows.filter((row) => row.status === status);
      const ascending = [...own]
        .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id)
        .map((row) => row.id);
      for (const order of ['asc', 'desc'] as const) {
        const { data } = (await get(`/api/tasks?status=${status}&sort=deadline&order=${order}&pageSize=100`)).json();
        const expected = order === 'asc' ? ascending : [...ascending].reverse();
        expect(
          data.map((task: { id: number }) => task.id),
          `${status} ${order}`,
        ).toEqual(expected.slice(0, 100));
      }
    }
  });

  it('overdue=true gives open tasks whose deadline has passed, each marked isOverdue', async () => {
    const rows = await allTasks();
    const { data, meta } = (await get('/api/tasks?overdue=true&pageSize=100')).json();
    expect(meta.total).toBe(rows.filter((row) => isOpen(row) && row.deadline < today()).length);
    expect(meta.total).toBeGreaterThan(0);
    expect(
      data.every((task: { isOverdue: boolean; status: string }) => task.isOverdue && task.status !== 'completed'),
    ).toBe(true);
    const all = (await get('/api/tasks?pageSize=100&sort=deadline')).json().data as {
      deadline: string;
      status: string;
      isOverdue: boolean;
    }[];
    expect(all.filter((task) => task.isOverdue).every((task) => task.deadline < today())).toBe(true);
    expect(all.some((task) => task.deadline < today() && task.status === 'completed' && !task.isOverdue)).toBe(true);
  });

  it("mine=true is the caller's tasks for any role; an employee only ever sees their own", async () => {
    const rows = await allTasks();
    const managerMine = (await get('/api/tasks?mine=true&pageSize=100')).json();
    expect(managerMine.meta.total).toBe(rows.filter((row) => row.assigneeId === ids.manager).length);
    expect(managerMine.data.every((task: { assignee: { id: number } }) => task.assignee.id === ids.manager)).toBe(true);
    const own = rows.filter((row) => row.assigneeId === ids.employee).length;
    expect((await get('/api/tasks?pageSize=100', employee)).json().meta.total).toBe(own);
    expect((await get(`/api/tasks?assigneeId=${ids.manager}`, employee)).json().meta.total).toBe(0);
  });
});

describe('GET /api/tasks/summary', () => {
  it('counts per status, overdue and due this week (open tasks, Monday to Sunday) like a hand count', async () => {
    const rows = await allTasks();
    const weekday = new Date(`${today()}T00:00:00Z`).getUTCDay();
    const monday = addDays(today(), -((weekday + 6) % 7));
    const sunday = addDays(monday, 6);
    const check = async (query: string, keep: (row: Row) => boolean, token = manager) => {
      const mine = rows.filter(keep);
      const summary = (await get(`/api/tasks/summary?${query}`, token)).json();
      expect(summary.total, query).toBe(mine.length);
      for (const status of ['pending', 'inProgress', 'completed', 'onHold', 'cancelled']) {
        expect(summary.byStatus[status], `${query} ${status}`).toBe(mine.filter((row) => row.status === status).length);
      }
      expect(summary.overdue, query).toBe(mine.filter((row) => isOpen(row) && row.deadline < today()).length);
      expect(summary.dueThisWeek, query).toBe(
        mine.filter((row) => isOpen(row) && row.deadline >= monday && row.deadline <= sunday).length,
      );
      return summary;
    };
    expect((await check('', () => true)).overdue).toBeGreaterThan(0);
    await check('mine=true', (row) => row.assigneeId === ids.manager);
    await check('priority=high', (row) => row.priority === 'high');
    await check('', (row) => row.assigneeId === ids.employee, employee);
  });
});

describe('GET /api/tasks/export', () => {
  it('exports the whole filtered list as CSV with translated headers and records the export', async () => {
    const rows = (await allTasks()).filter((row) => row.status === 'inProgress');
    const response = await get('/api/tasks/export?format=csv&status=inProgress', manager, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Title,Project,Assigned to,Start date,Deadline,Estimated hours,Status,Priority,Completed at (Europe/Istanbul),Overdue',
    );
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.slice(1).every((line) => line.split(',')[6] === 'In progress')).toBe(true);
    const titles = lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort();
    expect(titles).toEqual(rows.map((row) => row.title).sort());
    const tr = await get('/api/tasks/export?format=csv&mine=true', employee, 'tr');
    expect(tr.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain('Başlık;Proje;Atanan kişi');
    expect(tr.headers['content-disposition']).toMatch(/filename="my-tasks-/);
    expect(
      (await t.database.db.select().from(activities).where(eq(activities.action, 'tasks.export'))).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
