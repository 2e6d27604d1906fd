import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { sharedData, sharedDataShares } from '../src/db/schema/shared-data';
import { users } from '../src/db/schema/users';
import { sharedDataPasswordPurpose } from '../src/lib/sealed-values';
import { Keyring } from '../src/lib/secret-box';
import { createTestApp, DEMO_PASSWORD, TEST_APP_KEY, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * Shared data: customer credentials of managers and employees. The owner edits, deletes and
 * shares; people it is shared with read it and reveal its password; anyone else gets 404 as if it
 * did not exist. The password leaves only through the reveal call: never in a list, a read, an
 * export, an audit row or an error. Each test uses words found nowhere else.
 */
type Person = { id: number; name: string; surname: string };
type Item = {
  id: number;
  access: 'own' | 'shared';
  owner: Person;
  sharedWith: Person[];
  domain: string;
  username: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
};
type Who = 'master' | 'manager' | 'employee' | 'user' | 'other' | 'inactive';

let t: TestApp;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

async function createStaff(
  type: 'manager' | 'employee',
  email: string,
  name: string,
  surname: string,
): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: '/api/users',
    token: tokens.master,
    payload: { name, surname, email, password: DEMO_PASSWORD, type, language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['master', 'manager', 'employee', 'user'] as const) tokens[who] = await t.login(who);
  ids.other = await createStaff('employee', 'shared-other@example.com', 'Ece', 'Başkası');
  tokens.other = await t.login('shared-other@example.com');
  ids.inactive = await createStaff('manager', 'shared-inactive@example.com', 'Pasif', 'Yönetici');
  const deactivated = await t.call({
    method: 'PATCH',
    url: `/api/users/${ids.inactive}/active`,
    token: tokens.master,
    payload: { isActive: false },
  });
  expect(deactivated.statusCode, deactivated.body).toBe(200);
  for (const who of ['master', 'manager', 'employee', 'user'] as const) {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${who}@example.com`));
    ids[who] = row!.id;
  }
});
afterAll(() => t.close());

const create = (who: Who, payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'POST', url: '/api/shared-data', token: tokens[who], payload, language });
async function created(who: Who, payload: Record<string, unknown>): Promise<Item> {
  const response = await create(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().sharedData;
}
const get = (who: Who, url: string, language?: string) => t.call({ method: 'GET', url, token: tokens[who], language });
const update = (who: Who, id: number, payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'PUT', url: `/api/shared-data/${id}`, token: tokens[who], payload, language });
const remove = (who: Who, id: number) =>
  t.call({ method: 'DELETE', url: `/api/shared-data/${id}`, token: tokens[who] });
const reveal = (who: Who, id: number) =>
  t.call({ method: 'POST', url: `/api/shared-data/${id}/reveal`, token: tokens[who] });
async function revealed(who: Who, id: number): Promise<string> {
  const response = await reveal(who, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().password;
}
const listed = async (who: Who, query: string): Promise<Item[]> => {
  const response = await get(who, `/api/shared-data?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const stored = async (id: number) => (await t.database.db.select().from(sharedData).where(eq(sharedData.id, id)))[0];
const storedShares = async (id: number) =>
  (
    await t.database.db
      .select({ userId: sharedDataShares.userId })
      .from(sharedDataShares)
      .where(eq(sharedDataShares.sharedDataId, id))
  )
    .map((row) => row.userId)
    .sort((a, b) => a - b);
const recordActivities = async (id: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.entityType, 'sharedData'), eq(activities.entityId, id)))
    .orderBy(activities.id);
const lastActivityId = async () =>
  (await t.database.db.select({ id: sql<number>`coalesce(max(${activities.id}), 0)::int` }).from(activities))[0]!.id;

const SELIN = () => ({ id: ids.manager, name: 'Selin', surname: 'Aktaş' });
const CAN = () => ({ id: ids.employee, name: 'Can', surname: 'Özkan' });

describe('shared data: create, share, reveal', () => {
  it('an employee creates a record, sees it as their own, shares it with the manager, who reveals the password', async () => {
    const item = await created('employee', {
      username: 'admin-flw',
      password: 'Pa55 word-flw!',
      domain: 'https://panel.flw-customer.com.tr:2083/login?next=/',
      description: 'Hosting panel flw',
    });
    expect(item).toMatchObject({
      access: 'own',
      owner: CAN(),
      sharedWith: [],
      domain: 'panel.flw-customer.com.tr',
      username: 'admin-flw',
      description: 'Hosting panel flw',
    });
    expect(item).not.toHaveProperty('password');
    expect(await listed('employee', 'q=flw')).toEqual([item]);
    expect(await listed('manager', 'q=flw')).toEqual([]);

    const shared = await update('employee', item.id, {
      username: 'admin-flw',
      domain: 'panel.flw-customer.com.tr',
      description: 'Hosting panel flw',
      sharedWith: [ids.manager],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().sharedData).toMatchObject({ access: 'own', sharedWith: [SELIN()] });

    const [seen] = await listed('manager', 'q=flw');
    expect(seen).toMatchObject({
      id: item.id,
      access: 'shared',
      owner: CAN(),
      sharedWith: [SELIN()],
      domain: 'panel.flw-customer.com.tr',
    });
    expect((await get('manager', `/api/shared-data/${item.id}`)).json().sharedData).toMatchObject({
      id: item.id,
      access: 'shared',
    });

    const before = await lastActivityId();
    const response = await reveal('manager', item.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password: 'Pa55 word-flw!' });
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(gt(activities.id, before), eq(activities.action, 'sharedData.reveal')));
    expect(rows.map((row) => [row.actorId, row.entityType, row.entityId, row.changes])).toEqual([
      [ids.manager, 'sharedData', item.id, { domain: { after: item.domain } }],
    ]);
    // The owner reveals too.
    expect(await revealed('employee', item.id)).toBe('Pa55 word-flw!');
  });

  it('seals the password: the stored value is not the plaintext and opens only with the keyring and the owner’s purpose', async () => {
    const item = await created('employee', { username: 'seal-u', password: 'sealed-plaintext-42', domain: '10.0.0.7' });
    const row = (await stored(item.id))!;
    expect(row.passwordCiphertext).not.toContain('sealed-plaintext-42');
    expect(Buffer.from(row.passwordCiphertext, 'base64url').toString('latin1')).not.toContain('sealed-plaintext');
    const keyring = new Keyring(TEST_APP_KEY);
    expect(row.passwordKeyId).toBe(keyring.currentKeyId);
    expect(
      keyring.open(
        { ciphertext: row.passwordCiphertext, keyId: row.passwordKeyId },
        sharedDataPasswordPurpose(ids.employee),
      ),
    ).toBe('sealed-plaintext-42');
    expect(() =>
      keyring.open(
        { ciphertext: row.passwordCiphertext, keyId: row.passwordKeyId },
        sharedDataPasswordPurpose(ids.manager),
      ),
    ).toThrow();
  });

  it('shares with several people on create, one transaction with the record', async () => {
    const item = await created('manager', {
      username: 'multi-u',
      password: 'x',
      domain: 'multi.example.org',
      sharedWith: [ids.employee, ids.other, String(ids.other)],
    });
    expect(item.sharedWith.map((person) => person.id).sort()).toEqual([ids.employee, ids.other].sort());
    expect(await storedShares(item.id)).toEqual([ids.employee, ids.other].sort((a, b) => a - b));
    expect((await listed('other', 'q=multi-u')).map((row) => [row.id, row.access])).toEqual([[item.id, 'shared']]);
  });
});

describe('shared data: nobody else reaches a record', () => {
  it('another employee gets 404 on every route and sees it in no list, summary or export; nothing changes', async () => {
    const item = await created('employee', {
      username: 'fence-user-zq',
      password: 'fence-secret-zq',
      domain: 'fence-zq.example.com',
      sharedWith: [ids.manager],
    });
    const before = await stored(item.id);
    const activityCount = (await recordActivities(item.id)).length;
    const requests = [
      { method: 'GET' as const, url: `/api/shared-data/${item.id}` },
      {
        method: 'PUT' as const,
        url: `/api/shared-data/${item.id}`,
        payload: { username: 'taken', domain: 'taken.example.com', password: 'taken' },
      },
      { method: 'DELETE' as const, url: `/api/shared-data/${item.id}` },
      { method: 'POST' as const, url: `/api/shared-data/${item.id}/reveal` },
    ];
    for (const request of requests) {
      const response = await t.call({ ...request, token: tokens.other });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.body).not.toContain('fence');
    }
    expect(await listed('other', 'q=fence-user-zq')).toEqual([]);
    expect((await listed('other', 'pageSize=100')).map((row) => row.id)).not.toContain(item.id);
    expect((await get('other', '/api/shared-data/summary?q=fence-user-zq')).json()).toEqual({
      total: 0,
      own: 0,
      sharedWithMe: 0,
      sharedByMe: 0,
    });
    const csv = await get('other', '/api/shared-data/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('fence-user-zq');
    expect(await stored(item.id)).toEqual(before);
    expect(await recordActivities(item.id)).toHaveLength(activityCount);
    // No reveal was written for the refused call.
    expect((await recordActivities(item.id)).map((row) => row.action)).not.toContain('sharedData.reveal');
  });

  it('the person it is shared with may look but not change or delete it (403), and nothing changes', async () => {
    const item = await created('employee', {
      username: 'viewer-u',
      password: 'viewer-pw',
      domain: 'viewer.example.com',
      sharedWith: [ids.manager],
    });
    const before = await stored(item.id);
    const edit = await update('manager', item.id, {
      username: 'changed',
      domain: 'changed.example.com',
      password: 'changed',
      sharedWith: [],
    });
    expect(edit.statusCode).toBe(403);
    expect((await remove('manager', item.id)).statusCode).toBe(403);
    expect(await stored(item.id)).toEqual(before);
    expect(await storedShares(item.id)).toEqual([ids.manager]);
    expect(await revealed('manager', item.id)).toBe('viewer-pw');
  });

  it('a record that does not exist answers 404 on every route', async () => {
    const missing = 2_000_000_000;
    expect((await get('employee', `/api/shared-data/${missing}`)).statusCode).toBe(404);
    expect((await update('employee', missing, { username: 'u', domain: 'a.example.com' })).statusCode).toBe(404);
    expect((await remove('employee', missing)).statusCode).toBe(404);
    expect((await reveal('employee', missing)).statusCode).toBe(404);
  });

  it('refuses the master and customers at the door (403)', async () => {
    const item = await created('employee', { username: 'door-u', password: 'door-pw', domain: 'door.example.com' });
    for (const who of ['master', 'user'] as const) {
      expect((await get(who, '/api/shared-data')).statusCode, who).toBe(403);
      expect((await reveal(who, item.id)).statusCode, who).toBe(403);
      expect((await create(who, { username: 'u', password: 'p', domain: 'a.example.com' })).statusCode, who).toBe(403);
    }
  });
});

describe('shared data: who it may be shared with', () => {
  it.each([
    ['a customer', () => ids.user],
    ['the master', () => ids.master],
    ['an inactive manager', () => ids.inactive],
    ['the owner', () => ids.employee],
    ['an account that does not exist', () => 1_999_999_999],
  ])('refuses %s with a 400 on sharedWith, and changes nothing', async (_label, target) => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sharedData))[0]!.n;
    const before = await count();
    const refused = await create('employee', {
      username: 'bad-share',
      password: 'bad-share-pw',
      domain: 'bad.example.com',
      sharedWith: [ids.manager, target()],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      sharedWith: 'Share only with active managers and employees, other than yourself',
    });
    expect(refused.body).not.toContain('bad-share-pw');
    expect(await count()).toBe(before);

    const item = await created('employee', {
      username: 'keep-share',
      password: 'keep-share-pw',
      domain: 'keep.example.com',
      sharedWith: [ids.other],
    });
    const row = await stored(item.id);
    const edit = await update(
      'employee',
      item.id,
      { username: 'keep-share-2', domain: 'keep.example.com', sharedWith: [ids.other, target()] },
      'tr',
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields).toEqual({
      sharedWith: 'Yalnızca aktif yöneticiler ve çalışanlarla paylaşabilirsiniz (kendiniz hariç)',
    });
    expect(await stored(item.id)).toEqual(row);
    expect(await storedShares(item.id)).toEqual([ids.other]);
    expect((await recordActivities(item.id)).map((entry) => entry.action)).toEqual(['sharedData.create']);
  });

  it('refuses ids that are not whole numbers, on the field sharedWith', async () => {
    for (const sharedWith of [['abc'], [1.5], [-3], [null], 'not-a-list', [0]]) {
      const response = await create('employee', { username: 'u', password: 'p', domain: 'a.example.com', sharedWith });
      expect(response.statusCode, JSON.stringify(sharedWith)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['sharedWith']);
    }
  });

  it('keeps people it was already shared with after they are deactivated, and lets the owner remove them', async () => {
    const personId = await createStaff('employee', 'shared-leaver@example.com', 'Giden', 'Çalışan');
    const item = await created('manager', {
      username: 'leaver-u',
      password: 'leaver-pw',
      domain: 'leaver.example.com',
      sharedWith: [personId],
    });
    await t.call({
      method: 'PATCH',
      url: `/api/users/${personId}/active`,
      token: tokens.master,
      payload: { isActive: false },
    });
    const kept = await update('manager', item.id, {
      username: 'leaver-u2',
      domain: 'leaver.example.com',
      sharedWith: [personId, ids.employee],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedShares(item.id)).toEqual([personId, ids.employee].sort((a, b) => a - b));
    const cleared = await update('manager', item.id, {
      username: 'leaver-u2',
      domain: 'leaver.example.com',
      sharedWith: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(await storedShares(item.id)).toEqual([]);
    expect((await listed('employee', 'q=leaver')).length).toBe(0);
  });
});

describe('shared data: editing', () => {
  it('keeps the password when none (or an empty one) is sent, changes it when a new one is', async () => {
    const item = await created('employee', {
      username: 'edit-u',
      password: 'old-secret-ed',
      domain: 'edit.example.com',
      sharedWith: [ids.manager],
    });
    const ciphertext = (await stored(item.id))!.passwordCiphertext;
    const kept = await update('employee', item.id, {
      username: 'edit-u2',
      domain: 'edit.example.com',
      description: 'now with words',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().sharedData).toMatchObject({
      username: 'edit-u2',
      description: 'now with words',
      sharedWith: [SELIN()],
    });
    expect((await stored(item.id))!.passwordCiphertext).toBe(ciphertext);
    expect(await revealed('manager', item.id)).toBe('old-secret-ed');
    const empty = await update('employee', item.id, { username: 'edit-u2', domain: 'edit.example.com', password: '' });
    expect(empty.statusCode).toBe(200);
    expect(await revealed('employee', item.id)).toBe('old-secret-ed');

    const changed = await update('employee', item.id, {
      username: 'edit-u2',
      domain: 'edit.example.com',
      password: 'new-secret-ed',
    });
    expect(changed.statusCode).toBe(200);
    expect(await revealed('manager', item.id)).toBe('new-secret-ed');
    expect(await revealed('employee', item.id)).toBe('new-secret-ed');
  });

  it('audits create, edit and delete with fields before and after, the password only as “(changed)”, shares as ids', async () => {
    const item = await created('employee', {
      username: 'audit-u',
      password: 'audit-secret-77',
      domain: 'audit.example.com',
      description: 'first',
    });
    await update('employee', item.id, {
      username: 'audit-u',
      domain: 'audit.example.com',
      description: 'first',
      sharedWith: [ids.manager, ids.other],
    });
    await update('employee', item.id, {
      username: 'audit-v',
      domain: 'audit2.example.com',
      description: null,
      password: 'audit-secret-88',
    });
    // The same password again is no change.
    await update('employee', item.id, {
      username: 'audit-v',
      domain: 'audit2.example.com',
      password: 'audit-secret-88',
      sharedWith: [ids.other],
    });
    await revealed('other', item.id);
    expect((await remove('employee', item.id)).statusCode).toBe(204);
    expect(await stored(item.id)).toBeUndefined();
    expect(await storedShares(item.id)).toEqual([]);
    const rows = await recordActivities(item.id);
    const sortedPair = [ids.manager, ids.other].sort((a, b) => a - b);
    expect(rows.map((row) => [row.action, row.actorId, row.changes])).toEqual([
      [
        'sharedData.create',
        ids.employee,
        {
          username: { before: null, after: 'audit-u' },
          domain: { before: null, after: 'audit.example.com' },
          description: { before: null, after: 'first' },
          password: { after: '(changed)' },
        },
      ],
      ['sharedData.update', ids.employee, { sharedWith: { before: [], after: sortedPair } }],
      [
        'sharedData.update',
        ids.employee,
        {
          username: { before: 'audit-u', after: 'audit-v' },
          domain: { before: 'audit.example.com', after: 'audit2.example.com' },
          description: { before: 'first', after: null },
          password: { after: '(changed)' },
        },
      ],
      ['sharedData.update', ids.employee, { sharedWith: { before: sortedPair, after: [ids.other] } }],
      ['sharedData.reveal', ids.other, { domain: { after: 'audit2.example.com' } }],
      [
        'sharedData.delete',
        ids.employee,
        {
          username: { before: 'audit-v' },
          domain: { before: 'audit2.example.com' },
          description: { before: null },
          sharedWith: { before: [ids.other] },
        },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('audit-secret');
  });
});

describe('shared data: list, summary, export', () => {
  it('searches username, domain, description and owner name; filters by access; sorts; counts', async () => {
    const a = await created('manager', {
      username: 'alpha-lsq',
      password: 'lsq-pw-1',
      domain: 'b-lsq.example.com',
      description: 'first lsq',
      sharedWith: [ids.employee],
    });
    const b = await created('manager', { username: 'bravo-lsq', password: 'lsq-pw-2', domain: 'a-lsq.example.com' });
    const c = await created('employee', {
      username: 'charlie-lsq',
      password: 'lsq-pw-3',
      domain: 'c-lsq.example.com',
      description: 'note lsq',
    });
    const d = await created('employee', {
      username: 'delta-lsq',
      password: 'lsq-pw-4',
      domain: 'd-lsq.example.com',
      sharedWith: [ids.other],
    });
    const usernames = (rows: Item[]) => rows.map((row) => row.username);

    expect(usernames(await listed('employee', 'q=lsq&sort=username&order=asc'))).toEqual([
      'alpha-lsq',
      'charlie-lsq',
      'delta-lsq',
    ]);
    expect(usernames(await listed('employee', 'q=lsq&sort=domain&order=asc'))).toEqual([
      'alpha-lsq',
      'charlie-lsq',
      'delta-lsq',
    ]);
    expect(usernames(await listed('manager', 'q=lsq&sort=domain&order=asc'))).toEqual(['bravo-lsq', 'alpha-lsq']);
    expect(usernames(await listed('employee', 'q=lsq&sort=createdAt&order=desc'))).toEqual([
      'delta-lsq',
      'charlie-lsq',
      'alpha-lsq',
    ]);
    // Default: the last edited first.
    await update('employee', c.id, {
      username: 'charlie-lsq',
      domain: 'c-lsq.example.com',
      description: 'note lsq edited',
    });
    expect(usernames(await listed('employee', 'q=lsq'))).toEqual(['charlie-lsq', 'delta-lsq', 'alpha-lsq']);

    expect(usernames(await listed('employee', 'q=lsq&access=own&sort=username&order=asc'))).toEqual([
      'charlie-lsq',
      'delta-lsq',
    ]);
    expect(usernames(await listed('employee', 'q=lsq&access=shared'))).toEqual(['alpha-lsq']);
    // The owner's name is searched: the manager's record shows up for "Selin".
    expect(usernames(await listed('employee', 'q=Selin&access=shared'))).toContain('alpha-lsq');
    expect(usernames(await listed('employee', 'q=LSQ.EXAMPLE&sort=username&order=asc'))).toEqual([
      'alpha-lsq',
      'charlie-lsq',
      'delta-lsq',
    ]);
    expect(usernames(await listed('employee', 'q=note%20lsq'))).toEqual(['charlie-lsq']);
    expect(usernames(await listed('employee', `q=${encodeURIComponent('lsq_pw')}`))).toEqual([]);
    expect(usernames(await listed('employee', 'q=lsq&pageSize=2&page=2&sort=username&order=asc'))).toEqual([
      'delta-lsq',
    ]);
    expect((await get('employee', '/api/shared-data?q=lsq&pageSize=2')).json().meta).toEqual({
      page: 1,
      pageSize: 2,
      total: 3,
    });

    expect((await get('employee', '/api/shared-data/summary?q=lsq')).json()).toEqual({
      total: 3,
      own: 2,
      sharedWithMe: 1,
      sharedByMe: 1,
    });
    expect((await get('manager', '/api/shared-data/summary?q=lsq')).json()).toEqual({
      total: 2,
      own: 2,
      sharedWithMe: 0,
      sharedByMe: 1,
    });
    expect((await get('other', '/api/shared-data/summary?q=lsq')).json()).toEqual({
      total: 1,
      own: 0,
      sharedWithMe: 1,
      sharedByMe: 0,
    });
    expect((await get('employee', '/api/shared-data/summary?q=lsq&access=own')).json()).toEqual({
      total: 2,
      own: 2,
      sharedWithMe: 0,
      sharedByMe: 1,
    });
    expect([a, b, d].every((item) => item.id > 0)).toBe(true);
  });

  it('refuses an unknown filter, sort, access or format', async () => {
    expect((await get('employee', '/api/shared-data?ownerId=1')).statusCode).toBe(400);
    expect((await get('employee', '/api/shared-data?sort=password')).statusCode).toBe(400);
    expect((await get('employee', '/api/shared-data?access=all')).statusCode).toBe(400);
    expect((await get('employee', '/api/shared-data/summary?sort=domain')).statusCode).toBe(400);
    expect((await get('employee', '/api/shared-data/export?format=doc')).statusCode).toBe(400);
  });

  it('exports CSV, XLSX and PDF in both languages without any password, and records the export', async () => {
    const before = await lastActivityId();
    await created('employee', {
      username: 'exp-one-xv',
      password: 'export-secret-xv1',
      domain: 'one-xv.example.com',
      description: 'line one, with a comma',
      sharedWith: [ids.manager],
    });
    await created('manager', {
      username: 'exp-two-xv',
      password: 'export-secret-xv2',
      domain: 'two-xv.example.com',
      sharedWith: [ids.employee],
    });
    await created('other', {
      username: 'exp-foreign-xv',
      password: 'export-secret-xv3',
      domain: 'foreign-xv.example.com',
    });

    const csv = await get('employee', '/api/shared-data/export?format=csv&q=xv&sort=username&order=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/shared-data-\d{4}-\d{2}-\d{2}\.csv/);
    const body = csv.body.replace(/^\uFEFF/, '');
    const lines = body.split(/\r?\n/);
    expect(lines[0]).toMatch(/^Domain,Username,Description,Owner,Access,Shared with,Updated/);
    expect(lines[1]).toMatch(/^one-xv\.example\.com,exp-one-xv,"line one, with a comma",Can Özkan,Own,Selin Aktaş,/);
    expect(lines[2]).toMatch(/^two-xv\.example\.com,exp-two-xv,,Selin Aktaş,Shared with me,Can Özkan,/);
    expect(body).not.toContain('foreign');
    expect(body).not.toContain('export-secret');

    const csvTr = await get('employee', '/api/shared-data/export?format=csv&q=xv&access=shared', 'tr');
    const trBody = csvTr.body.replace(/^\uFEFF/, '');
    expect(trBody.split(/\r?\n/)[0]).toMatch(
      /^Alan adı.Kullanıcı adı.Açıklama.Sahibi.Erişim.Paylaşılanlar.Güncellenme/,
    );
    expect(trBody).toContain('Benimle paylaşılan');
    expect(trBody).not.toContain('exp-one-xv');

    const xlsx = await get('employee', '/api/shared-data/export?format=xlsx&q=xv&sort=username&order=asc');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual([
      'Domain',
      'Username',
      'Description',
      'Owner',
      'Access',
      'Shared with',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('exp-one-xv');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.join('|')).not.toContain('export-secret');
    // The raw workbook (zipped XML) holds no password either, in any part.
    expect(xlsx.rawPayload.toString('latin1')).not.toContain('export-secret');

    const pdf = await get('employee', '/api/shared-data/export?format=pdf&q=xv', 'tr');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Paylaşılan veriler');
    expect(text).toContain('exp-one-xv');
    expect(text).not.toContain('export-secret');
    expect(text).not.toContain('foreign');
    expect(pdf.rawPayload.toString('latin1')).not.toContain('export-secret');
    const pdfEn = await pdfText((await get('employee', '/api/shared-data/export?format=pdf&q=xv')).rawPayload);
    expect(pdfEn).toContain('Shared data');

    const recorded = await t.database.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.action, 'sharedData.export'),
          eq(activities.actorId, ids.employee),
          gt(activities.id, before),
        ),
      )
      .orderBy(activities.id);
    expect(recorded.map((row) => [row.entityType, row.changes])).toEqual([
      ['sharedData', { filters: { after: { q: 'xv', access: null, format: 'csv' } } }],
      ['sharedData', { filters: { after: { q: 'xv', access: 'shared', format: 'csv' } } }],
      ['sharedData', { filters: { after: { q: 'xv', access: null, format: 'xlsx' } } }],
      ['sharedData', { filters: { after: { q: 'xv', access: null, format: 'pdf' } } }],
      ['sharedData', { filters: { after: { q: 'xv', access: null, format: 'pdf' } } }],
    ]);
  });
});

describe('shared data: the password never leaves but by reveal', () => {
  it('no list, read, create or update answer, and no audit row, holds it', async () => {
    const secret = 'never-leaks-Q9z';
    const createdResponse = await create('employee', {
      username: 'leak-u',
      password: secret,
      domain: 'leak.example.com',
      sharedWith: [ids.manager],
    });
    expect(createdResponse.statusCode).toBe(201);
    expect(createdResponse.body).not.toContain(secret);
    const id = createdResponse.json().sharedData.id;
    const updatedResponse = await update('employee', id, {
      username: 'leak-u',
      domain: 'leak.example.com',
      password: `${secret}-2`,
    });
    expect(updatedResponse.body).not.toContain(secret);
    for (const who of ['employee', 'manager'] as const) {
      for (const url of [
        '/api/shared-data?q=leak',
        `/api/shared-data/${id}`,
        '/api/shared-data/summary?q=leak',
        '/api/shared-data/export?format=csv&q=leak',
      ]) {
        const response = await get(who, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(secret);
        expect(response.body, url).not.toMatch(/password/i);
      }
    }
    await revealed('manager', id);
    await remove('employee', id);
    const everything = await t.database.db
      .select()
      .from(activities)
      .where(inArray(activities.entityType, ['sharedData']));
    expect(everything.length).toBeGreaterThan(0);
    expect(JSON.stringify(everything)).not.toContain(secret);
  });

  it('validation errors do not echo the password, in either language', async () => {
    const secret = 'echo-check-S3cr3t';
    const long = await create('employee', { username: 'u'.repeat(151), password: secret, domain: 'echo.example.com' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ username: 'Must be at most 150 characters' });
    expect(long.body).not.toContain(secret);
    const tooLongPassword = `${secret}${'x'.repeat(500)}`;
    const longPassword = await create(
      'employee',
      { username: 'u', password: tooLongPassword, domain: 'echo.example.com' },
      'tr',
    );
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().error.fields).toEqual({ password: 'En fazla 500 karakter olmalıdır' });
    expect(longPassword.body).not.toContain(secret);
    const badDomain = await create('employee', { username: 'u', password: secret, domain: `${secret} not a host` });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().error.fields).toEqual({
      domain: 'Enter a domain such as panel.example.com, or an IP address',
    });
    expect(badDomain.body).not.toContain('echo-check');
    const extra = await create('employee', {
      username: 'u',
      password: secret,
      domain: 'echo.example.com',
      passwordHint: secret,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).not.toContain(secret);
    const count = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sharedData)
        .where(eq(sharedData.domain, 'echo.example.com'))
    )[0]!.n;
    expect(count).toBe(0);
  });
});

describe('shared data: validation', () => {
  it('explains missing and too long fields in English and Turkish, and writes nothing', async () => {
    const empty = await create('employee', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      username: 'This field is required',
      password: 'This field is required',
      domain: 'This field is required',
    });
    const emptyTr = await create('employee', { username: '  ', password: '', domain: ' ' }, 'tr');
    expect(emptyTr.json().error.fields).toEqual({
      username: 'Bu alan zorunludur',
      password: 'Bu alan zorunludur',
      domain: 'Bu alan zorunludur',
    });
    const description = await create('employee', {
      username: 'u',
      password: 'p',
      domain: 'ok.example.com',
      description: 'd'.repeat(5001),
    });
    expect(description.json().error.fields).toEqual({ description: 'Must be at most 5000 characters' });
    const longDomain = await create('employee', {
      username: 'u',
      password: 'p',
      domain: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    });
    expect(longDomain.json().error.fields).toEqual({ domain: 'Must be at most 253 characters' });
    const tooMany = await create('employee', {
      username: 'u',
      password: 'p',
      domain: 'ok.example.com',
      sharedWith: Array.from({ length: 51 }, (_, index) => index + 1),
    });
    expect(tooMany.json().error.fields).toEqual({ sharedWith: 'Share with at most 50 people' });

    // The longest values are accepted as they are; a password keeps its spaces.
    const longest = await created('employee', {
      username: 'n'.repeat(150),
      password: ` ${'p'.repeat(498)} `,
      domain: 'longest.example.com',
      description: 'd'.repeat(5000),
    });
    expect(longest.username).toHaveLength(150);
    expect(await revealed('employee', longest.id)).toBe(` ${'p'.repeat(498)} `);
  });

  it('reduces a pasted URL to its host and accepts IP addresses', async () => {
    const cases: [string, string][] = [
      ['https://user:pw@Panel.Example.COM.tr:8443/a/b?c=d#e', 'panel.example.com.tr'],
      ['www.example.com', 'www.example.com'],
      ['192.168.1.20:22', '192.168.1.20'],
      ['http://[2001:db8::1]:8080/', '2001:db8::1'],
      ['ftp.example.org.', 'ftp.example.org'],
    ];
    for (const [typed, host] of cases) {
      const item = await created('employee', { username: 'host-u', password: 'p', domain: typed });
      expect(item.domain, typed).toBe(host);
    }
    for (const bad of ['not a host', 'localhost', '999.1.1.1', 'http://', 'exa_mple.com', '-bad.example.com']) {
      const response = await create('employee', { username: 'host-u', password: 'p', domain: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().error.fields), bad).toEqual(['domain']);
    }
  });
});
