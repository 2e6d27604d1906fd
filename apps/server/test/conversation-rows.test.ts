import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/projects';
import { taskAttachmentChunks } from '../src/db/schema/task-attachment-chunks';
import { taskAttachments } from '../src/db/schema/task-attachments';
import { taskComments } from '../src/db/schema/task-comments';
import { taskEvents } from '../src/db/schema/task-events';
import { tasks } from '../src/db/schema/tasks';
import { users } from '../src/db/schema/users';
import { deleteSubject } from '../src/modules/conversation/conversation.service';
import { taskConversation } from '../src/modules/tasks/tasks.conversation';
import { createTestApp, type TestApp } from './helpers';
import { inDays, multipart, PNG_BYTES } from './work-helpers';

/*
 * The conversation module owns a subject's events, comments and attachments: the subject's deletion
 * asks it to remove them with the subject, in the subject's transaction, and then the files.
 */
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
});
afterAll(() => t.close());

/** A task with a status change, and a comment carrying a PNG. */
async function taskWithConversation(): Promise<number> {
  const [project] = await t.database.db.select().from(projects).limit(1);
  const [employee] = await t.database.db.select().from(users).where(eq(users.email, 'employee@example.com'));
  const payload = {
    title: 'Talked about',
    assigneeId: employee!.id,
    projectId: project!.id,
    startDate: inDays(0),
    deadline: inDays(3),
    estimatedHours: '2',
  };
  const id = (await t.call({ method: 'POST', url: '/api/tasks', token: manager, payload })).json().task.id as number;
  await t.call({ method: 'PATCH', url: `/api/tasks/${id}/status`, token: manager, payload: { status: 'inProgress' } });
  const body = multipart({ body: 'Screenshot' }, [{ filename: 'shot.png', contentType: 'image/png', data: PNG_BYTES }]);
  expect(
    (
      await t.call({
        method: 'POST',
        url: `/api/tasks/${id}/comments`,
        token: manager,
        payload: body.payload,
        headers: body.headers,
      })
    ).statusCode,
  ).toBe(201);
  return id;
}

async function rowsOf(id: number) {
  const attachments = await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, id));
  const chunks = attachments.length
    ? await t.database.db
        .select()
        .from(taskAttachmentChunks)
        .where(
          inArray(
            taskAttachmentChunks.attachmentId,
            attachments.map((file) => file.id),
          ),
        )
    : [];
  return {
    task: (await t.database.db.select().from(tasks).where(eq(tasks.id, id))).length,
    events: (await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, id))).length,
    comments: (await t.database.db.select().from(taskComments).where(eq(taskComments.taskId, id))).length,
    attachments: attachments.length,
    chunks: chunks.length,
  };
}
const GONE = { task: 0, events: 0, comments: 0, attachments: 0, chunks: 0 };

/** How many of the task's files are on disk (beside the embedded database; on PostgreSQL the bytes are chunks). */
async function filesOnDisk(id: number): Promise<() => number> {
  const keys = (await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, id))).map(
    (file) => file.storageKey,
  );
  return () => keys.filter((key) => key !== null && fs.existsSync(path.join(t.database.filesDir!, key))).length;
}
const onDiskExpected = () => (t.database.filesDir ? 1 : 0);

describe('a subject deleted with its conversation', () => {
  it('deleteSubject removes the task with its events, comments, attachments and chunks in the transaction of its work, then its files', async () => {
    const id = await taskWithConversation();
    const kept = await taskWithConversation();
    const before = await rowsOf(id);
    const files = await filesOnDisk(id);
    expect(before).toMatchObject({
      task: 1,
      events: 2,
      comments: 1,
      attachments: 1,
      chunks: t.database.filesDir ? 0 : 1,
    });
    expect(files()).toBe(onDiskExpected());
    const [actor] = await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    const ctx = {
      db: t.database.db,
      actor: actor!,
      tokenId: 0,
      ip: '127.0.0.1',
      language: 'en' as const,
      timeZone: 'Europe/Istanbul',
      filesDir: t.database.filesDir,
      live: t.app.live,
    };

    // Refused by its work: nothing goes, rows or files.
    await expect(deleteSubject(ctx, taskConversation, id, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await rowsOf(id)).toEqual(before);
    expect(files()).toBe(onDiskExpected());

    const answer = await deleteSubject(ctx, taskConversation, id, async ({ audit }) => {
      await audit({ action: 'task.delete', entityType: 'task', entityId: id });
      return 'audited';
    });
    expect(answer).toBe('audited');
    expect(await rowsOf(id)).toEqual(GONE);
    expect(files()).toBe(0);
    expect(await rowsOf(kept)).toEqual(before);
  });

  it('DELETE /api/tasks/:id leaves no event, comment, attachment, chunk or file of the task', async () => {
    const id = await taskWithConversation();
    const files = await filesOnDisk(id);
    expect(files()).toBe(onDiskExpected());
    expect((await t.call({ method: 'DELETE', url: `/api/tasks/${id}`, token: manager })).statusCode).toBe(204);
    expect(await rowsOf(id)).toEqual(GONE);
    expect(files()).toBe(0);
  });
});
