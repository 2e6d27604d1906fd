import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { companies } from '../src/db/schema/companies';
import { companyMembers } from '../src/db/schema/company-members';
import { users } from '../src/db/schema/users';
import { companyIdsOfUser } from '../src/modules/users/users.service';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let master: string;
let companyIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  companyIds = (await t.database.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map(
    (row) => row.id,
  );
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const customer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ece',
  surname: 'Tan',
  email: `ece.tan.${unique()}@example.com`,
  phone: null,
  type: 'user',
  password: 'secret12',
  language: 'tr',
  ...overrides,
});
const create = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/users', token: master, payload });
const update = (id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/users/${id}`, token: master, payload });
const stored = async (userId: number) =>
  (
    await t.database.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId))
      .orderBy(asc(companyMembers.companyId))
  ).map((row) => row.companyId);
const activity = async (action: string, entityId: number) =>
  (
    await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, action), eq(activities.entityId, entityId)))
  ).at(-1);

describe('customers belong to companies', () => {
  it('creates a customer with companies, answers and audits them, and shows them on GET /api/users/:id', async () => {
    const [first, second] = companyIds;
    const response = await create(customer({ companyIds: [second, first, second] }));
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.companyIds).toEqual([first, second]);
    expect(await stored(user.id)).toEqual([first, second]);
    expect((await activity('user.create', user.id))!.changes).toMatchObject({ companyIds: { after: [first, second] } });
    const detail = (await t.call({ method: 'GET', url: `/api/users/${user.id}`, token: master })).json();
    expect(detail).toMatchObject({ id: user.id, companyIds: [first, second] });
    expect(await companyIdsOfUser(t.database.db, user.id)).toEqual([first, second]);
  });

  it('keeps the list small: list rows carry no companies', async () => {
    const list = (await t.call({ method: 'GET', url: '/api/users?kind=external&pageSize=5', token: master })).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((row: Record<string, unknown>) => !('companyIds' in row))).toBe(true);
  });

  it('an update replaces the set and records before and after; an unchanged set is not recorded', async () => {
    const [first, second, third] = companyIds;
    const payload = customer({ companyIds: [first, second] });
    const { user } = (await create(payload)).json();
    const replaced = await update(user.id, { ...payload, password: '', companyIds: [third, second] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().user.companyIds).toEqual([second, third]);
    expect(await stored(user.id)).toEqual([second, third]);
    expect((await activity('user.update', user.id))!.changes).toEqual({
      companyIds: { before: [first, second], after: [second, third] },
    });

    expect(
      (await update(user.id, { ...payload, surname: 'Tanrıverdi', password: '', companyIds: [second, third] }))
        .statusCode,
    ).toBe(200);
    expect((await activity('user.update', user.id))!.changes).toEqual({
      surname: { before: 'Tan', after: 'Tanrıverdi' },
    });

    expect(
      (await update(user.id, { ...payload, surname: 'Tanrıverdi', password: '', companyIds: [] })).json().user
        .companyIds,
    ).toEqual([]);
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses an unknown company with 400 companyNotFound and writes nothing', async () => {
    const missing = 999_999;
    const payload = customer({ companyIds: [companyIds[0], missing] });
    const refused = await create(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ companyIds: 'Choose an existing company' });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);

    const { user } = (await create(customer({ email: payload.email, companyIds: [companyIds[0]] }))).json();
    const before = (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    const refusedUpdate = await update(user.id, {
      ...payload,
      surname: 'Changed',
      password: '',
      companyIds: [companyIds[1], missing],
    });
    expect(refusedUpdate.statusCode).toBe(400);
    expect(refusedUpdate.json().error.fields.companyIds).toBe('Choose an existing company');
    expect(await stored(user.id)).toEqual([companyIds[0]]);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.surname).toBe(before.surname);
    expect(await activity('user.update', user.id)).toBeUndefined();
  });

  it('validates the list: ids only, at most 20', async () => {
    expect((await create(customer({ companyIds: 'all' }))).statusCode).toBe(400);
    expect((await create(customer({ companyIds: [0] }))).statusCode).toBe(400);
    const tooMany = await create(customer({ companyIds: Array.from({ length: 21 }, (_, index) => index + 1) }));
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().error.fields)).toEqual(['companyIds']);
  });

  it('stores none for internal staff, and a customer made staff loses theirs', async () => {
    const staff = (await create(customer({ type: 'employee', companyIds: [companyIds[0]] }))).json().user;
    expect(staff.companyIds).toEqual([]);
    expect(await stored(staff.id)).toEqual([]);

    const payload = customer({ companyIds: [companyIds[0]] });
    const { user } = (await create(payload)).json();
    const promoted = await update(user.id, { ...payload, type: 'manager', password: '' });
    expect(promoted.json().user.companyIds).toEqual([]);
    expect(await stored(user.id)).toEqual([]);
    expect((await activity('user.update', user.id))!.changes).toMatchObject({
      type: { after: 'manager' },
      companyIds: { before: [companyIds[0]], after: [] },
    });
  });
});
