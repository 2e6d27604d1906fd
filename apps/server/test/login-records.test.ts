import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { loginRecords } from '../src/db/schema/login-records';
import { users } from '../src/db/schema/users';
import { createTestApp, EMAILS, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * The login history over fixed rows (the demo's history and the sign-ins of this file are deleted
 * first). Bursts are 5 or more failures of one email, or of one IP, within 15 minutes.
 */
let t: TestApp;
let master: string;
let manager: string;
const ids = { master: 0, manager: 0, employee: 0, user: 0 };
const row: Record<string, number> = {};

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0';

type Planned = {
  key: string;
  email: string;
  user?: keyof typeof ids;
  status: 'success' | 'failed';
  ip: string;
  at: string;
  country?: string;
  region?: string;
};

// Times are UTC; Istanbul is 3 hours ahead.
// prettier-ignore
const PLANNED: Planned[] = [
  // 00:30 on 10 March in Istanbul, 21:30 on the 9th in UTC.
  { key: 'masterIstanbul', email: EMAILS.master, user: 'master', status: 'success', ip: '88.255.96.17', at: '2025-03-09T21:30:00Z', country: 'TR', region: 'Istanbul' },
  // 23:50 on 9 March in Istanbul.
  { key: 'masterBerlin', email: EMAILS.master, user: 'master', status: 'success', ip: '85.214.12.9', at: '2025-03-09T20:50:00Z', country: 'DE', region: 'Berlin' },
  // A: five failures of one email in 14 minutes, each from another address: all a burst.
  { key: 'a1', email: EMAILS.manager, user: 'manager', status: 'failed', ip: '203.0.113.1', at: '2025-03-10T10:00:00Z' },
  { key: 'a2', email: EMAILS.manager, user: 'manager', status: 'failed', ip: '203.0.113.2', at: '2025-03-10T10:03:00Z' },
  { key: 'a3', email: EMAILS.manager, user: 'manager', status: 'failed', ip: '203.0.113.3', at: '2025-03-10T10:07:00Z' },
  { key: 'a4', email: EMAILS.manager, user: 'manager', status: 'failed', ip: '203.0.113.4', at: '2025-03-10T10:11:00Z' },
  { key: 'a5', email: EMAILS.manager, user: 'manager', status: 'failed', ip: '203.0.113.5', at: '2025-03-10T10:14:00Z' },
  // B: five failures of one email spread over 20 minutes: none.
  { key: 'b1', email: EMAILS.employee, user: 'employee', status: 'failed', ip: '203.0.113.11', at: '2025-03-11T10:00:00Z' },
  { key: 'b2', email: EMAILS.employee, user: 'employee', status: 'failed', ip: '203.0.113.12', at: '2025-03-11T10:05:00Z' },
  { key: 'b3', email: EMAILS.employee, user: 'employee', status: 'failed', ip: '203.0.113.13', at: '2025-03-11T10:10:00Z' },
  { key: 'b4', email: EMAILS.employee, user: 'employee', status: 'failed', ip: '203.0.113.14', at: '2025-03-11T10:15:00Z' },
  { key: 'b5', email: EMAILS.employee, user: 'employee', status: 'failed', ip: '203.0.113.15', at: '2025-03-11T10:20:00Z' },
  // C: five failures from one IP, each for another (unknown) email: all a burst.
  { key: 'c1', email: 'admin@corp.test', status: 'failed', ip: '198.51.100.7', at: '2025-03-12T02:00:00Z', country: 'RU', region: 'Moscow' },
  { key: 'c2', email: 'root@corp.test', status: 'failed', ip: '198.51.100.7', at: '2025-03-12T02:02:00Z', country: 'RU', region: 'Moscow' },
  { key: 'c3', email: 'info@corp.test', status: 'failed', ip: '198.51.100.7', at: '2025-03-12T02:04:00Z', country: 'RU', region: 'Moscow' },
  { key: 'c4', email: 'test@corp.test', status: 'failed', ip: '198.51.100.7', at: '2025-03-12T02:06:00Z', country: 'RU', region: 'Moscow' },
  { key: 'c5', email: 'sales@corp.test', status: 'failed', ip: '198.51.100.7', at: '2025-03-12T02:08:00Z', country: 'RU', region: 'Moscow' },
  // D: four failures and a success within 8 minutes: the success does not count, so none.
  { key: 'd1', email: EMAILS.user, user: 'user', status: 'failed', ip: '203.0.113.21', at: '2025-03-13T09:00:00Z' },
  { key: 'd2', email: EMAILS.user, user: 'user', status: 'failed', ip: '203.0.113.22', at: '2025-03-13T09:02:00Z' },
  { key: 'd3', email: EMAILS.user, user: 'user', status: 'success', ip: '203.0.113.23', at: '2025-03-13T09:04:00Z' },
  { key: 'd4', email: EMAILS.user, user: 'user', status: 'failed', ip: '203.0.113.24', at: '2025-03-13T09:06:00Z' },
  { key: 'd5', email: EMAILS.user, user: 'user', status: 'failed', ip: '203.0.113.25', at: '2025-03-13T09:08:00Z' },
  // E: five failures in exactly 15 minutes (a burst, the window is inclusive), then a sixth 16 minutes later (not).
  { key: 'e1', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.31', at: '2025-03-14T08:00:00Z' },
  { key: 'e2', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.32', at: '2025-03-14T08:05:00Z' },
  { key: 'e3', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.33', at: '2025-03-14T08:10:00Z' },
  { key: 'e4', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.34', at: '2025-03-14T08:12:00Z' },
  { key: 'e5', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.35', at: '2025-03-14T08:15:00Z' },
  { key: 'e6', email: 'edge@corp.test', status: 'failed', ip: '203.0.113.36', at: '2025-03-14T08:31:00Z' },
];
const BURST = ['a1', 'a2', 'a3', 'a4', 'a5', 'c1', 'c2', 'c3', 'c4', 'c5', 'e1', 'e2', 'e3', 'e4', 'e5'];

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  manager = await t.login('manager');
  const db = t.database.db;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  for (const role of Object.keys(ids) as (keyof typeof ids)[])
    ids[role] = people.find((person) => person.email === EMAILS[role])!.id;
  await db.delete(loginRecords);
  for (const planned of PLANNED) {
    const [inserted] = await db
      .insert(loginRecords)
      .values({
        email: planned.email,
        userId: planned.user ? ids[planned.user] : null,
        status: planned.status,
        reason: planned.status === 'failed' ? 'invalidCredentials' : null,
        ip: planned.ip,
        country: planned.country ?? null,
        region: planned.region ?? null,
        city: planned.region ?? null,
        userAgent: CHROME,
        createdAt: new Date(planned.at),
      })
      .returning({ id: loginRecords.id });
    row[planned.key] = inserted!.id;
  }
});
afterAll(() => t.close());

const get = (url: string, token = master, language?: string) => t.call({ method: 'GET', url, token, language });
type Item = { id: number; burst: boolean; email: string; status: string };
const list = async (query: string): Promise<{ data: Item[]; meta: { total: number } }> => {
  const response = await get(`/api/login-records?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const keysOf = (items: Item[]) => items.map((item) => Object.keys(row).find((key) => row[key] === item.id));
const listKeys = async (query: string) => keysOf((await list(query)).data);

describe('GET /api/login-records', () => {
  it('lists newest first, with the account joined (null for an unknown email), reason and user agent', async () => {
    const body = await list('pageSize=100');
    expect(body.meta.total).toBe(PLANNED.length);
    expect(keysOf(body.data)).toEqual(
      [...PLANNED].sort((a, b) => b.at.localeCompare(a.at) || row[b.key]! - row[a.key]!).map((planned) => planned.key),
    );
    const masterRow = body.data.find((item) => item.id === row.masterIstanbul);
    expect(masterRow).toEqual({
      id: row.masterIstanbul,
      user: { id: ids.master, name: 'Deniz', surname: 'Yalçın' },
      email: EMAILS.master,
      status: 'success',
      reason: null,
      ip: '88.255.96.17',
      country: 'TR',
      region: 'Istanbul',
      city: 'Istanbul',
      userAgent: CHROME,
      createdAt: '2025-03-09T21:30:00.000Z',
      burst: false,
    });
    expect(body.data.find((item) => item.id === row.c1)).toMatchObject({
      user: null,
      email: 'admin@corp.test',
      reason: 'invalidCredentials',
    });
  });

  it('marks exactly the failures that are part of a burst of their email or their IP', async () => {
    const body = await list('pageSize=100');
    const marked = keysOf(body.data.filter((item) => item.burst)).sort();
    expect(marked).toEqual([...BURST].sort());
  });

  it("marks the page's rows the same on any page", async () => {
    const marked: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const body = await list(`pageSize=5&page=${page}&sort=email&order=asc`);
      marked.push(...(keysOf(body.data.filter((item) => item.burst)) as string[]));
    }
    expect(marked.sort()).toEqual([...BURST].sort());
  });

  it('filters by status, account, exact country and the days of the company time zone', async () => {
    expect(await listKeys('status=success')).toEqual(['d3', 'masterIstanbul', 'masterBerlin']);
    expect(await listKeys(`userId=${ids.manager}`)).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
    expect(await listKeys('country=TR')).toEqual(['masterIstanbul']);
    expect(await listKeys('country=T')).toEqual([]);
    // 21:30 UTC on the 9th is 00:30 on the 10th in Istanbul; 20:50 is still the 9th.
    expect(await listKeys('dateFrom=2025-03-10&dateTo=2025-03-10')).toEqual([
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
      'masterIstanbul',
    ]);
    expect(await listKeys('dateTo=2025-03-09')).toEqual(['masterBerlin']);
    expect(await listKeys(`dateFrom=2025-03-14&status=failed&userId=${ids.manager}`)).toEqual([]);
    const bad = await get('/api/login-records?dateFrom=2025-03-14&dateTo=2025-03-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.dateTo).toBeDefined();
    expect((await get('/api/login-records?status=blocked')).statusCode).toBe(400);
  });

  it("searches the email, the user's name, the IP, the country and the region", async () => {
    expect(await listKeys('q=yalçın')).toEqual(['masterIstanbul', 'masterBerlin']);
    expect(await listKeys('q=Deniz Yalçın')).toEqual(['masterIstanbul', 'masterBerlin']);
    expect(await listKeys('q=EDGE@')).toEqual(['e6', 'e5', 'e4', 'e3', 'e2', 'e1']);
    expect(await listKeys('q=198.51.100')).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    expect(await listKeys('q=berlin')).toEqual(['masterBerlin']);
    expect(await listKeys('q=RU&status=failed&pageSize=2')).toEqual(['c5', 'c4']);
    // A LIKE wildcard is searched for as itself.
    expect(await listKeys('q=%25')).toEqual([]);
  });

  it('sorts on every sort field, ties broken by the id in the same direction', async () => {
    const sorted = async (query: string) => list(`pageSize=100&${query}`);
    const byEmail = (await sorted('sort=email&order=asc')).data;
    expect(byEmail.map((item) => item.email)).toEqual(
      byEmail.map((item) => item.email).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(keysOf(byEmail).slice(0, 6)).toEqual(['c1', 'e1', 'e2', 'e3', 'e4', 'e5']);
    // As text: "203.0.113.5" comes after "203.0.113.36".
    expect(await listKeys('sort=ip&order=desc&pageSize=3')).toEqual(['masterIstanbul', 'masterBerlin', 'a5']);
    // Status: the enum's order (success before failed); ids descending within each.
    const byStatus = keysOf((await sorted('sort=status&order=desc')).data);
    expect(byStatus.slice(0, 3)).toEqual(['e6', 'e5', 'e4']);
    expect(byStatus.slice(-3)).toEqual(['d3', 'masterBerlin', 'masterIstanbul']);
    // Country: DE, RU (five, by id), TR, then the rows without one.
    expect(keysOf((await sorted('sort=country&order=asc')).data).slice(0, 7)).toEqual([
      'masterBerlin',
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'masterIstanbul',
    ]);
    // User by name: Can Özkan, Deniz Yalçın, Oliver Bennett, Selin Aktaş, then unknown emails.
    const byUser = keysOf((await sorted('sort=user&order=asc')).data);
    expect(byUser.slice(0, 8)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'masterIstanbul', 'masterBerlin', 'd1']);
    expect(byUser.slice(-11)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    expect(await listKeys('sort=createdAt&order=asc&pageSize=2&page=2')).toEqual(['a1', 'a2']);
  });

  it("is the master's alone", async () => {
    for (const url of [
      '/api/login-records',
      '/api/login-records/summary',
      '/api/login-records/countries',
      '/api/login-records/export?format=csv',
    ]) {
      expect((await get(url, manager)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/login-records/summary and /countries', () => {
  it('counts attempts, successes, failures, distinct accounts and IPs under the filters', async () => {
    const all = await get('/api/login-records/summary');
    expect(all.statusCode).toBe(200);
    // Emails: master, manager, employee, user, edge and five unknown ones. IPs: 2 + 5 + 5 + 1 + 5 + 6.
    expect(all.json()).toEqual({
      total: 28,
      success: 3,
      failed: 25,
      accounts: 10,
      ips: 24,
      timeZone: 'Europe/Istanbul',
    });
    expect((await get('/api/login-records/summary?status=failed&q=corp.test')).json()).toEqual({
      total: 11,
      success: 0,
      failed: 11,
      accounts: 6,
      ips: 7,
      timeZone: 'Europe/Istanbul',
    });
    expect((await get('/api/login-records/summary?dateFrom=2025-03-10&dateTo=2025-03-10')).json()).toEqual({
      total: 6,
      success: 1,
      failed: 5,
      accounts: 2,
      ips: 6,
      timeZone: 'Europe/Istanbul',
    });
    expect((await get('/api/login-records/summary?page=1')).statusCode).toBe(400);
  });

  it('lists the countries that occur, sorted', async () => {
    const response = await get('/api/login-records/countries');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['DE', 'RU', 'TR'] });
  });
});

describe('GET /api/login-records/export', () => {
  it('exports the whole filtered list in English and Turkish, and records the export', async () => {
    const csv = await get('/api/login-records/export?format=csv&q=corp.test&sort=createdAt&order=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Time (Europe/Istanbul),Email,User,Status,Reason,Burst,IP address,Country,Region,City,Browser',
    );
    expect(lines).toHaveLength(12);
    // Times in the company's zone: Istanbul is UTC+3.
    expect(lines[1]).toBe(
      `2025-03-12 05:00,admin@corp.test,,Failed,Wrong email or password,Yes,198.51.100.7,RU,Moscow,Moscow,${CHROME}`,
    );
    expect(lines[11]).toBe(
      `2025-03-14 11:31,edge@corp.test,,Failed,Wrong email or password,No,203.0.113.36,,,,${CHROME}`,
    );

    const tr = await get('/api/login-records/export?format=csv&status=success', master, 'tr');
    const trLines = tr.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(trLines[0]).toBe(
      'Zaman (Europe/Istanbul);E-posta;Kullanıcı;Durum;Neden;Yoğun deneme;IP adresi;Ülke;Bölge;Şehir;Tarayıcı',
    );
    expect(trLines).toHaveLength(4);
    // The browser name holds semicolons, so in the Turkish file it is quoted.
    expect(trLines[2]).toBe(
      `2025-03-10 00:30;${EMAILS.master};Deniz Yalçın;Başarılı;;Hayır;88.255.96.17;TR;Istanbul;Istanbul;"${CHROME}"`,
    );

    const pdf = await get('/api/login-records/export?format=pdf&userId=' + ids.manager);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Login history');
    expect(text).toContain('203.0.113.5');
    expect(text).not.toContain('198.51.100.7');
    const xlsx = await get('/api/login-records/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const audits = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'loginRecords.export'))
      .orderBy(asc(activities.id));
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({ actorId: ids.master, entityType: 'loginRecord' });
    expect(audits[0]!.changes).toEqual({
      filters: { after: { q: 'corp.test', sort: 'createdAt', order: 'asc', format: 'csv' } },
    });
    expect(audits[1]!.changes).toEqual({
      filters: { after: { status: 'success', sort: 'createdAt', order: 'desc', format: 'csv' } },
    });
  });

  it('refuses a missing or unknown format', async () => {
    expect((await get('/api/login-records/export')).statusCode).toBe(400);
    expect((await get('/api/login-records/export?format=doc')).statusCode).toBe(400);
  });
});
