import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { companyMembers } from '../src/db/schema/company-members';
import { projects } from '../src/db/schema/projects';
import { tasks } from '../src/db/schema/tasks';
import { ticketAttachments } from '../src/db/schema/ticket-attachments';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { ticketComments } from '../src/db/schema/ticket-comments';
import { ticketEvents } from '../src/db/schema/ticket-events';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import {
  inDays,
  loadWorkIds,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  taskPayload,
  type UploadFile,
  type WorkIds,
} from './work-helpers';

/*
 * The support desk's ticket rules, through the HTTP API: fields and their messages, who sees and
 * changes what (customers their own, employees those assigned to them, master and manager all),
 * the timeline each change writes, tasks made from tickets, and deletion.
 */

let t: TestApp;
let ids: WorkIds;
const tokens = {} as Record<'master' | 'manager' | 'employee' | 'customer' | 'other', string>;
let customerId: number;
let otherId: number;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadWorkIds(t.database);
  const [first, second] = await t.database.db
    .insert(ticketCategories)
    .values([{ name: 'Rules test: access' }, { name: 'Rules test: billing' }])
    .returning();
  categoryId = first!.id;
  otherCategoryId = second!.id;
  tokens.master = await t.login('master');
  tokens.manager = await t.login('manager');
  tokens.employee = await t.login('employee');
  tokens.customer = await t.login('user');
  customerId = (await t.database.db.select().from(users).where(eq(users.email, 'user@example.com')))[0]!.id;
  const registered = await t.call({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Deniz', surname: 'Kaya', email: 'deniz.rules@example.com', password: DEMO_PASSWORD },
  });
  otherId = registered.json().user.id;
  tokens.other = await t.login('deniz.rules@example.com');
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string> = {}) => ({
  subject: 'Cannot sign in to the portal',
  description: 'Since this morning the portal says my password is wrong.',
  priority: 'high',
  department: 'support',
  type: 'problem',
  categoryId: String(categoryId),
  ...overrides,
});

const raise = (
  values: Record<string, string>,
  files: UploadFile[] = [],
  token = tokens.customer,
  language?: string,
) => {
  const body = multipart(values, files);
  return t.call({ method: 'POST', url: '/api/tickets', token, payload: body.payload, headers: body.headers, language });
};
const raised = async (overrides: Record<string, string> = {}, token = tokens.customer): Promise<number> => {
  const response = await raise(fields(overrides), [], token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ticket.id;
};
const patch = (id: number, what: string, payload: object, token: string) =>
  t.call({ method: 'PATCH', url: `/api/tickets/${id}/${what}`, token, payload });
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const counts = async () => ({
  tickets: (await t.database.db.select().from(tickets)).length,
  files: (await t.database.db.select().from(ticketAttachments)).length,
  onDisk: t.database.filesDir ? fs.readdirSync(t.database.filesDir).filter((name) => name !== 'tmp').length : 0,
});

describe('POST /api/tickets', () => {
  it('raises a pending ticket with a PDF: created event, the file in the first message, an audit row', async () => {
    const response = await raise(fields(), [
      { filename: 'screenshot-of-error.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { ticket } = response.json();
    expect(ticket).toMatchObject({
      subject: 'Cannot sign in to the portal',
      status: 'pending',
      priority: 'high',
      department: 'support',
      type: 'problem',
      category: { id: categoryId, name: 'Rules test: access' },
      project: null,
      assignee: null,
      createdBy: { id: customerId },
      deadline: null,
      completedAt: null,
      tasks: [],
    });
    const timeline = (await get(`/api/tickets/${ticket.id}/timeline`, tokens.customer)).json().data;
    expect(timeline.map((item: { kind: string; type?: string }) => item.type ?? item.kind)).toEqual([
      'created',
      'comment',
    ]);
    const file = timeline[1].attachments[0];
    expect(file).toMatchObject({ filename: 'screenshot-of-error.pdf', mimeType: 'application/pdf' });
    const download = await get(`/api/tickets/${ticket.id}/attachments/${file.id}`, tokens.customer);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF_BYTES)).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'ticket.create'), eq(activities.entityId, ticket.id)));
    expect(audit!.changes).toMatchObject({
      subject: { after: 'Cannot sign in to the portal' },
      files: { after: ['screenshot-of-error.pdf'] },
    });
  });

  it('without files keeps only the created event', async () => {
    const id = await raised({ subject: 'No files here' });
    const timeline = (await get(`/api/tickets/${id}/timeline`, tokens.customer)).json().data;
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ kind: 'event', type: 'created', after: 'No files here' });
  });

  it('names every missing field "this field is required", in English and Turkish, and stores nothing', async () => {
    const before = await counts();
    const required = ['subject', 'description', 'priority', 'department', 'type', 'categoryId'];
    for (const [language, sentence] of [
      ['en', 'This field is required'],
      ['tr', 'Bu alan zorunludur'],
    ] as const) {
      const response = await raise({ subject: '  ', projectId: '' }, [], tokens.customer, language);
      expect(response.statusCode).toBe(400);
      const answer = response.json().error.fields;
      for (const field of required) expect(answer[field], `${language} ${field}`).toBe(sentence);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a subject over 120 characters, an unknown value and a category or project that does not exist', async () => {
    const long = await raise(fields({ subject: 'x'.repeat(121), priority: 'critical' }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      subject: 'Must be at most 120 characters',
      priority: 'Choose one of the listed values',
    });
    const missing = await raise(fields({ categoryId: '999999', projectId: '999999' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      categoryId: 'Choose an existing category',
      projectId: 'Choose an existing project',
    });
  });

  it('lets a customer name only projects of their companies; staff see every project as an option', async () => {
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, ids.project));
    const refused = await raise(fields({ projectId: String(project!.id) }));
    expect(refused.json().error.fields).toEqual({ projectId: 'Choose an existing project' });
    expect(
      (await get('/api/tickets/project-options', tokens.customer)).json().data.map((row: { id: number }) => row.id),
    ).not.toContain(project!.id);

    await t.database.db.insert(companyMembers).values({ companyId: project!.companyId, userId: customerId });
    const options = (await get('/api/tickets/project-options', tokens.customer))
      .json()
      .data.map((row: { id: number }) => row.id);
    expect(options).toContain(project!.id);
    const accepted = await raise(fields({ projectId: String(project!.id) }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().ticket.project).toEqual({ id: project!.id, name: project!.name });
    const all = (await get('/api/tickets/project-options', tokens.manager)).json().data;
    expect(all.length).toBe((await t.database.db.select().from(projects)).length);
  });

  it('refuses a file that is not a whole PNG, JPG or PDF (415) and one over 10 MB (413), storing nothing', async () => {
    const before = await counts();
    const text = await raise(fields(), [
      { filename: 'notes.pdf', contentType: 'application/pdf', data: Buffer.from('plain text, not a PDF') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Only PNG, JPG and PDF files can be attached');
    const big = await raise(fields(), [
      {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('is for customers (and the master): staff raising one are refused', async () => {
    expect((await raise(fields(), [], tokens.employee)).statusCode).toBe(403);
    expect((await raise(fields(), [], tokens.manager)).statusCode).toBe(403);
  });
});

describe('who sees which tickets', () => {
  let mine: number;
  let others: number;
  beforeAll(async () => {
    mine = await raised({ subject: 'Visibility: mine' });
    others = await raised({ subject: 'Visibility: another customer' }, tokens.other);
    expect((await patch(mine, 'assignee', { assigneeId: ids.employee }, tokens.manager)).statusCode).toBe(200);
  });
  const listIds = async (token: string, query = '') =>
    ((await get(`/api/tickets?pageSize=100${query}`, token)).json().data as { id: number }[]).map((row) => row.id);

  it('a customer lists their own, an employee those assigned to them, master and manager all', async () => {
    expect(await listIds(tokens.customer)).toContain(mine);
    expect(await listIds(tokens.customer)).not.toContain(others);
    expect(await listIds(tokens.other)).toEqual([others]);
    expect((await get(`/api/tickets/${others}`, tokens.other)).json().ticket.createdBy.id).toBe(otherId);
    expect(await listIds(tokens.employee)).toContain(mine);
    expect(await listIds(tokens.employee)).not.toContain(others);
    for (const token of [tokens.master, tokens.manager])
      expect(await listIds(token)).toEqual(expect.arrayContaining([mine, others]));
  });

  it("another customer's ticket is not there (404) through every route, and nothing is written", async () => {
    const [file] = await t.database.db.select().from(ticketAttachments).limit(1);
    const before = {
      comments: (await t.database.db.select().from(ticketComments)).length,
      events: (await t.database.db.select().from(ticketEvents)).length,
    };
    const body = multipart({ body: 'Let me in' });
    const attempts = [
      get(`/api/tickets/${mine}`, tokens.other),
      get(`/api/tickets/${mine}/timeline`, tokens.other),
      get(`/api/tickets/${file!.ticketId}/attachments/${file!.id}`, tokens.other),
      t.call({
        method: 'POST',
        url: `/api/tickets/${mine}/comments`,
        token: tokens.other,
        payload: body.payload,
        headers: body.headers,
      }),
      patch(mine, 'status', { status: 'completed' }, tokens.other),
      get(`/api/tickets/${others}`, tokens.employee),
      patch(others, 'status', { status: 'inProgress' }, tokens.employee),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('notFound');
    }
    expect(await listIds(tokens.other, `&q=${encodeURIComponent('Visibility: mine')}`)).toEqual([]);
    expect({
      comments: (await t.database.db.select().from(ticketComments)).length,
      events: (await t.database.db.select().from(ticketEvents)).length,
    }).toEqual(before);
  });

  it('a customer sees no tasks made from their ticket and no unassigned count', async () => {
    expect((await get(`/api/tickets/summary`, tokens.customer)).json().unassignedOpen).toBeNull();
    expect(typeof (await get(`/api/tickets/summary`, tokens.manager)).json().unassignedOpen).toBe('number');
  });
});

describe('changing a ticket', () => {
  it('its customer closes it and reopens it, nothing else; completed_at follows', async () => {
    const id = await raised({ subject: 'Close and reopen' });
    const wrong = await patch(id, 'status', { status: 'inProgress' }, tokens.customer);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ status: 'This ticket cannot be moved to that status' });
    const closed = await patch(id, 'status', { status: 'completed' }, tokens.customer);
    expect(closed.json().ticket).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect((await patch(id, 'status', { status: 'cancelled' }, tokens.customer)).statusCode).toBe(400);
    const reopened = await patch(id, 'status', { status: 'pending' }, tokens.customer);
    expect(reopened.json().ticket).toMatchObject({ status: 'pending', completedAt: null });
    // Once staff cancel it, its customer no longer reopens it.
    expect((await patch(id, 'status', { status: 'cancelled' }, tokens.manager)).statusCode).toBe(200);
    expect((await patch(id, 'status', { status: 'pending' }, tokens.customer)).statusCode).toBe(400);
    for (const [what, payload] of [
      ['priority', { priority: 'urgent' }],
      ['assignee', { assigneeId: ids.employee }],
      ['deadline', { deadline: inDays(3) }],
      ['category', { categoryId: otherCategoryId }],
    ] as const)
      expect((await patch(id, what, payload, tokens.customer)).statusCode, what).toBe(403);
  });

  it('the manager triages and assigns; every change is on the timeline with who, before and after', async () => {
    const id = await raised({ subject: 'Triage me' });
    expect((await patch(id, 'priority', { priority: 'urgent' }, tokens.manager)).json().ticket.priority).toBe('urgent');
    expect(
      (await patch(id, 'assignee', { assigneeId: ids.employee }, tokens.manager)).json().ticket.assignee,
    ).toMatchObject({ id: ids.employee });
    expect((await patch(id, 'deadline', { deadline: inDays(2) }, tokens.manager)).json().ticket.deadline).toBe(
      inDays(2),
    );
    expect(
      (await patch(id, 'category', { categoryId: otherCategoryId }, tokens.manager)).json().ticket.category.id,
    ).toBe(otherCategoryId);
    expect((await patch(id, 'status', { status: 'inProgress' }, tokens.employee)).json().ticket.status).toBe(
      'inProgress',
    );
    expect((await patch(id, 'deadline', { deadline: null }, tokens.manager)).json().ticket.deadline).toBeNull();
    // The same value again changes nothing and writes nothing.
    expect((await patch(id, 'priority', { priority: 'urgent' }, tokens.manager)).statusCode).toBe(200);

    const timeline = (await get(`/api/tickets/${id}/timeline`, tokens.customer)).json().data;
    const events = timeline.map(
      ({ type, before, after, actor }: { type: string; before: string; after: string; actor: { id: number } }) => [
        type,
        before,
        after,
        actor.id,
      ],
    );
    expect(events).toEqual([
      ['created', null, 'Triage me', customerId],
      ['priority', 'high', 'urgent', ids.manager],
      ['assignee', null, 'Can Özkan', ids.manager],
      ['deadline', null, inDays(2), ids.manager],
      ['category', 'Rules test: access', 'Rules test: billing', ids.manager],
      ['status', 'pending', 'inProgress', ids.employee],
      ['deadline', inDays(2), null, ids.manager],
    ]);
  });

  it('refuses a customer or inactive user as assignee, a past deadline and a missing category, changing nothing', async () => {
    const id = await raised({ subject: 'Bad changes' });
    const customer = await patch(id, 'assignee', { assigneeId: customerId }, tokens.manager);
    expect(customer.json().error.fields).toEqual({ assigneeId: 'Choose an active internal user' });
    expect((await patch(id, 'assignee', { assigneeId: ids.inactive }, tokens.manager)).statusCode).toBe(400);
    const past = await patch(id, 'deadline', { deadline: inDays(-1) }, tokens.manager);
    expect(past.json().error.fields).toEqual({ deadline: 'Must be a date in the future' });
    expect((await patch(id, 'category', { categoryId: 999999 }, tokens.manager)).json().error.fields).toEqual({
      categoryId: 'Choose an existing category',
    });
    const ticket = (await get(`/api/tickets/${id}`, tokens.manager)).json().ticket;
    expect(ticket).toMatchObject({ assignee: null, deadline: null, category: { id: categoryId } });
    expect((await get(`/api/tickets/${id}/timeline`, tokens.manager)).json().data).toHaveLength(1);
  });

  it('an employee changes the status of tickets assigned to them only, and may not triage', async () => {
    const id = await raised({ subject: 'Employee status' });
    expect((await patch(id, 'status', { status: 'onHold' }, tokens.employee)).statusCode).toBe(404);
    await patch(id, 'assignee', { assigneeId: ids.employee }, tokens.manager);
    expect((await patch(id, 'status', { status: 'onHold' }, tokens.employee)).json().ticket.status).toBe('onHold');
    expect((await patch(id, 'priority', { priority: 'low' }, tokens.employee)).statusCode).toBe(403);
  });
});

describe('lists, summary and export', () => {
  it('filters by status, priority, department, type, category, assignee, unassigned, dates and search, sorted as asked', async () => {
    const a = await raised({
      subject: 'Filter alpha invoice',
      priority: 'urgent',
      department: 'billing',
      type: 'question',
    });
    const b = await raised({
      subject: 'Filter beta invoice',
      priority: 'low',
      department: 'technical',
      type: 'incident',
      categoryId: String(otherCategoryId),
    });
    await patch(b, 'assignee', { assigneeId: ids.employee }, tokens.manager);
    const found = async (query: string) =>
      ((await get(`/api/tickets?pageSize=100&q=filter&${query}`, tokens.manager)).json().data as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await found('priority=urgent')).toEqual([a]);
    expect(await found('department=technical')).toEqual([b]);
    expect(await found('type=question')).toEqual([a]);
    expect(await found(`categoryId=${otherCategoryId}`)).toEqual([b]);
    expect(await found(`assigneeId=${ids.employee}`)).toEqual([b]);
    expect(await found('unassigned=true')).toEqual([a]);
    expect(await found(`createdFrom=${inDays(0)}&createdTo=${inDays(0)}`)).toEqual([b, a]);
    expect(await found(`createdFrom=${inDays(1)}`)).toEqual([]);
    expect(await found('sort=subject&order=asc')).toEqual([a, b]);
    expect(await found('status=pending&sort=priority&order=desc')).toEqual([a, b]);
    expect(await found('status=unfinished&priority=urgent')).toEqual([a]);
    // Sorting matches by a joined name; a ticket without one comes last either way.
    expect(await found('sort=assignee&order=asc')).toEqual([b, a]);
    expect(await found('sort=assignee&order=desc')).toEqual([b, a]);
    expect(await found(`sort=category&order=desc`)).toEqual([b, a]);
    expect(
      (await get('/api/tickets?q=filter&pageSize=1&page=2&sort=subject&order=asc', tokens.manager)).json(),
    ).toMatchObject({ data: [{ id: b }], meta: { total: 2 } });
    expect((await get('/api/tickets?q=filter&pageSize=1&page=5', tokens.manager)).json()).toMatchObject({
      data: [],
      meta: { total: 2 },
    });
    const range = await get(`/api/tickets?createdFrom=${inDays(2)}&createdTo=${inDays(1)}`, tokens.manager);
    expect(range.json().error.fields).toEqual({ createdTo: 'The start of the range cannot be after its end' });
  });

  it('gives every sort both ways in the same order page by page as in one page, missing values last, the dates as a hand sort does', async () => {
    type Listed = {
      id: number;
      deadline: string | null;
      category: unknown;
      assignee: unknown;
      createdBy: unknown;
      createdAt: string;
      updatedAt: string;
    };
    const missing: Record<string, (ticket: Listed) => boolean> = {
      deadline: (ticket) => ticket.deadline === null,
      category: (ticket) => ticket.category === null,
      assignee: (ticket) => ticket.assignee === null,
      createdBy: (ticket) => ticket.createdBy === null,
    };
    const dates: Record<string, (ticket: Listed) => string> = {
      createdAt: (ticket) => ticket.createdAt,
      updatedAt: (ticket) => ticket.updatedAt,
    };
    for (const sort of [
      'id',
      'subject',
      'status',
      'priority',
      'department',
      'category',
      'assignee',
      'createdBy',
      'deadline',
      'createdAt',
      'updatedAt',
    ]) {
      for (const order of ['asc', 'desc'] as const) {
        const whole: Listed[] = (
          await get(`/api/tickets?sort=${sort}&order=${order}&pageSize=100`, tokens.manager)
        ).json().data;
        expect(whole.length).toBeGreaterThan(6);
        const paged: Listed[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 3); page += 1) {
          paged.push(
            ...(await get(`/api/tickets?sort=${sort}&order=${order}&pageSize=3&page=${page}`, tokens.manager)).json()
              .data,
          );
        }
        expect(
          paged.map((ticket) => ticket.id),
          `${sort} ${order}, pages of 3`,
        ).toEqual(whole.map((ticket) => ticket.id));
        const isMissing = missing[sort];
        if (isMissing) {
          const firstMissing = whole.findIndex(isMissing);
          if (firstMissing >= 0)
            expect(whole.slice(firstMissing).every(isMissing), `${sort} ${order}: missing last`).toBe(true);
        }
        const date = dates[sort];
        if (date) {
          const sign = order === 'asc' ? 1 : -1;
          const expected = [...whole].sort((a, b) => sign * (date(a).localeCompare(date(b)) || a.id - b.id));
          expect(
            whole.map((ticket) => ticket.id),
            `${sort} ${order}`,
          ).toEqual(expected.map((ticket) => ticket.id));
        }
      }
    }
  });

  it('totals a list narrowed only by status and priority (read from the counts per status) as a hand count does, after changes', async () => {
    const ticketId = await raised({ priority: 'urgent' });
    expect((await patch(ticketId, 'status', { status: 'onHold' }, tokens.manager)).statusCode).toBe(200);
    expect((await patch(ticketId, 'priority', { priority: 'low' }, tokens.manager)).statusCode).toBe(200);
    await raised({ priority: 'high' });

    const rows = await t.database.db
      .select({ status: tickets.status, priority: tickets.priority, createdBy: tickets.createdBy })
      .from(tickets);
    const isOpen = (status: string) => status !== 'completed' && status !== 'cancelled';
    const cases: { status?: string; priority?: string }[] = [
      {},
      { status: 'unfinished' },
      { status: 'onHold' },
      { priority: 'low' },
      { status: 'unfinished', priority: 'urgent' },
      { status: 'cancelled', priority: 'high' },
    ];
    for (const filters of cases) {
      const wanted = rows.filter(
        (row) =>
          (!filters.status || (filters.status === 'unfinished' ? isOpen(row.status) : row.status === filters.status)) &&
          (!filters.priority || row.priority === filters.priority),
      );
      const query = new URLSearchParams({ ...filters, pageSize: '1' });
      expect((await get(`/api/tickets?${query}`, tokens.manager)).json().meta.total, JSON.stringify(filters)).toBe(
        wanted.length,
      );
      // A customer's list is their own tickets: counted on the tickets.
      const own = wanted.filter((row) => row.createdBy === customerId).length;
      expect(
        (await get(`/api/tickets?${query}`, tokens.customer)).json().meta.total,
        `customer ${JSON.stringify(filters)}`,
      ).toBe(own);
    }
  });

  it('summarises per status with urgent and unassigned open tickets, under the same filters', async () => {
    const summary = (await get('/api/tickets/summary?q=filter', tokens.manager)).json();
    expect(summary).toEqual({
      total: 2,
      byStatus: { pending: 2, inProgress: 0, onHold: 0, completed: 0, cancelled: 0 },
      urgentOpen: 1,
      unassignedOpen: 1,
    });
  });

  it('"unfinished" in the status filter is every ticket neither completed nor cancelled, as the urgent and unassigned cards count them', async () => {
    const closed = await raised({ subject: 'Openness check closed', priority: 'urgent' });
    const open = await raised({ subject: 'Openness check open', priority: 'urgent' });
    await patch(closed, 'status', { status: 'completed' }, tokens.customer);
    const listed = (
      (await get('/api/tickets?q=openness&status=unfinished', tokens.manager)).json().data as { id: number }[]
    ).map((row) => row.id);
    expect(listed).toEqual([open]);
    const summary = (await get('/api/tickets/summary?q=openness', tokens.manager)).json();
    expect(summary.urgentOpen).toBe(listed.length);
    expect((await get('/api/tickets?status=closed', tokens.manager)).statusCode).toBe(400);
  });

  it('exports the whole filtered list as CSV in the caller language, and records the export', async () => {
    const csv = await t.call({
      method: 'GET',
      url: '/api/tickets/export?format=csv&q=filter&sort=subject&order=asc',
      token: tokens.manager,
      language: 'tr',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Konu');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Filter alpha invoice');
    expect(lines[1]).toContain('Acil');
    const [audit] = await t.database.db.select().from(activities).where(eq(activities.action, 'tickets.export'));
    expect(audit).toBeDefined();
  });
});

describe('tasks from tickets and deletion', () => {
  it('the manager makes a task from a ticket: linked both ways, a task event on the ticket', async () => {
    const id = await raised({ subject: 'Needs engineering work' });
    const response = await t.call({
      method: 'POST',
      url: `/api/tickets/${id}/task`,
      token: tokens.manager,
      payload: taskPayload(ids, { title: 'Fix portal sign-in' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const task = response.json().task;
    expect(task).toMatchObject({ title: 'Fix portal sign-in', ticketId: id });
    expect((await get(`/api/tickets/${id}`, tokens.manager)).json().ticket.tasks).toEqual([
      { id: task.id, title: 'Fix portal sign-in', status: 'pending' },
    ]);
    expect((await get(`/api/tickets/${id}`, tokens.customer)).json().ticket.tasks).toEqual([]);
    const last = (await get(`/api/tickets/${id}/timeline`, tokens.manager)).json().data.at(-1);
    expect(last).toMatchObject({ type: 'task', after: String(task.id) });
    const bad = await t.call({
      method: 'POST',
      url: `/api/tickets/${id}/task`,
      token: tokens.manager,
      payload: taskPayload(ids, { title: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.database.db.select().from(tasks).where(eq(tasks.ticketId, id))).length).toBe(1);
  });

  it('the master deletes a ticket with its conversation; its task stays, unlinked', async () => {
    const id = await raised({ subject: 'Delete me' });
    const body = multipart({ body: 'With a file' }, [{ filename: 'a.png', contentType: 'image/png', data: PNG_BYTES }]);
    await t.call({
      method: 'POST',
      url: `/api/tickets/${id}/comments`,
      token: tokens.customer,
      payload: body.payload,
      headers: body.headers,
    });
    const task = (
      await t.call({ method: 'POST', url: `/api/tickets/${id}/task`, token: tokens.master, payload: taskPayload(ids) })
    ).json().task;
    expect((await t.call({ method: 'DELETE', url: `/api/tickets/${id}`, token: tokens.manager })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/tickets/${id}`, token: tokens.master })).statusCode).toBe(204);
    expect((await get(`/api/tickets/${id}`, tokens.master)).statusCode).toBe(404);
    expect(await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, id))).toEqual([]);
    expect((await t.database.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.ticketId).toBeNull();
  });
});
