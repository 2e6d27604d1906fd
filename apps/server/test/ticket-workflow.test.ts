import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ticketAttachmentChunks } from '../src/db/schema/ticket-attachment-chunks';
import { ticketAttachments } from '../src/db/schema/ticket-attachments';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, type TestApp } from './helpers';
import { loadWorkIds, multipart, PNG_BYTES } from './work-helpers';

/*
 * The ticket workflow around replies: a customer's reply on a completed ticket reopens it (back to
 * `pending`, the Open Tickets list), recorded on its timeline and told live as `reopened`; on a
 * cancelled ticket a customer's reply is refused and nothing is stored; staff's replies and
 * internal notes change no status.
 */

let t: TestApp;
let base: string;
const tokens = {} as Record<'master' | 'manager' | 'employee' | 'customer', string>;
let categoryId: number;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Workflow' }).returning();
  categoryId = category!.id;
  employeeId = (await loadWorkIds(t.database)).employee;
  tokens.master = await t.login('master');
  tokens.manager = await t.login('manager');
  tokens.employee = await t.login('employee');
  tokens.customer = await t.login('user');
});
afterAll(() => t.close());

const get = (url: string, token = tokens.manager) => t.call({ method: 'GET', url, token });

async function ticketWithStatus(status: 'completed' | 'cancelled'): Promise<number> {
  const body = multipart({
    subject: `Workflow ${status}`,
    description: 'Replies after the end',
    priority: 'high',
    department: 'support',
    type: 'problem',
    categoryId: String(categoryId),
  });
  const created = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token: tokens.customer,
    payload: body.payload,
    headers: body.headers,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().ticket.id as number;
  const assigned = await t.call({
    method: 'PATCH',
    url: `/api/tickets/${id}/assignee`,
    token: tokens.manager,
    payload: { assigneeId: employeeId },
  });
  expect(assigned.statusCode).toBe(200);
  const moved = await t.call({
    method: 'PATCH',
    url: `/api/tickets/${id}/status`,
    token: tokens.manager,
    payload: { status },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}

function comment(id: number, token: string, fields: Record<string, string>, language?: string) {
  const body = multipart(fields, [{ filename: 'screen.png', contentType: 'image/png', data: PNG_BYTES }]);
  return t.call({
    method: 'POST',
    url: `/api/tickets/${id}/comments`,
    token,
    language,
    payload: body.payload,
    headers: body.headers,
  });
}

/** What the lists, the summary cards and the dashboard say of the open and completed tickets. */
async function counts() {
  const summary = (await get('/api/tickets/summary')).json();
  const pendingIds = ((await get('/api/tickets?status=pending&pageSize=100')).json().data as { id: number }[]).map(
    (row) => row.id,
  );
  const completedIds = ((await get('/api/tickets?status=completed&pageSize=100')).json().data as { id: number }[]).map(
    (row) => row.id,
  );
  const unfinished = (await get('/api/tickets?status=unfinished&pageSize=1')).json().meta.total as number;
  const dashboard = (await get('/api/dashboard', tokens.master)).json();
  return {
    pending: summary.byStatus.pending as number,
    completed: summary.byStatus.completed as number,
    pendingIds,
    completedIds,
    unfinished,
    dashboardUnfinished: dashboard.unfinishedTickets as number,
  };
}

/** Opens the assignee's live stream and answers the `ticket` events it heard, after `act`. */
async function heard(token: string, act: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let text = '';
  const reading = (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        text += Buffer.from(chunk).toString();
    } catch {
      // aborted
    }
  })();
  while (!text.includes('event: ready')) await new Promise((resolve) => setTimeout(resolve, 10));
  await act();
  const deadline = Date.now() + 2000;
  while (!text.includes('"kind"') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort();
  await reading;
  return [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!)).filter((data) => 'kind' in data);
}

describe("a customer's reply on a completed ticket", () => {
  it('reopens it to pending, on the timeline, and the lists, cards and dashboard agree', async () => {
    const id = await ticketWithStatus('completed');
    const before = await counts();
    expect(before.completedIds).toContain(id);

    const events = await heard(tokens.employee, async () => {
      const reply = await comment(id, tokens.customer, { body: 'It broke again' });
      expect(reply.statusCode, reply.body).toBe(201);
    });
    expect(events).toEqual([{ ticketId: id, kind: 'reopened' }]);

    const ticket = (await get(`/api/tickets/${id}`)).json().ticket;
    expect(ticket.status).toBe('pending');
    expect(ticket.completedAt).toBeNull();
    const timeline = (await get(`/api/tickets/${id}/timeline`, tokens.customer)).json().data as {
      kind: string;
      type?: string;
      body?: string;
    }[];
    const reopened = timeline.filter((item) => item.kind === 'event' && item.type === 'reopened');
    expect(reopened).toMatchObject([{ before: 'completed', after: 'pending' }]);
    // The event comes before the reply that caused it.
    const replyAt = timeline.findIndex((item) => item.kind === 'comment' && item.body === 'It broke again');
    expect(timeline.indexOf(reopened[0]!)).toBeLessThan(replyAt);

    const after = await counts();
    expect(after.pending).toBe(before.pending + 1);
    expect(after.completed).toBe(before.completed - 1);
    expect(after.pendingIds).toContain(id);
    expect(after.completedIds).not.toContain(id);
    expect(after.unfinished).toBe(before.unfinished + 1);
    expect(after.dashboardUnfinished).toBe(before.dashboardUnfinished + 1);
    expect(after.dashboardUnfinished).toBe(after.unfinished);
  });

  it("staff's reply or internal note leaves a completed ticket completed", async () => {
    const id = await ticketWithStatus('completed');
    expect((await comment(id, tokens.employee, { body: 'Closing words' })).statusCode).toBe(201);
    expect((await comment(id, tokens.manager, { body: 'Note to self', internal: 'true' })).statusCode).toBe(201);
    expect((await get(`/api/tickets/${id}`)).json().ticket.status).toBe('completed');
  });
});

describe('a reply on a cancelled ticket', () => {
  it('is refused to its customer with a translated message; no comment, no file is kept', async () => {
    const id = await ticketWithStatus('cancelled');
    // Files beside the embedded database, or rows and chunks in PostgreSQL: none may be left.
    const { filesDir } = t.database;
    const files = async () => [
      filesDir
        ? fs.readdirSync(filesDir, { recursive: true }).filter((name) => path.extname(String(name)) !== '').length
        : 0,
      (await t.database.db.select({ n: count() }).from(ticketAttachments))[0]!.n,
      (await t.database.db.select({ n: count() }).from(ticketAttachmentChunks))[0]!.n,
    ];
    const filesBefore = await files();
    const commentsBefore = (await get(`/api/tickets/${id}/timeline`)).json().data.length;
    for (const [language, message] of [
      ['en', 'This ticket was cancelled and takes no more replies. Raise a new ticket if you still need help.'],
      [
        'tr',
        'Bu talep iptal edildi ve artık yanıt alınmıyor. Hâlâ yardıma ihtiyacınız varsa yeni bir talep oluşturun.',
      ],
    ] as const) {
      const refused = await comment(id, tokens.customer, { body: 'Hello?' }, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await get(`/api/tickets/${id}/timeline`)).json().data.length).toBe(commentsBefore);
    expect(await files()).toEqual(filesBefore);
    expect((await get(`/api/tickets/${id}`)).json().ticket.status).toBe('cancelled');
  });

  it('still takes staff internal notes, and the ticket stays cancelled', async () => {
    const id = await ticketWithStatus('cancelled');
    const note = await comment(id, tokens.employee, { body: 'Customer called about this', internal: 'true' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await get(`/api/tickets/${id}`)).json().ticket.status).toBe('cancelled');
  });
});
