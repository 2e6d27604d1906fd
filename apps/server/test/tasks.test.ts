import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { taskEvents } from '../src/db/schema/task-events';
import { tasks } from '../src/db/schema/tasks';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, taskPayload, type WorkIds } from './work-helpers';

let t: TestApp;
let manager: string;
let employee: string;
let ids: WorkIds;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
  employee = await t.login('employee');
  ids = await loadWorkIds(t.database);
});
afterAll(() => t.close());

const get = (url: string, token = manager) => t.call({ method: 'GET', url, token });
const newTask = (overrides: Record<string, unknown> = {}) => taskPayload(ids, overrides);
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.call({ method: 'POST', url: '/api/tasks', token: manager, payload: newTask(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().task;
};
const fieldsOf = async (payload: Record<string, unknown>) => {
  const response = await t.call({ method: 'POST', url: '/api/tasks', token: manager, payload });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fields as Record<string, string>;
};
const eventsOf = (taskId: number) =>
  t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(taskEvents.id);
const activityFor = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.action, action), eq(activities.entityId, entityId)));

describe('POST /api/tasks', () => {
  it('creates a task with project, assignee and creator, a "created" event and an audit row', async () => {
    const task = await create();
    expect(task).toMatchObject({
      title: 'Write release notes',
      estimatedHours: '7.50',
      assignee: { id: ids.employee, name: 'Can', surname: 'Özkan' },
      project: { id: ids.project },
      createdBy: { id: ids.manager, name: 'Selin', surname: 'Aktaş' },
      completedAt: null,
      isOverdue: false,
    });
    const events = await eventsOf(task.id);
    expect(events).toMatchObject([{ type: 'created', actorId: ids.manager, after: 'Write release notes' }]);
    const [activity] = await activityFor('task.create', task.id);
    expect(activity!.changes).toMatchObject({
      title: { after: 'Write release notes' },
      assigneeId: { after: ids.employee },
    });
  });

  it('validates every field with the shared messages and stores nothing', async () => {
    const before = (await t.database.db.select().from(tasks)).length;
    expect(await fieldsOf(newTask({ title: 't'.repeat(36) }))).toEqual({ title: 'Must be at most 35 characters' });
    expect((await fieldsOf(newTask({ estimatedHours: '0' }))).estimatedHours).toBe(
      'Enter a positive number of hours (at most 99999.99, two decimals)',
    );
    expect((await fieldsOf(newTask({ estimatedHours: '1.234' }))).estimatedHours).toBeDefined();
    expect((await fieldsOf(newTask({ deadline: inDays(0), startDate: inDays(2) }))).deadline).toBe(
      'The deadline cannot be before the start date',
    );
    expect(await fieldsOf(newTask({ startDate: inDays(-1), deadline: inDays(-1) }))).toEqual({
      startDate: 'Must be a date in the future',
      deadline: 'Must be a date in the future',
    });
    expect((await fieldsOf(newTask({ startDate: '2026-02-30' }))).startDate).toBe('Enter a valid date');
    expect(await fieldsOf(newTask({ assigneeId: ids.customer }))).toEqual({
      assigneeId: 'Choose an active internal user',
    });
    expect(await fieldsOf(newTask({ assigneeId: ids.inactive, projectId: 999999 }))).toEqual({
      assigneeId: 'Choose an active internal user',
      projectId: 'Choose an existing project',
    });
    expect((await t.database.db.select().from(tasks)).length).toBe(before);
  });

  it('sets completedAt when created as completed', async () => {
    const task = await create({ status: 'completed' });
    expect(Date.now() - Date.parse(task.completedAt)).toBeLessThan(60_000);
  });
});

describe('changing a task', () => {
  it('PATCH status sets completedAt on completion, clears it on leaving, and writes one event each', async () => {
    const task = await create();
    const done = await t.call({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/status`,
      token: employee,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().task.completedAt).not.toBeNull();
    const reopened = await t.call({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/status`,
      token: manager,
      payload: { status: 'inProgress' },
    });
    expect(reopened.json().task).toMatchObject({ status: 'inProgress', completedAt: null });
    const same = await t.call({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/status`,
      token: manager,
      payload: { status: 'inProgress' },
    });
    expect(same.statusCode).toBe(200);
    const events = (await eventsOf(task.id)).filter((event) => event.type === 'status');
    expect(events).toMatchObject([
      { before: 'pending', after: 'completed', actorId: ids.employee },
      { before: 'completed', after: 'inProgress', actorId: ids.manager },
    ]);
    expect(await activityFor('task.status', task.id)).toHaveLength(2);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: `/api/tasks/${task.id}/status`,
          token: manager,
          payload: { status: 'done' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('PATCH priority writes a priority event and an audit row', async () => {
    const task = await create({ priority: 'low' });
    const response = await t.call({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/priority`,
      token: manager,
      payload: { priority: 'high' },
    });
    expect(response.json().task.priority).toBe('high');
    expect((await eventsOf(task.id)).filter((event) => event.type === 'priority')).toMatchObject([
      { before: 'low', after: 'high', actorId: ids.manager },
    ]);
    const [activity] = await activityFor('task.priority', task.id);
    expect(activity!.changes).toEqual({ priority: { before: 'low', after: 'high' } });
  });

  it('PUT records status, priority, assignee (by name) and deadline changes, and keeps completedAt right', async () => {
    const task = await create();
    const payload = newTask({
      status: 'completed',
      priority: 'high',
      assigneeId: ids.manager,
      deadline: inDays(20),
      startDate: inDays(-5),
      estimatedHours: '7.50',
    });
    const response = await t.call({ method: 'PUT', url: `/api/tasks/${task.id}`, token: manager, payload });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().task;
    expect(updated).toMatchObject({
      status: 'completed',
      assignee: { id: ids.manager },
      deadline: inDays(20),
      startDate: inDays(-5),
    });
    expect(updated.completedAt).not.toBeNull();
    const events = (await eventsOf(task.id)).slice(1);
    expect(events.map((event) => [event.type, event.before, event.after, event.actorId])).toEqual([
      ['status', 'pending', 'completed', ids.manager],
      ['priority', 'medium', 'high', ids.manager],
      ['assignee', 'Can Özkan', 'Selin Aktaş', ids.manager],
      ['deadline', inDays(10), inDays(20), ids.manager],
    ]);
    const [activity] = await activityFor('task.update', task.id);
    expect(activity!.changes).not.toHaveProperty('estimatedHours');

    // Saving again unchanged keeps the completion time and adds nothing.
    const again = await t.call({ method: 'PUT', url: `/api/tasks/${task.id}`, token: manager, payload });
    expect(again.json().task.completedAt).toBe(updated.completedAt);
    expect(await eventsOf(task.id)).toHaveLength(5);
    const reopened = await t.call({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      token: manager,
      payload: { ...payload, status: 'onHold' },
    });
    expect(reopened.json().task.completedAt).toBeNull();
  });

  it('PUT refuses a customer as assignee and a deadline before the start; 404 for a missing task', async () => {
    const task = await create();
    const bad = await t.call({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      token: manager,
      payload: newTask({ assigneeId: ids.customer }),
    });
    expect(bad.json().error.fields).toEqual({ assigneeId: 'Choose an active internal user' });
    const order = await t.call({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      token: manager,
      payload: newTask({ startDate: inDays(5), deadline: inDays(4) }),
    });
    expect(order.json().error.fields).toEqual({ deadline: 'The deadline cannot be before the start date' });
    expect(
      (await t.call({ method: 'PUT', url: '/api/tasks/999999', token: manager, payload: newTask() })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: '/api/tasks/999999/status',
          token: manager,
          payload: { status: 'pending' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('DELETE removes the task with its events in one go and records it', async () => {
    const task = await create();
    expect((await t.call({ method: 'DELETE', url: `/api/tasks/${task.id}`, token: manager })).statusCode).toBe(204);
    expect(await eventsOf(task.id)).toHaveLength(0);
    expect((await get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    const [activity] = await activityFor('task.delete', task.id);
    expect(activity!.changes).toMatchObject({ title: { before: 'Write release notes' } });
  });
});
