import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDefaults, savedViews } from '../src/db/schema/saved-views';
import { users } from '../src/db/schema/users';
import { createTestApp, type TestApp } from './helpers';

/*
 * Saved views round trip: save, list, default, rename, share, delete; the state checked against
 * the list when saved (400) and when read (a stale filter, sort or column left out and named);
 * who may read and change a view (owner only; a shared view read by its role, changed by the master);
 * each person's default, their own view or one shared with them, which falls away with the view.
 */

let t: TestApp;
const tokens: Record<'master' | 'manager' | 'employee' | 'user', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['master', 'manager', 'employee', 'user'] as const) tokens[role] = await t.login(role);
});
afterAll(() => t.close());

type View = {
  id: number;
  list: string;
  name: string;
  state: Record<string, unknown>;
  isDefault: boolean;
  sharedWith: string | null;
  isOwn: boolean;
  dropped: string[];
};

const save = (token: string, payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'POST', url: '/api/saved-views', token, payload, language });
const saved = async (token: string, payload: Record<string, unknown>): Promise<View> => {
  const response = await save(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().savedView;
};
const views = async (token: string, list: string): Promise<View[]> => {
  const response = await t.call({ method: 'GET', url: `/api/saved-views?list=${encodeURIComponent(list)}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const change = (token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/saved-views/${id}`, token, payload });

describe('saved views', () => {
  it('saves a view, lists it, makes it the default, renames and deletes it', async () => {
    const urgent = await saved(tokens.manager, {
      list: 'tickets',
      name: 'Urgent open',
      state: { q: 'printer', filters: { priority: 'urgent', status: 'unfinished' }, sort: 'deadline', order: 'asc' },
      isDefault: true,
    });
    expect(urgent).toMatchObject({
      list: 'tickets',
      name: 'Urgent open',
      state: { q: 'printer', filters: { priority: 'urgent', status: 'unfinished' }, sort: 'deadline', order: 'asc' },
      isDefault: true,
      sharedWith: null,
      isOwn: true,
      dropped: [],
    });
    const mine = await saved(tokens.manager, {
      list: 'tickets',
      name: 'Mine',
      state: { filters: {}, columns: ['subject', 'status', 'createdAt'] },
    });
    // The row's key column is put back first when left out.
    expect(mine.state.columns).toEqual(['id', 'subject', 'status', 'createdAt']);
    expect((await views(tokens.manager, 'tickets')).map((view) => [view.name, view.isDefault])).toEqual([
      ['Mine', false],
      ['Urgent open', true],
    ]);

    // One default per person and list: choosing another moves it.
    const moved = await change(tokens.manager, mine.id, { isDefault: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await views(tokens.manager, 'tickets')).map((view) => [view.name, view.isDefault])).toEqual([
      ['Mine', true],
      ['Urgent open', false],
    ]);

    const renamed = await change(tokens.manager, urgent.id, { name: 'Urgent' });
    expect(renamed.json().savedView.name).toBe('Urgent');
    const taken = await change(tokens.manager, urgent.id, { name: 'Mine' });
    expect(taken.statusCode).toBe(409);
    expect((await save(tokens.manager, { list: 'tickets', name: 'Mine', state: { filters: {} } })).statusCode).toBe(
      409,
    );

    // Nobody else sees them.
    expect(await views(tokens.employee, 'tickets')).toEqual([]);
    expect(await views(tokens.master, 'tickets')).toEqual([]);

    const removed = await t.call({ method: 'DELETE', url: `/api/saved-views/${urgent.id}`, token: tokens.manager });
    expect(removed.statusCode).toBe(204);
    expect((await views(tokens.manager, 'tickets')).map((view) => view.name)).toEqual(['Mine']);
  });

  it('refuses a state the list does not take, with a translated message, and saves nothing', async () => {
    const before = (await t.database.db.select().from(savedViews)).length;
    const bad = await save(
      tokens.employee,
      {
        list: 'tasks',
        name: 'Broken',
        state: { filters: { colour: 'red', status: 'nonsense' }, sort: 'shoeSize', columns: ['title', 'mood'] },
      },
      'tr',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['state.filters.colour']).toBe(
      'Listede böyle bir filtre yok ya da bu değeri almıyor',
    );
    expect(bad.json().error.message).toBe('Bu görünüm, listede olmayan bir filtre, sıralama ya da sütun içeriyor');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'state.columns.mood',
      'state.filters.colour',
      'state.filters.status',
      'state.sort',
    ]);
    const unknownList = await save(tokens.employee, { list: 'spaceships', name: 'X', state: { filters: {} } });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json().error.message).toBe('Some fields need attention');
    expect((await t.database.db.select().from(savedViews)).length).toBe(before);
  });

  it('opens a stale view without what the list no longer has, and says what was left out', async () => {
    const view = await saved(tokens.employee, {
      list: 'tasks',
      name: 'Stale',
      state: { filters: { status: 'pending' }, sort: 'deadline', order: 'desc', columns: ['title', 'deadline'] },
    });
    // The list changed under the view (a filter, a sort and a column renamed away).
    await t.database.db
      .update(savedViews)
      .set({
        state: {
          filters: { status: 'pending', oldFilter: '1' },
          sort: 'oldSort',
          order: 'desc',
          columns: ['title', 'oldColumn', 'deadline'],
        },
      })
      .where(eq(savedViews.id, view.id));
    const [read] = (await views(tokens.employee, 'tasks')).filter((entry) => entry.id === view.id);
    expect(read!.state).toEqual({ filters: { status: 'pending' }, columns: ['title', 'deadline'] });
    expect(read!.dropped).toEqual(['filter:oldFilter', 'sort:oldSort', 'column:oldColumn']);
  });

  it('lets only the master share a view, which its role reads and cannot change', async () => {
    const refused = await save(tokens.manager, {
      list: 'tasks',
      name: 'Team',
      state: { filters: {} },
      sharedWith: 'employee',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only an administrator may share a view');

    const team = await saved(tokens.master, {
      list: 'tasks',
      name: 'Due this week',
      state: { filters: { status: 'inProgress' }, sort: 'deadline', order: 'asc' },
      sharedWith: 'employee',
    });
    const employeeViews = await views(tokens.employee, 'tasks');
    expect(employeeViews.find((view) => view.id === team.id)).toMatchObject({ isOwn: false, isDefault: false });
    expect((await views(tokens.manager, 'tasks')).some((view) => view.id === team.id)).toBe(false);

    // Read by the role, not changed by it (403: it knows the view); another role does not find it (404).
    expect((await change(tokens.employee, team.id, { name: 'Mine now' })).statusCode).toBe(403);
    const deleteByEmployee = await t.call({
      method: 'DELETE',
      url: `/api/saved-views/${team.id}`,
      token: tokens.employee,
    });
    expect(deleteByEmployee.statusCode).toBe(403);
    expect((await change(tokens.manager, team.id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await change(tokens.user, team.id, { name: 'Mine now' })).statusCode).toBe(404);

    // Another's own view is not found, whoever asks (even the master).
    const privateView = await saved(tokens.employee, { list: 'tasks', name: 'Private', state: { filters: {} } });
    expect((await change(tokens.master, privateView.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await change(tokens.manager, privateView.id, { name: 'Taken over' })).statusCode).toBe(404);
    const deleteByOther = await t.call({
      method: 'DELETE',
      url: `/api/saved-views/${privateView.id}`,
      token: tokens.manager,
    });
    expect(deleteByOther.statusCode).toBe(404);

    // The master stops sharing: the employee no longer sees it.
    const unshared = await change(tokens.master, team.id, { sharedWith: null });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect((await views(tokens.employee, 'tasks')).some((view) => view.id === team.id)).toBe(false);
  });

  it('lets a person open their list with a view shared with them, for them only, until it is no longer shared', async () => {
    const defaultOf = async (token: string, list: string) =>
      (await views(token, list)).find((view) => view.isDefault)?.name ?? null;
    const team = await saved(tokens.master, {
      list: 'tickets',
      name: 'Waiting on us',
      state: { filters: { status: 'unfinished' }, sort: 'deadline', order: 'asc' },
      sharedWith: 'employee',
    });
    const own = await saved(tokens.employee, {
      list: 'tickets',
      name: 'My own',
      state: { filters: {} },
      isDefault: true,
    });
    const [colleague] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.type, 'employee'), eq(users.isActive, true), ne(users.email, 'employee@example.com')))
      .limit(1);
    const colleagueToken = await t.login(colleague!.email);

    // The employee chooses the shared view: it replaces their own default, for them only.
    const chosen = await change(tokens.employee, team.id, { isDefault: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().savedView).toMatchObject({ id: team.id, isDefault: true, isOwn: false });
    expect(await defaultOf(tokens.employee, 'tickets')).toBe('Waiting on us');
    expect((await views(tokens.employee, 'tickets')).find((view) => view.id === own.id)!.isDefault).toBe(false);
    expect(await defaultOf(colleagueToken, 'tickets')).toBeNull();
    expect(await defaultOf(tokens.master, 'tickets')).toBeNull();
    // The colleague chooses it too, and the master their own: three choices of one view, each their own.
    expect((await change(colleagueToken, team.id, { isDefault: true })).statusCode).toBe(200);
    expect((await change(tokens.master, team.id, { isDefault: true })).statusCode).toBe(200);
    expect(await defaultOf(tokens.master, 'tickets')).toBe('Waiting on us');
    // The colleague stops opening with it; the others still do.
    const unset = await change(colleagueToken, team.id, { isDefault: false });
    expect(unset.json().savedView.isDefault).toBe(false);
    expect(await defaultOf(colleagueToken, 'tickets')).toBeNull();
    expect(await defaultOf(tokens.employee, 'tickets')).toBe('Waiting on us');

    // Choosing is not changing: anything more of a view shared with them is still refused, and nothing changes.
    expect((await change(tokens.employee, team.id, { isDefault: false, name: 'Mine now' })).statusCode).toBe(403);
    expect(await defaultOf(tokens.employee, 'tickets')).toBe('Waiting on us');

    // A view the person does not see cannot be their default: another's own, or one shared with another role.
    const privateView = await saved(tokens.manager, { list: 'tickets', name: 'Private', state: { filters: {} } });
    const forManagers = await saved(tokens.master, {
      list: 'tickets',
      name: 'For managers',
      state: { filters: {} },
      sharedWith: 'manager',
    });
    expect((await change(tokens.employee, privateView.id, { isDefault: true })).statusCode).toBe(404);
    expect((await change(tokens.employee, forManagers.id, { isDefault: true })).statusCode).toBe(404);
    expect((await change(tokens.master, privateView.id, { isDefault: true })).statusCode).toBe(404);
    expect(await defaultOf(tokens.employee, 'tickets')).toBe('Waiting on us');

    // Shared with another role: the employee's default falls away; the master's, its owner's, stays.
    expect((await change(tokens.master, team.id, { sharedWith: 'manager' })).statusCode).toBe(200);
    expect(await defaultOf(tokens.employee, 'tickets')).toBeNull();
    expect(await defaultOf(tokens.master, 'tickets')).toBe('Waiting on us');
    // Shared again, it is not their default again: it fell away.
    expect((await change(tokens.master, team.id, { sharedWith: 'employee' })).statusCode).toBe(200);
    expect(await defaultOf(tokens.employee, 'tickets')).toBeNull();

    // Deleted: the default goes with it, for everyone.
    expect((await change(tokens.employee, team.id, { isDefault: true })).statusCode).toBe(200);
    const removed = await t.call({ method: 'DELETE', url: `/api/saved-views/${team.id}`, token: tokens.master });
    expect(removed.statusCode).toBe(204);
    expect(await defaultOf(tokens.employee, 'tickets')).toBeNull();
    expect(await t.database.db.select().from(listDefaults).where(eq(listDefaults.viewId, team.id))).toEqual([]);
  });

  it("keeps each person's columns, checked against the list", async () => {
    const read = async (token: string) =>
      (await t.call({ method: 'GET', url: '/api/list-columns?list=reports%2Fprojects', token })).json().columns;
    expect(await read(tokens.manager)).toBeNull();
    const put = (payload: Record<string, unknown>, language?: string) =>
      t.call({ method: 'PUT', url: '/api/list-columns', token: tokens.manager, payload, language });
    const kept = await put({ list: 'reports/projects', columns: ['budget', 'status'] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await read(tokens.manager)).toEqual(['name', 'budget', 'status']);
    expect(await read(tokens.master)).toBeNull();
    const bad = await put({ list: 'reports/projects', columns: ['name', 'salary'] }, 'tr');
    expect(bad.statusCode).toBe(400);
    expect(await read(tokens.manager)).toEqual(['name', 'budget', 'status']);
    expect((await put({ list: 'reports/projects', columns: null })).statusCode).toBe(200);
    expect(await read(tokens.manager)).toBeNull();
  });
});
