import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { cannedReplies } from '../src/db/schema/canned-replies';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let manager: string;
let employee: string;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
  employee = await t.login('employee');
  managerId = (await t.call({ method: 'GET', url: '/api/me', token: manager })).json().id;
});
afterAll(() => t.close());

type CannedReply = { id: number; title: string; body: string; createdAt: string; updatedAt: string };

const create = (payload: Record<string, unknown>, options: { token?: string; language?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/canned-replies',
    token: options.token ?? manager,
    payload,
    language: options.language,
  });
const created = async (title: string, body: string): Promise<CannedReply> => {
  const response = await create({ title, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().cannedReply;
};
const listed = async (token = manager): Promise<CannedReply[]> =>
  (await t.call({ method: 'GET', url: '/api/canned-replies', token })).json().data;

describe('canned replies', () => {
  it('lets a manager create, list by title, edit and delete them', async () => {
    // The demo seed keeps replies of its own: this test looks at those it writes.
    const seeded = new Set((await listed()).map((reply) => reply.id));
    const ours = async () => (await listed()).filter((reply) => !seeded.has(reply.id));
    const welcome = await created('Welcome', 'Hello {customer.name}, thanks for writing about {ticket.subject}.');
    expect(welcome).toMatchObject({
      title: 'Welcome',
      body: 'Hello {customer.name}, thanks for writing about {ticket.subject}.',
    });
    expect(Object.keys(welcome).sort()).toEqual(['body', 'createdAt', 'id', 'title', 'updatedAt']);
    await created('Closing', 'We are closing this ticket.');
    await created('Asking for logs', 'Could you send us the logs?');
    expect((await ours()).map((reply) => reply.title)).toEqual(['Asking for logs', 'Closing', 'Welcome']);

    const edited = await t.call({
      method: 'PUT',
      url: `/api/canned-replies/${welcome.id}`,
      token: manager,
      payload: { title: 'Welcome back', body: '  Hi {customer.name}.  ' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().cannedReply).toMatchObject({
      id: welcome.id,
      title: 'Welcome back',
      body: 'Hi {customer.name}.',
    });
    expect((await ours()).find((reply) => reply.id === welcome.id)?.title).toBe('Welcome back');

    expect(
      (await t.call({ method: 'DELETE', url: `/api/canned-replies/${welcome.id}`, token: manager })).statusCode,
    ).toBe(204);
    expect((await ours()).some((reply) => reply.id === welcome.id)).toBe(false);
    const [row] = await t.database.db.select().from(cannedReplies).where(eq(cannedReplies.title, 'Closing'));
    expect(row!.createdBy).toBe(managerId);
  });

  it('answers 404 for a canned reply that does not exist', async () => {
    const edit = await t.call({
      method: 'PUT',
      url: '/api/canned-replies/999999',
      token: manager,
      payload: { title: 'Gone', body: 'Gone' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('notFound');
    expect((await t.call({ method: 'DELETE', url: '/api/canned-replies/999999', token: manager })).statusCode).toBe(
      404,
    );
  });

  it('explains a missing title or body and an over-long title in English and Turkish', async () => {
    const missing = await create({ title: ' ', body: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ title: 'This field is required', body: 'This field is required' });
    const missingTr = await create({}, { language: 'tr' });
    expect(missingTr.json().error.fields).toEqual({ title: 'Bu alan zorunludur', body: 'Bu alan zorunludur' });
    const long = await create({ title: 'x'.repeat(36), body: 'ok' });
    expect(long.json().error.fields.title).toBe('Must be at most 35 characters');
    const longTr = await create({ title: 'x'.repeat(36), body: 'ok' }, { language: 'tr' });
    expect(longTr.json().error.fields.title).toBe('En fazla 35 karakter olmalıdır');
    const longBody = await create({ title: 'Long', body: 'x'.repeat(5001) });
    expect(longBody.json().error.fields.body).toBe('Must be at most 5000 characters');
  });

  it('lets an employee read them but not write them, and keeps customers out', async () => {
    const reply = await created('For employees', 'Thanks, we are on it.');
    expect((await listed(employee)).map((row) => row.title)).toContain('For employees');
    expect((await create({ title: 'Mine', body: 'text' }, { token: employee })).statusCode).toBe(403);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/canned-replies/${reply.id}`,
      token: employee,
      payload: { title: 'Changed', body: 'text' },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/canned-replies/${reply.id}`, token: employee })).statusCode,
    ).toBe(403);
    const [row] = await t.database.db.select().from(cannedReplies).where(eq(cannedReplies.id, reply.id));
    expect(row).toMatchObject({ title: 'For employees', body: 'Thanks, we are on it.' });
    const customer = await t.login('user');
    expect((await t.call({ method: 'GET', url: '/api/canned-replies', token: customer })).statusCode).toBe(403);
  });

  it('writes an audit row for every change, with before and after', async () => {
    const reply = await created('Audited', 'first');
    await t.call({
      method: 'PUT',
      url: `/api/canned-replies/${reply.id}`,
      token: manager,
      payload: { title: 'Audited', body: 'second' },
    });
    await t.call({ method: 'DELETE', url: `/api/canned-replies/${reply.id}`, token: manager });
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'cannedReply'), eq(activities.entityId, reply.id)));
    expect(rows.map((row) => row.action)).toEqual(['cannedReply.create', 'cannedReply.update', 'cannedReply.delete']);
    expect(rows.every((row) => row.actorId === managerId)).toBe(true);
    expect(rows[0]!.changes).toEqual({
      title: { before: null, after: 'Audited' },
      body: { before: null, after: 'first' },
    });
    expect(rows[1]!.changes).toEqual({ body: { before: 'first', after: 'second' } });
    expect(rows[2]!.changes).toEqual({ title: { before: 'Audited' } });
  });
});
