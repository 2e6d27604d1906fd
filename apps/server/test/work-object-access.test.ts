import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAttachments } from '../src/db/schema/task-attachments';
import { taskComments } from '../src/db/schema/task-comments';
import { taskEvents } from '../src/db/schema/task-events';
import { tasks } from '../src/db/schema/tasks';
import { users } from '../src/db/schema/users';
import { createTestApp, type TestApp } from './helpers';
import { multipart, PDF_BYTES } from './work-helpers';

/*
 * Object-level rights (taskPolicy): an employee reaches only the tasks assigned to them. Another
 * person's task, its timeline, comments and files answer 404 through every route, exactly as a
 * task that does not exist, so nothing reveals that it is there.
 */
let t: TestApp;
let employee: string;
let manager: string;
let foreign: { taskId: number; attachmentId: number; title: string };
let own: { taskId: number; attachmentId: number };
beforeAll(async () => {
  t = await createTestApp();
  employee = await t.login('employee');
  manager = await t.login('manager');
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'employee@example.com'));
  const [other] = await t.database.db.select().from(tasks).where(ne(tasks.assigneeId, me!.id)).limit(1);
  const [mine] = await t.database.db.select().from(tasks).where(eq(tasks.assigneeId, me!.id)).limit(1);
  const attach = async (taskId: number) => {
    const body = multipart({ body: 'file' }, [{ filename: 'a.pdf', contentType: 'application/pdf', data: PDF_BYTES }]);
    const response = await t.call({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      token: manager,
      payload: body.payload,
      headers: body.headers,
    });
    return response.json().attachments[0].id as number;
  };
  foreign = { taskId: other!.id, attachmentId: await attach(other!.id), title: other!.title };
  own = { taskId: mine!.id, attachmentId: await attach(mine!.id) };
});
afterAll(() => t.close());

const as = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, token = employee) =>
  t.call({ method, url, token, payload });

describe("an employee and another person's task", () => {
  it('cannot read it, its timeline or its files: 404 like a missing record', async () => {
    for (const url of [
      `/api/tasks/${foreign.taskId}`,
      `/api/tasks/${foreign.taskId}/timeline`,
      `/api/tasks/${foreign.taskId}/attachments/${foreign.attachmentId}`,
    ]) {
      const response = await as('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('The record was not found');
    }
    // Its own task id with the foreign file id is refused too.
    expect((await as('GET', `/api/tasks/${own.taskId}/attachments/${foreign.attachmentId}`)).statusCode).toBe(404);
  });

  it('cannot change its status or comment on it, and nothing is stored', async () => {
    const before = await t.database.db.select().from(tasks).where(eq(tasks.id, foreign.taskId));
    const events = (await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, foreign.taskId))).length;
    const status = await as('PATCH', `/api/tasks/${foreign.taskId}/status`, {
      status: before[0]!.status === 'onHold' ? 'pending' : 'onHold',
    });
    expect(status.statusCode).toBe(404);
    const body = multipart({ body: 'sneaky' }, [
      { filename: 'x.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ]);
    const commented = await t.call({
      method: 'POST',
      url: `/api/tasks/${foreign.taskId}/comments`,
      token: employee,
      payload: body.payload,
      headers: body.headers,
    });
    expect(commented.statusCode).toBe(404);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, foreign.taskId))).toEqual(before);
    expect((await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, foreign.taskId))).length).toBe(
      events,
    );
    expect(
      await t.database.db
        .select()
        .from(taskComments)
        .where(and(eq(taskComments.taskId, foreign.taskId), eq(taskComments.body, 'sneaky'))),
    ).toHaveLength(0);
    expect(
      (await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, foreign.taskId))).length,
    ).toBe(1);
  });

  it('is refused editing, deleting and priority changes by role (403), even on own tasks', async () => {
    for (const taskId of [foreign.taskId, own.taskId]) {
      expect(
        (await t.call({ method: 'PUT', url: `/api/tasks/${taskId}`, token: employee, payload: {} })).statusCode,
      ).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/api/tasks/${taskId}`, token: employee })).statusCode).toBe(403);
      expect((await as('PATCH', `/api/tasks/${taskId}/priority`, { priority: 'high' })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: '/api/tasks', token: employee, payload: {} })).statusCode).toBe(403);
  });

  it('never finds it in the list, the summary or the export, whatever the filters', async () => {
    const list = (await as('GET', `/api/tasks?q=${encodeURIComponent(foreign.title)}&pageSize=100`)).json();
    expect(list.data.every((task: { id: number }) => task.id !== foreign.taskId)).toBe(true);
    const summary = (await as('GET', '/api/tasks/summary')).json();
    expect(summary.total).toBe((await as('GET', '/api/tasks?pageSize=1')).json().meta.total);
    const csv = (await as('GET', '/api/tasks/export?format=csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(summary.total + 1);
  });
});

describe('an employee and their own task', () => {
  it('reads it, its timeline and files, changes its status and comments on it', async () => {
    expect((await as('GET', `/api/tasks/${own.taskId}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/tasks/${own.taskId}/timeline`)).statusCode).toBe(200);
    expect((await as('GET', `/api/tasks/${own.taskId}/attachments/${own.attachmentId}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, own.taskId));
    const next = row!.status === 'inProgress' ? 'onHold' : 'inProgress';
    expect((await as('PATCH', `/api/tasks/${own.taskId}/status`, { status: next })).json().task.status).toBe(next);
    const body = multipart({ body: 'On it' });
    const commented = await t.call({
      method: 'POST',
      url: `/api/tasks/${own.taskId}/comments`,
      token: employee,
      payload: body.payload,
      headers: body.headers,
    });
    expect(commented.statusCode).toBe(201);
  });
});

describe('a customer (type user)', () => {
  it('gets 403 on every work route, before anything is looked up', async () => {
    const customer = await t.login('user');
    for (const url of [
      '/api/tasks',
      `/api/tasks/${own.taskId}`,
      `/api/tasks/${own.taskId}/timeline`,
      '/api/projects/lookup',
      '/api/companies/lookup',
      `/api/tasks/${own.taskId}/attachments/${own.attachmentId}`,
    ]) {
      expect((await t.call({ method: 'GET', url, token: customer })).statusCode, url).toBe(403);
    }
    expect((await as('PATCH', `/api/tasks/${own.taskId}/status`, { status: 'pending' }, customer)).statusCode).toBe(
      403,
    );
  });
});
