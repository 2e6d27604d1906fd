import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activities';
import { taskAttachments } from '../src/db/schema/task-attachments';
import { tasks } from '../src/db/schema/tasks';
import { ticketAttachments } from '../src/db/schema/ticket-attachments';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { createTestApp, type TestApp } from './helpers';
import { inDays, loadWorkIds, multipart, PDF_BYTES, PNG_BYTES, taskPayload, type WorkIds } from './work-helpers';

/*
 * A task made from a ticket takes the ticket's files the person chose: copied, bytes and names, into
 * the task's conversation in the transaction that makes the task, audited; the ticket keeps its own.
 */
let t: TestApp;
let ids: WorkIds;
let customer: string;
let manager: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadWorkIds(t.database);
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Files carried over' }).returning();
  categoryId = category!.id;
  customer = await t.login('user');
  manager = await t.login('manager');
});
afterAll(() => t.close());

/** A ticket raised with a PNG and a PDF; its id and its files' ids by name. */
async function ticketWithFiles(subject: string): Promise<{ id: number; files: Record<string, number> }> {
  const body = multipart(
    {
      subject,
      description: 'See the attached screenshot and report.',
      priority: 'high',
      department: 'technical',
      type: 'problem',
      categoryId: String(categoryId),
    },
    [
      { filename: 'screen.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'report.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ],
  );
  const response = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token: customer,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().ticket.id as number;
  const rows = await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, id));
  return { id, files: Object.fromEntries(rows.map((row) => [row.filename, row.id])) };
}

const makeTask = (ticketId: number, extra: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: `/api/tickets/${ticketId}/task`,
    token: manager,
    payload: { ...taskPayload(ids, { title: 'Fix the blank screen', deadline: inDays(5) }), ...extra },
  });

describe("a task from a ticket with the ticket's files", () => {
  it('copies the chosen files into the task, byte for byte, in one audited step; the ticket keeps its files', async () => {
    const ticket = await ticketWithFiles('Blank screen after login');
    const response = await makeTask(ticket.id, { attachmentIds: [ticket.files['screen.png']] });
    expect(response.statusCode, response.body).toBe(201);
    const taskId = response.json().task.id as number;

    const timeline = (await t.call({ method: 'GET', url: `/api/tasks/${taskId}/timeline`, token: manager })).json()
      .data as { kind: string; attachments?: { id: number; filename: string; mimeType: string; size: number }[] }[];
    const files = timeline.flatMap((item) => (item.kind === 'comment' ? (item.attachments ?? []) : []));
    expect(files.map(({ filename, mimeType, size }) => ({ filename, mimeType, size }))).toEqual([
      { filename: 'screen.png', mimeType: 'image/png', size: PNG_BYTES.length },
    ]);
    const download = await t.call({
      method: 'GET',
      url: `/api/tasks/${taskId}/attachments/${files[0]!.id}`,
      token: manager,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);

    // The ticket's own files are where they were.
    expect(
      (await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticket.id))).length,
    ).toBe(2);
    const audit = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'task'), eq(activities.entityId, taskId)));
    const copied = audit.find((row) => row.action === 'task.filesFromTicket');
    expect(copied?.changes).toMatchObject({ files: { after: ['screen.png'] }, ticketId: { after: ticket.id } });
  });

  it('takes none when none are chosen (the field may be left out)', async () => {
    const ticket = await ticketWithFiles('No files wanted');
    const response = await makeTask(ticket.id, {});
    expect(response.statusCode, response.body).toBe(201);
    expect(
      (await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, response.json().task.id)))
        .length,
    ).toBe(0);
  });

  it('refuses a file of another ticket (400 naming the field) and makes no task, copies nothing', async () => {
    const ticket = await ticketWithFiles('Mine');
    const other = await ticketWithFiles('Not mine');
    const before = {
      tasks: (await t.database.db.select().from(tasks)).length,
      files: (await t.database.db.select().from(taskAttachments)).length,
    };
    const response = await makeTask(ticket.id, {
      attachmentIds: [ticket.files['screen.png'], other.files['report.pdf']],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.attachmentIds).toBeTruthy();
    const turkish = await t.call({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/task`,
      token: manager,
      language: 'tr',
      payload: { ...taskPayload(ids, { deadline: inDays(5) }), attachmentIds: [other.files['report.pdf']] },
    });
    expect(turkish.json().error.fields.attachmentIds).not.toBe(response.json().error.fields.attachmentIds);
    expect({
      tasks: (await t.database.db.select().from(tasks)).length,
      files: (await t.database.db.select().from(taskAttachments)).length,
    }).toEqual(before);
  });
});
