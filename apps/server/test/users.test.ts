import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { users } from '../src/db/schema/users';
import { createTestApp, EMAILS, type TestApp } from './helpers';

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
});
afterAll(() => t.close());

const get = (url: string, token = master) => t.call({ method: 'GET', url, token });
const activityFor = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.action, action), eq(activities.entityId, entityId)));

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nazlı',
  surname: 'Güler',
  email: `nazli.guler.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '+90 532 4445566',
  type: 'employee',
  password: 'secret12',
  language: 'tr',
  ...overrides,
});

describe('GET /api/users', () => {
  it('lists internal staff and external customers separately, with paging metadata', async () => {
    const internal = await get('/api/users?kind=internal&pageSize=5');
    expect(internal.statusCode).toBe(200);
    const body = internal.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.data.every((user: { type: string }) => user.type !== 'user')).toBe(true);
    const external = (await get('/api/users?kind=external&pageSize=100')).json();
    expect(external.data.length).toBeGreaterThan(0);
    expect(external.data.every((user: { type: string }) => user.type === 'user')).toBe(true);
    const internalCount = (await t.database.db.select().from(users)).filter((user) => user.type !== 'user').length;
    expect(body.meta.total).toBe(internalCount);
  });

  it('pages without overlap and sorts in SQL', async () => {
    const page1 = (await get('/api/users?kind=internal&pageSize=3&page=1&sort=email&order=asc')).json().data;
    const page2 = (await get('/api/users?kind=internal&pageSize=3&page=2&sort=email&order=asc')).json().data;
    const emails = [...page1, ...page2].map((user: { email: string }) => user.email);
    expect(new Set(emails).size).toBe(6);
    expect(emails).toEqual([...emails].sort());
    const desc = (await get('/api/users?kind=internal&pageSize=3&sort=email&order=desc')).json().data;
    expect(desc[0].email >= desc[1].email).toBe(true);
  });

  it('searches name, surname, email and phone, case-insensitively, with LIKE wildcards escaped', async () => {
    const found = (await get('/api/users?kind=internal&q=EMPLOYEE@EXAMPLE')).json();
    expect(found.data.map((user: { email: string }) => user.email)).toEqual([EMAILS.employee]);
    const wildcard = (await get('/api/users?kind=internal&q=%25')).json();
    expect(wildcard.meta.total).toBe(0);
  });

  it('filters by type and active state', async () => {
    const managers = (await get('/api/users?kind=internal&type=manager&pageSize=100')).json().data;
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.every((user: { type: string }) => user.type === 'manager')).toBe(true);
    const inactive = (await get('/api/users?kind=internal&isActive=false&pageSize=100')).json().data;
    expect(inactive.every((user: { isActive: boolean }) => !user.isActive)).toBe(true);
  });

  it('rejects an unknown sort field and a page size over the cap', async () => {
    expect((await get('/api/users?sort=passwordHash')).statusCode).toBe(400);
    expect((await get('/api/users?pageSize=101')).statusCode).toBe(400);
  });
});

describe('POST /api/users', () => {
  it('creates a user, hashes the password and writes an activity row without the password', async () => {
    const payload = newUser();
    const response = await t.call({ method: 'POST', url: '/api/users', token: master, payload });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ name: 'Nazlı', type: 'employee', isActive: true, language: 'tr' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [activity] = await activityFor('user.create', user.id);
    expect(activity!.changes).toMatchObject({ name: { after: 'Nazlı' }, email: { after: payload.email } });
    expect(JSON.stringify(activity!.changes)).not.toContain('secret12');
    await t.login(payload.email, 'secret12');
  });

  it('refuses a duplicate email with 409 and changes nothing', async () => {
    const before = (await get('/api/users?kind=internal&pageSize=1')).json().meta.total;
    const response = await t.call({
      method: 'POST',
      url: '/api/users',
      token: master,
      payload: newUser({ email: 'Manager@Example.com' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toBe('This email address is already registered');
    expect((await get('/api/users?kind=internal&pageSize=1')).json().meta.total).toBe(before);
  });

  it('validates every field with the shared rules', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/users',
      token: master,
      payload: { name: '', surname: 's'.repeat(36), email: 'x@', phone: 'abc', type: 'boss', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'email',
      'name',
      'password',
      'phone',
      'surname',
      'type',
    ]);
  });
});

describe('PUT /api/users/:id', () => {
  it("updates fields, records before and after, and a new password ends that user's sessions", async () => {
    const created = (await t.call({ method: 'POST', url: '/api/users', token: master, payload: newUser() })).json()
      .user;
    const theirToken = await t.login(created.email, 'secret12');
    const response = await t.call({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      token: master,
      payload: { ...newUser({ email: created.email, surname: 'Aksoy', type: 'manager' }), password: 'newsecret1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ surname: 'Aksoy', type: 'manager' });
    expect((await t.call({ method: 'GET', url: '/api/me', token: theirToken })).statusCode).toBe(401);
    const [activity] = await activityFor('user.update', created.id);
    expect(activity!.changes).toMatchObject({
      surname: { before: 'Güler', after: 'Aksoy' },
      type: { before: 'employee', after: 'manager' },
      passwordHash: { after: '(changed)' },
    });
  });

  it('keeps the password when it is left blank', async () => {
    const created = (await t.call({ method: 'POST', url: '/api/users', token: master, payload: newUser() })).json()
      .user;
    const response = await t.call({
      method: 'PUT',
      url: `/api/users/${created.id}`,
      token: master,
      payload: { ...newUser({ email: created.email }), password: '' },
    });
    expect(response.statusCode).toBe(200);
    await t.login(created.email, 'secret12');
  });

  it("answers 404 for a missing user and refuses to change one's own type", async () => {
    expect(
      (await t.call({ method: 'PUT', url: '/api/users/999999', token: master, payload: newUser() })).statusCode,
    ).toBe(404);
    const me = (await get('/api/me')).json();
    const response = await t.call({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      token: master,
      payload: newUser({ email: me.email, type: 'employee', password: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.type).toBe('You cannot change your own account type');
  });
});

describe('PATCH /api/users/:id/active', () => {
  it("deactivation ends the user's sessions at once and blocks login; activation restores login", async () => {
    const created = (await t.call({ method: 'POST', url: '/api/users', token: master, payload: newUser() })).json()
      .user;
    const theirToken = await t.login(created.email, 'secret12');
    expect((await t.call({ method: 'GET', url: '/api/me', token: theirToken })).statusCode).toBe(200);

    const off = await t.call({
      method: 'PATCH',
      url: `/api/users/${created.id}/active`,
      token: master,
      payload: { isActive: false },
    });
    expect(off.json().user.isActive).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/me', token: theirToken })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/login', payload: { email: created.email, password: 'secret12' } }))
        .statusCode,
    ).toBe(403);
    expect(await activityFor('user.deactivate', created.id)).toHaveLength(1);

    const on = await t.call({
      method: 'PATCH',
      url: `/api/users/${created.id}/active`,
      token: master,
      payload: { isActive: true },
    });
    expect(on.json().user.isActive).toBe(true);
    expect(await activityFor('user.activate', created.id)).toHaveLength(1);
    await t.login(created.email, 'secret12');
  });

  it('refuses to deactivate oneself', async () => {
    const me = (await get('/api/me')).json();
    const response = await t.call({
      method: 'PATCH',
      url: `/api/users/${me.id}/active`,
      token: master,
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(400);
    expect((await get('/api/me')).statusCode).toBe(200);
  });
});

describe('GET /api/users/export', () => {
  it('streams the whole filtered list as CSV with translated headers', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/users/export?format=csv&kind=internal&sort=email',
      token: master,
      language: 'tr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="internal-users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Ad;Soyad;E-posta;Telefon;Tür;Durum;Son giriş (Europe/Istanbul);Oluşturulma (Europe/Istanbul)',
    );
    const total = (await get('/api/users?kind=internal&pageSize=1')).json().meta.total;
    expect(lines).toHaveLength(total + 1);
    const exportRows = await t.database.db.select().from(activities).where(eq(activities.action, 'users.export'));
    expect(exportRows.length).toBeGreaterThan(0);
  });

  it('honours the search filter and produces real XLSX and PDF files', async () => {
    const csv = await t.call({
      method: 'GET',
      url: '/api/users/export?format=csv&kind=internal&q=employee@',
      token: master,
    });
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    const xlsx = await t.call({ method: 'GET', url: '/api/users/export?format=xlsx&kind=external', token: master });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.call({ method: 'GET', url: '/api/users/export?format=pdf&kind=external', token: master });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  });

  it('refuses an unknown format', async () => {
    expect((await get('/api/users/export?format=doc')).statusCode).toBe(400);
  });
});

describe('GET /api/users/lookup', () => {
  it('gives staff only internal users, the master everyone, each with id and names only', async () => {
    const manager = await t.login('manager');
    const staffView = (await get('/api/users/lookup', manager)).json().data;
    expect(staffView.every((user: { type: string }) => user.type !== 'user')).toBe(true);
    expect(Object.keys(staffView[0]).sort()).toEqual(['id', 'name', 'surname', 'type']);
    const masterView = (await get('/api/users/lookup')).json().data;
    expect(masterView.some((user: { type: string }) => user.type === 'user')).toBe(true);
  });
});
