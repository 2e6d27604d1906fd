import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords } from '../src/db/schema/login-records';
import { createTestApp, type TestApp } from './helpers';

/*
 * Each figure of the master's dashboard and the list its card opens, with the filters its link
 * carries, count the same rows: unfinished tickets (and the urgent ones) as the ticket list's
 * "unfinished" status, and failed sign-ins of the last 24 hours as the login history between the
 * two instants the dashboard answers with (whole days would take in the rest of yesterday).
 */
let t: TestApp;
let master: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  const failed = (hoursAgo: number, email: string) => ({
    email,
    status: 'failed' as const,
    reason: 'invalidCredentials',
    ip: '203.0.113.9',
    createdAt: new Date(now - hoursAgo * HOUR),
  });
  // Inside the 24 hours: 5 minutes, 1 hour and 23 h 50 min ago. Outside: 24 h 10 min and 30 hours ago,
  // which a "from yesterday" day filter would count whenever it is past 06:00.
  await t.database.db
    .insert(loginRecords)
    .values([
      failed(5 / 60, 'a@example.com'),
      failed(1, 'b@example.com'),
      failed(23 + 50 / 60, 'c@example.com'),
      failed(24 + 10 / 60, 'd@example.com'),
      failed(30, 'e@example.com'),
    ]);
  master = await t.login('master');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call({ method: 'GET', url, token: master });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const total = async (url: string) =>
  (await get(`${url}${url.includes('?') ? '&' : '?'}pageSize=1`)).meta.total as number;

describe('dashboard figures and the lists their cards open', () => {
  it('failed sign-ins, last 24 hours: the login history between the answered instants counts the same', async () => {
    const dashboard = await get('/api/dashboard');
    expect(dashboard.failedLogins24h).toBeGreaterThanOrEqual(3);
    const since = new Date(dashboard.failedLoginsSince).getTime();
    const until = new Date(dashboard.asOf).getTime();
    expect(until - since).toBe(24 * HOUR);
    const query = new URLSearchParams({ status: 'failed', since: dashboard.failedLoginsSince, until: dashboard.asOf });
    expect(await total(`/api/login-records?${query}`)).toBe(dashboard.failedLogins24h);
    expect((await get(`/api/login-records/summary?${query}`)).failed).toBe(dashboard.failedLogins24h);
    // The attempts 24 h 10 min and 30 hours ago are not among them.
    const emails = (await get(`/api/login-records?${query}&pageSize=100`)).data.map(
      (row: { email: string }) => row.email,
    );
    expect(emails).toEqual(expect.arrayContaining(['a@example.com', 'b@example.com', 'c@example.com']));
    expect(emails).not.toContain('d@example.com');
    expect(emails).not.toContain('e@example.com');
  });

  it('an instant range is checked: a malformed instant or an inverted range is a 400 naming it', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/login-records?since=yesterday', token: master });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['since']);
    const inverted = await t.call({
      method: 'GET',
      url: '/api/login-records?since=2026-03-02T10:00:00.000Z&until=2026-03-01T10:00:00.000Z',
      token: master,
    });
    expect(inverted.statusCode).toBe(400);
    expect(Object.keys(inverted.json().error.fields)).toEqual(['until']);
  });

  it('unfinished tickets and the urgent ones: the ticket list with status "unfinished" counts the same', async () => {
    const dashboard = await get('/api/dashboard');
    expect(dashboard.unfinishedTickets).toBeGreaterThan(0);
    expect(await total('/api/tickets?status=unfinished')).toBe(dashboard.unfinishedTickets);
    expect(await total('/api/tickets?status=unfinished&priority=urgent')).toBe(dashboard.urgentUnfinishedTickets);
    // "Open" is not a second word for it: the list's statuses are its own, and "open" is none of them.
    expect((await t.call({ method: 'GET', url: '/api/tickets?status=open', token: master })).statusCode).toBe(400);
  });

  it('tasks per status, overdue tasks and projects in progress: their lists count the same', async () => {
    const dashboard = await get('/api/dashboard');
    for (const [status, count] of Object.entries(dashboard.tasks.byStatus as Record<string, number>)) {
      expect(await total(`/api/tasks?status=${status}`), status).toBe(count);
    }
    expect(await total('/api/tasks?overdue=true')).toBe(dashboard.tasks.overdue);
    expect(await total('/api/projects?status=inProgress')).toBe(dashboard.activeProjects);
  });
});
