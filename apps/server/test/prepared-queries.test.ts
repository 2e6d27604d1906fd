import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { preparedStatementNames } from '../src/db/prepared-queries';
import { tasks } from '../src/db/schema/tasks';
import { summarizeTasks, type TaskQueryFilters, type TaskSort } from '../src/modules/tasks/tasks.query';
import { findTaskPage } from '../src/modules/tasks/tasks.search';
import { userListQuery } from '../src/modules/users/users.repository';
import { createTestApp, type TestApp } from './helpers';
import { loadWorkIds } from './work-helpers';

/*
 * Lists are built once per shape and then only bound (docs/decisions/014): the second request of a
 * shape builds nothing, every request's own values reach the database (never the first request's),
 * and on PostgreSQL the statement is a named prepared statement of the connection.
 */

let t: TestApp;
const tokens: Record<'master' | 'employee', string> = { master: '', employee: '' };

beforeAll(async () => {
  t = await createTestApp();
  tokens.master = await t.login('master');
  tokens.employee = await t.login('employee');
});
afterAll(() => t.close());

const get = async (who: keyof typeof tokens, url: string) => {
  const response = await t.call({ method: 'GET', url, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, unknown>[]; meta: { total: number } }>();
};
const built = (prefix: string) => preparedStatementNames(t.database.db).filter((name) => name.startsWith(`${prefix}_`));

describe('a list statement is built once per shape', () => {
  it('binds each request its own values and builds a new statement only for a new shape', async () => {
    const before = built('users_page').length;
    const masters = await get('master', '/api/users?kind=internal&q=master%40example');
    expect(masters.data.map((user) => user.email)).toEqual(['master@example.com']);
    expect(built('users_page')).toHaveLength(before + 1);

    // The same shape (a search) with another term: nothing built, and the new term is the one searched.
    const managers = await get('master', '/api/users?kind=internal&q=manager%40example');
    expect(managers.data.map((user) => user.email)).toEqual(['manager@example.com']);
    expect(managers.meta.total).toBe(1);
    expect(built('users_page')).toHaveLength(before + 1);

    // Another filter set is another shape; a boolean false is a value like any other.
    const inactive = await get('master', '/api/users?kind=internal&q=manager%40example&isActive=false');
    expect(inactive.data).toEqual([]);
    expect(built('users_page')).toHaveLength(before + 2);
    const active = await get('master', '/api/users?kind=internal&q=manager%40example&isActive=true');
    expect(active.data.map((user) => user.email)).toEqual(['manager@example.com']);
    expect(built('users_page')).toHaveLength(before + 2);
  });

  it('reads every caller their own notes through one statement, Turkish search and pins bound per request', async () => {
    const create = async (who: keyof typeof tokens, name: string) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/notes',
        token: tokens[who],
        payload: { name, content: 'Hazırlık notu' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ note: { id: number } }>().note.id;
    };
    const pinnedId = await create('employee', 'Çamlıca şantiyesi planı');
    await create('employee', 'Işıklar raporu');
    await create('master', 'Çamlıca bütçesi');
    const pin = await t.call({
      method: 'PATCH',
      url: `/api/notes/${pinnedId}/pin`,
      token: tokens.employee,
      payload: { isPinned: true },
    });
    expect(pin.statusCode, pin.body).toBe(200);

    const names = (body: { data: Record<string, unknown>[] }) => body.data.map((note) => note.name);
    // Folded search: upper case without Turkish letters finds "Çamlıca"; each caller only their own.
    expect(names(await get('employee', '/api/notes?q=CAMLICA'))).toEqual(['Çamlıca şantiyesi planı']);
    expect(names(await get('master', '/api/notes?q=CAMLICA'))).toEqual(['Çamlıca bütçesi']);
    expect(names(await get('employee', '/api/notes?q=I%C5%9EIKLAR'))).toEqual(['Işıklar raporu']);
    expect(built('notes_page')).toHaveLength(1);

    expect(names(await get('employee', '/api/notes?q=%C3%A7aml%C4%B1ca&pinned=true'))).toEqual([
      'Çamlıca şantiyesi planı',
    ]);
    expect(names(await get('employee', '/api/notes?q=%C3%A7aml%C4%B1ca&pinned=false'))).toEqual([]);
    expect(names(await get('employee', '/api/notes?q=I%C5%9F%C4%B1klar&pinned=false'))).toEqual(['Işıklar raporu']);
    expect(built('notes_page')).toHaveLength(2);
    // A wildcard is a character to find, also when bound to a prepared statement.
    expect(names(await get('employee', '/api/notes?q=%25'))).toEqual([]);
  });

  it('answers null columns and filters on absent ones alike on every call', async () => {
    const company = (await get('master', '/api/companies/lookup')).data[0]!.id as number;
    const me = (await t.call({ method: 'GET', url: '/api/me', token: tokens.master })).json<{ id: number }>().id;
    const post = await t.call({
      method: 'POST',
      url: '/api/transactions',
      token: tokens.master,
      payload: {
        name: 'Kırtasiye ödemesi',
        amount: '12.50',
        type: 'income',
        currency: 'TL',
        assignedUserId: me,
        companyId: company,
        transactionDate: '2031-02-03',
      },
    });
    expect(post.statusCode, post.body).toBe(201);
    const found = await get('master', '/api/transactions?q=KIRTASIYE&currency=TL');
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ name: 'Kırtasiye ödemesi', amount: '12.50', project: null, category: null });
    // The same shape, another currency: the value of this call, not of the last one.
    expect((await get('master', '/api/transactions?q=KIRTASIYE&currency=Euro')).data).toEqual([]);
    expect((await get('master', '/api/transactions?q=KIRTASIYE&currency=TL&dateFrom=2031-02-04')).data).toEqual([]);
    expect((await get('master', '/api/transactions?q=KIRTASIYE&currency=TL&dateFrom=2031-02-03')).data).toHaveLength(1);
  });
});

describe('the task list is built once per shape', () => {
  beforeAll(async () => {
    const ids = await loadWorkIds(t.database);
    const masterId = (await t.call({ method: 'GET', url: '/api/me', token: tokens.master })).json<{ id: number }>().id;
    const employeeId = ids.employee;
    // Due far ahead of the demo data, so a deadline range from 2091 holds these four tasks alone.
    const base = {
      projectId: ids.project,
      startDate: '2091-01-01',
      estimatedHours: '1.00',
      status: 'inProgress',
    } as const;
    await t.database.db.insert(tasks).values([
      { ...base, title: 'Zephyrine alpha', assigneeId: employeeId, deadline: '2091-05-10' },
      { ...base, title: 'Zephyrine beta', assigneeId: masterId, deadline: '2091-05-20' },
      { ...base, title: 'Marigold gamma', assigneeId: employeeId, deadline: '2091-05-12' },
      { ...base, title: 'Marigold delta', assigneeId: masterId, deadline: '2091-05-30', status: 'completed' },
    ]);
  });

  // tasks_search_<digest>, not tasks_search_count_<digest>.
  const searches = () =>
    preparedStatementNames(t.database.db).filter((name) => /^tasks_search_[0-9a-f]{16}$/.test(name));
  const titles = (body: { data: Record<string, unknown>[] }) => body.data.map((task) => task.title);

  it('searches each term and each caller through one statement', async () => {
    const before = searches().length;
    const counts = built('tasks_search_count').length;
    // One status by deadline: the bounded count, then the page (docs/decisions/015).
    expect(titles(await get('master', '/api/tasks?q=ZEPHYRINE&status=inProgress'))).toEqual([
      'Zephyrine alpha',
      'Zephyrine beta',
    ]);
    expect(searches()).toHaveLength(before + 1);
    expect(built('tasks_search_count')).toHaveLength(counts + 1);
    expect(titles(await get('master', '/api/tasks?q=marigold&status=inProgress'))).toEqual(['Marigold gamma']);
    expect(searches()).toHaveLength(before + 1);
    expect(built('tasks_search_count')).toHaveLength(counts + 1);

    // The caller is a value: "mine" for the master and an employee's own list share a statement.
    const mine = await get('master', '/api/tasks?q=zephyrine&status=inProgress&mine=true');
    expect(titles(mine)).toEqual(['Zephyrine beta']);
    expect(mine.meta.total).toBe(1);
    const shapes = searches().length;
    const own = await get('employee', '/api/tasks?q=zephyrine&status=inProgress');
    expect(titles(own)).toEqual(['Zephyrine alpha']);
    expect(own.meta.total).toBe(1);
    expect(searches()).toHaveLength(shapes);
  });

  it('reads "today" and the week of each call, never those of the first', async () => {
    const sort: TaskSort = { sort: 'deadline', order: 'asc', language: 'en' };
    const page = { page: 1, pageSize: 25 };
    const db = t.database.db;
    const filters = (today: string, more: Partial<TaskQueryFilters> = {}): TaskQueryFilters => ({
      deadlineFrom: '2091-01-01',
      scope: { kind: 'all' },
      today,
      ...more,
    });
    const overdue = async (today: string, more: Partial<TaskQueryFilters> = {}) =>
      (await findTaskPage(db, filters(today, { overdue: true, ...more }), sort, page)).rows.map((row) => row.title);

    // The list (tasks_page) and the search (tasks_search_count, tasks_search), each on one shape.
    expect(await overdue('2091-05-11')).toEqual(['Zephyrine alpha']);
    expect(await overdue('2091-05-21')).toEqual(['Zephyrine alpha', 'Marigold gamma', 'Zephyrine beta']);
    expect(await overdue('2091-05-01')).toEqual([]);
    expect(await overdue('2091-05-11', { q: 'zephyrine', status: 'inProgress' })).toEqual(['Zephyrine alpha']);
    expect(await overdue('2091-05-21', { q: 'zephyrine', status: 'inProgress' })).toEqual([
      'Zephyrine alpha',
      'Zephyrine beta',
    ]);

    const flags = async (today: string) =>
      (
        await findTaskPage(db, filters(today, { q: 'a', status: 'inProgress' }), { ...sort, sort: 'title' }, page)
      ).rows.map((row) => [row.title, row.isOverdue]);
    expect(await flags('2091-05-11')).toEqual([
      ['Marigold gamma', false],
      ['Zephyrine alpha', true],
      ['Zephyrine beta', false],
    ]);
    expect(await flags('2091-05-15')).toEqual([
      ['Marigold gamma', true],
      ['Zephyrine alpha', true],
      ['Zephyrine beta', false],
    ]);

    const summary = async (today: string, week: { from: string; to: string }) =>
      (await summarizeTasks(db, filters(today), { weekStart: week.from, weekEnd: week.to })).map(
        ({ status, count, overdue, dueThisWeek }) => ({ status, count, overdue, dueThisWeek }),
      );
    expect(await summary('2091-05-11', { from: '2091-05-07', to: '2091-05-13' })).toEqual(
      expect.arrayContaining([
        { status: 'inProgress', count: 3, overdue: 1, dueThisWeek: 2 },
        { status: 'completed', count: 1, overdue: 0, dueThisWeek: 0 },
      ]),
    );
    expect(await summary('2091-05-31', { from: '2091-05-28', to: '2091-06-03' })).toEqual(
      expect.arrayContaining([
        { status: 'inProgress', count: 3, overdue: 3, dueThisWeek: 0 },
        { status: 'completed', count: 1, overdue: 0, dueThisWeek: 1 },
      ]),
    );
    expect(built('tasks_summary')).toHaveLength(1);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('on PostgreSQL', () => {
  it('runs a list as a named statement that the connection parsed once', async () => {
    const url = t.database.pool!.options.connectionString!;
    // One connection, so the statements it holds are the ones these calls made.
    const database = openPostgres(url, 1);
    try {
      const sort = { sort: 'email' as const, order: 'asc' as const, language: 'tr' as const };
      const first = await userListQuery.list(database.db, { kind: 'internal', q: 'MASTER@example' }, sort, {
        page: 1,
        pageSize: 1,
      });
      const second = await userListQuery.list(database.db, { kind: 'internal', q: 'manager@EXAMPLE' }, sort, {
        page: 1,
        pageSize: 1,
      });
      expect(first).toMatchObject({ total: 1, rows: [{ email: 'master@example.com' }] });
      expect(second).toMatchObject({ total: 1, rows: [{ email: 'manager@example.com' }] });
      // The pool's one connection, the one that ran the list.
      const statements = await database.pool!.query<{ name: string; statement: string; calls: number }>(
        "select name, statement, (generic_plans + custom_plans)::int as calls from pg_prepared_statements where name like 'users\\_%' order by name",
      );
      const names = preparedStatementNames(database.db);
      expect(names).toHaveLength(2);
      expect(statements.rows.map((row) => row.name).sort()).toEqual([...names].sort());
      for (const row of statements.rows) {
        expect(row.calls).toBe(2);
        expect(row.statement).toContain('search_fold($');
      }
    } finally {
      await database.close();
    }
  });
});
