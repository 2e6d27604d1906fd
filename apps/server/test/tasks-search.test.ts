import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, type NewTaskRow } from '../src/db/schema/tasks';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, taskPayload, type WorkIds } from './work-helpers';

/*
 * The task search ordered by deadline (docs/decisions/015): it counts at most 1,000 matches and
 * reads only a window of the deadline order. 1,100 in-progress tasks hold "quillwort", due on 90
 * days in turn; 3,000 more in progress, due earlier, do not.
 */
let t: TestApp;
let manager: string;
let ids: WorkIds;
const MATCHES = 1_100;
const OTHERS = 3_000;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
  ids = await loadWorkIds(t.database);
  const base = {
    assigneeId: ids.employee,
    projectId: ids.project,
    startDate: inDays(-400),
    estimatedHours: '2.00',
    status: 'inProgress',
  } as const;
  const rows: NewTaskRow[] = [];
  for (let index = 0; index < OTHERS; index += 1)
    rows.push({ ...base, title: `Filler ${index}`, deadline: inDays(-300 + (index % 50)) });
  for (let index = 0; index < MATCHES; index += 1) {
    // Deadlines repeat (ties broken by id) and every third match is high priority.
    rows.push({
      ...base,
      title: `Quillwort ${index}`,
      deadline: inDays(-200 + (index % 90)),
      priority: index % 3 === 0 ? 'high' : 'low',
    });
  }
  for (let start = 0; start < rows.length; start += 500)
    await t.database.db.insert(tasks).values(rows.slice(start, start + 500));
});
afterAll(() => t.close());

type Listed = { id: number; title: string; status: string; priority: string };
type Answer = { data: Listed[]; meta: { page: number; pageSize: number; total: number; totalIsAtLeast: boolean } };
const get = async (query: string): Promise<Answer> => {
  const response = await t.call({ method: 'GET', url: `/api/tasks?${query}`, token: manager });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/* The ids in the list's order, asked of the database directly. */
const matchIds = async (order: 'asc' | 'desc' = 'asc', priority?: 'high') => {
  const rows = await t.database.db
    .select({ id: tasks.id, deadline: tasks.deadline })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'inProgress'),
        like(tasks.title, 'Quillwort %'),
        priority ? eq(tasks.priority, priority) : undefined,
      ),
    )
    .orderBy(asc(tasks.deadline), asc(tasks.id));
  const ordered = rows.map((row) => row.id);
  return order === 'asc' ? ordered : ordered.reverse();
};
const idsOf = (answer: Answer) => answer.data.map((task) => task.id);

describe('GET /api/tasks searching one status by deadline', () => {
  it('answers the first page in deadline order and says there are at least 1,000', async () => {
    const expected = await matchIds();
    expect(expected).toHaveLength(MATCHES);
    const first = await get('q=QUILLWORT&status=inProgress');
    expect(first.meta).toEqual({ page: 1, pageSize: 25, total: 1000, totalIsAtLeast: true });
    expect(idsOf(first)).toEqual(expected.slice(0, 25));
    const descending = await get('q=quillwort&status=inProgress&order=desc&pageSize=50');
    expect(idsOf(descending)).toEqual((await matchIds('desc')).slice(0, 50));
    expect(descending.meta.totalIsAtLeast).toBe(true);
  });

  it('pages past the bound while there are more, and counts exactly once the page reaches the end', async () => {
    const expected = await matchIds();
    const page = (number: number) => get(`q=quillwort&status=inProgress&page=${number}&pageSize=25`);
    const fortieth = await page(40);
    expect(idsOf(fortieth)).toEqual(expected.slice(975, 1000));
    expect(fortieth.meta).toMatchObject({ total: 1000, totalIsAtLeast: true });
    // Past 1,000 the count runs to the page's last row, so a next page is always known.
    const next = await page(41);
    expect(idsOf(next)).toEqual(expected.slice(1000, 1025));
    expect(next.meta).toMatchObject({ total: 1025, totalIsAtLeast: true });
    const last = await page(44);
    expect(idsOf(last)).toEqual(expected.slice(1075, 1100));
    expect(last.meta).toMatchObject({ total: MATCHES, totalIsAtLeast: false });
    expect(await page(45)).toMatchObject({ data: [], meta: { total: MATCHES, totalIsAtLeast: false } });
  });

  it('counts exactly under 1,000 matches, with the other filters applied in the window', async () => {
    const expected = await matchIds('asc', 'high');
    expect(expected).toHaveLength(Math.ceil(MATCHES / 3));
    const answer = await get('q=quillwort&status=inProgress&priority=high&pageSize=100&page=2');
    expect(answer.meta).toMatchObject({ total: expected.length, totalIsAtLeast: false });
    expect(idsOf(answer)).toEqual(expected.slice(100, 200));
    expect(answer.data.every((task) => task.priority === 'high' && task.status === 'inProgress')).toBe(true);
  });

  it('counts exactly when another order collects every match', async () => {
    const byTitle = await get('q=quillwort&status=inProgress&sort=title&pageSize=10');
    expect(byTitle.meta).toMatchObject({ total: MATCHES, totalIsAtLeast: false });
    expect(byTitle.data.map((task) => task.title)).toEqual([
      'Quillwort 0',
      'Quillwort 1',
      'Quillwort 10',
      'Quillwort 100',
      'Quillwort 1000',
      'Quillwort 1001',
      'Quillwort 1002',
      'Quillwort 1003',
      'Quillwort 1004',
      'Quillwort 1005',
    ]);
    expect((await get('q=quillwort&pageSize=10')).meta).toMatchObject({ total: MATCHES, totalIsAtLeast: false });
  });

  it('answers the right page when a kept count is older than the rows (a write on another instance)', async () => {
    const base = {
      assigneeId: ids.employee,
      projectId: ids.project,
      startDate: inDays(-400),
      estimatedHours: '1.00',
      status: 'inProgress',
    } as const;
    await t.database.db
      .insert(tasks)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          ...base,
          title: `Samphire ${index}`,
          deadline: inDays(-100 + index),
        })),
      );
    const listed = async () => idsOf(await get('q=samphire&status=inProgress'));
    const inOrder = async () =>
      (
        await t.database.db
          .select({ id: tasks.id })
          .from(tasks)
          .where(like(tasks.title, 'Samphire %'))
          .orderBy(asc(tasks.deadline), asc(tasks.id))
      ).map((row) => row.id);
    const all = await inOrder();
    expect(await listed()).toEqual(all.slice(0, 25));
    // Straight to the database, as another instance would: this one's kept count still says 30.
    await t.database.db.delete(tasks).where(inArray(tasks.id, all.slice(0, 10)));
    expect(await listed()).toEqual(all.slice(10, 30));
  });

  it('follows a write at once: a new match, a status change and a deletion show in the next total', async () => {
    const total = async () => (await get('q=bladderwrack&status=inProgress')).meta.total;
    expect(await total()).toBe(0);
    const created = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: manager,
      payload: taskPayload(ids, { title: 'Bladderwrack survey', status: 'inProgress' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().task.id as number;
    const second = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: manager,
      payload: taskPayload(ids, { title: 'Bladderwrack map', status: 'inProgress' }),
    });
    expect(second.statusCode).toBe(201);
    expect(await total()).toBe(2);
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/tasks/${id}/status`,
      token: manager,
      payload: { status: 'onHold' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/tasks/${second.json().task.id}`, token: manager })).statusCode,
    ).toBe(204);
    expect(await total()).toBe(0);
  });

  it('answers every task of a search, in every order, as the task itself is answered', async () => {
    const base = {
      projectId: ids.project,
      startDate: inDays(-40),
      estimatedHours: '3.25',
      description: 'Saltwort notes',
    } as const;
    await t.database.db.insert(tasks).values([
      {
        ...base,
        title: 'Saltwort overdue',
        assigneeId: ids.employee,
        deadline: inDays(-3),
        status: 'inProgress',
        createdBy: ids.manager,
      },
      {
        ...base,
        title: 'Saltwort ahead',
        assigneeId: ids.manager,
        projectId: ids.otherProject,
        deadline: inDays(9),
        status: 'inProgress',
        priority: 'high',
      },
      {
        ...base,
        title: 'Saltwort done',
        assigneeId: ids.employee,
        deadline: inDays(-5),
        status: 'completed',
        completedAt: new Date('2026-01-02T03:04:05.678Z'),
      },
      {
        ...base,
        title: 'Saltwort dropped',
        assigneeId: ids.manager,
        deadline: inDays(-7),
        status: 'cancelled',
        description: null,
      },
    ]);
    const single = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/tasks/${id}`, token: manager })).json();
    const searches = [
      ...['deadline', 'assignee', 'project', 'title', 'estimatedHours'].flatMap((sort) => [
        `q=saltwort&sort=${sort}&order=asc`,
        `q=saltwort&sort=${sort}&order=desc`,
      ]),
      'q=saltwort&status=inProgress&sort=deadline&order=asc',
      'q=saltwort&status=completed&sort=deadline&order=desc',
    ];
    for (const query of searches) {
      const answer = await get(query);
      expect(answer.data.length, query).toBe(
        query.includes('status=inProgress') ? 2 : query.includes('status=') ? 1 : 4,
      );
      for (const task of answer.data) expect(task, query).toEqual(await single(task.id));
    }
    // And the list without a search, which reads its rows the same way.
    for (const query of [
      'status=completed&pageSize=30',
      'status=cancelled&pageSize=30',
      'sort=deadline&order=desc&pageSize=30',
    ]) {
      const answer = await get(query);
      expect(answer.data.length, query).toBeGreaterThan(0);
      for (const task of answer.data) expect(task, query).toEqual(await single(task.id));
    }
    const done = (await get('q=saltwort&status=completed')).data[0]!;
    expect(done).toMatchObject({ title: 'Saltwort done', completedAt: '2026-01-02T03:04:05.678Z', isOverdue: false });
    const overdue = (await get('q=saltwort%20overdue')).data[0]!;
    expect(overdue).toMatchObject({ isOverdue: true, createdBy: { id: ids.manager }, project: { id: ids.project } });
  });
});
