import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/*
 * Every list, summary, export and lookup takes only the keys its definition names: a mistyped filter
 * is a 400 naming the key, never the unfiltered list.
 */
let t: TestApp;
let master: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  employee = await t.login('employee');
});
afterAll(() => t.close());

const get = (url: string, language?: string) => t.call({ method: 'GET', url, token: master, language });

// Data: one record a line reads as a table.
// prettier-ignore
const ENDPOINTS = [
  '/api/tasks',
  '/api/tasks/summary',
  '/api/tasks/export?format=csv',
  '/api/projects',
  '/api/projects/summary',
  '/api/projects/export?format=csv',
  '/api/companies',
  '/api/companies/export?format=csv',
  '/api/expense-categories',
  '/api/expense-categories/export?format=csv',
  '/api/transactions',
  '/api/transactions?type=income',
  '/api/transactions?type=expense',
  '/api/transactions/summary',
  '/api/transactions/export?format=csv',
  '/api/users?kind=internal',
  '/api/users?kind=external',
  '/api/users/export?format=csv',
  '/api/wallet?month=2025-06',
  '/api/wallet/export?format=csv',
  '/api/companies/lookup',
  '/api/projects/lookup',
  '/api/expense-categories/lookup',
  '/api/users/lookup',
  '/api/tickets',
  '/api/tickets/summary',
  '/api/tickets/export?format=csv',
  '/api/tickets/project-options',
  '/api/ticket-categories',
  '/api/ticket-categories/export?format=csv',
  '/api/ticket-categories/lookup',
  '/api/canned-replies',
  '/api/users/summary?kind=internal',
  '/api/companies/summary',
  '/api/expense-categories/summary',
  '/api/ticket-categories/summary',
  '/api/dashboard',
  '/api/reports/users/1',
  '/api/reports/users/1/export?format=csv',
  '/api/reports/projects',
  '/api/reports/projects/summary',
  '/api/reports/projects/export?format=csv',
  '/api/login-records',
  '/api/login-records/summary',
  '/api/login-records/export?format=csv',
  '/api/login-records/countries',
  '/api/activities',
  '/api/activities/export?format=csv',
  '/api/activities/facets',
  '/api/notes',
  '/api/notes/summary',
  '/api/notes/export?format=csv',
  '/api/notifications',
  '/api/notifications/unread-count',
];
// Shared data is closed to the master: its lists are asked as the demo employee.
// prettier-ignore
const SHARED_DATA_ENDPOINTS = [
  '/api/shared-data',
  '/api/shared-data/summary',
  '/api/shared-data/export?format=csv',
];
const withKey = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe('unknown query keys', () => {
  it.each([
    ...ENDPOINTS.map((url) => [url, 'master'] as const),
    ...SHARED_DATA_ENDPOINTS.map((url) => [url, 'employee'] as const),
  ])('%s answers 400 naming the key (as the %s)', async (url, who) => {
    const token = who === 'master' ? master : employee;
    const ask = (address: string) => t.call({ method: 'GET', url: address, token });
    expect((await ask(url)).statusCode, url).toBe(200);
    const response = await ask(withKey(url, 'colour=red'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'The request has parameters this address does not take: colour',
        fields: { colour: 'This parameter is not recognised' },
      },
    });
  });

  it('refuses a mistyped filter instead of answering the unfiltered list', async () => {
    const response = await get('/api/tasks?stauts=completed');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ stauts: 'This parameter is not recognised' });
    expect((await get('/api/tasks?status=completed')).statusCode).toBe(200);
  });

  it('names every unknown key, next to the messages of known ones, in Turkish too', async () => {
    const response = await get('/api/transactions?stauts=x&sort=nope&__proto__=1', 'tr');
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json().error;
    expect(message).toBe('İstek, bu adresin kabul etmediği parametreler içeriyor: stauts, __proto__');
    expect(fields.stauts).toBe('Bu parametre tanınmıyor');
    expect(fields.__proto__).toBe('Bu parametre tanınmıyor');
    expect(fields.sort).toBe('Listelenen değerlerden birini seçin');
  });

  it('refuses paging on an export and a cache-busting key like any other', async () => {
    expect((await get('/api/tasks/export?format=csv&page=2')).json().error.fields).toEqual({
      page: 'This parameter is not recognised',
    });
    expect((await get('/api/companies?_=1700000000000')).json().error.fields).toEqual({
      _: 'This parameter is not recognised',
    });
  });

  it('answers a HEAD request the same way, without a body', async () => {
    const ok = await t.call({ method: 'HEAD', url: '/api/projects', token: master });
    expect(ok.statusCode).toBe(200);
    const refused = await t.call({ method: 'HEAD', url: '/api/projects?colour=red', token: master });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe('');
  });
});
