import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@workspace/shared/common/limits';
import { activities } from '../src/db/schema/activities';
import { projects } from '../src/db/schema/projects';
import { ATTACHMENT_CHUNK_BYTES, taskAttachmentChunks } from '../src/db/schema/task-attachment-chunks';
import { taskAttachments } from '../src/db/schema/task-attachments';
import { taskComments } from '../src/db/schema/task-comments';
import { users } from '../src/db/schema/users';
import { addComment } from '../src/modules/conversation/conversation.service';
import { taskConversation } from '../src/modules/tasks/tasks.conversation';
import { demoJpeg, demoPng } from '../src/seed/demo-files';
import { createTestApp, type TestApp } from './helpers';
import { inDays, JPEG_BYTES, multipart, PDF_BYTES, PNG_BYTES, type UploadFile } from './work-helpers';

let t: TestApp;
let manager: string;
let employee: string;
let taskId: number;
let employeeId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager');
  employee = await t.login('employee');
  employeeId = (await t.database.db.select().from(users).where(eq(users.email, 'employee@example.com')))[0]!.id;
  const [project] = await t.database.db.select().from(projects).limit(1);
  const created = await t.call({
    method: 'POST',
    url: '/api/tasks',
    token: manager,
    payload: {
      title: 'Support window task',
      assigneeId: employeeId,
      projectId: project!.id,
      startDate: inDays(0),
      deadline: inDays(5),
      estimatedHours: '3',
    },
  });
  taskId = created.json().task.id;
});
afterAll(() => t.close());

const comment = (fields: Record<string, string>, files: UploadFile[] = [], token = employee, id = taskId) => {
  const body = multipart(fields, files);
  return t.call({
    method: 'POST',
    url: `/api/tasks/${id}/comments`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
};
const stored = async () => ({
  comments: (await t.database.db.select().from(taskComments).where(eq(taskComments.taskId, taskId))).length,
  files: (await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId))).length,
  // Files beside the embedded database, and uploads still in tmp/ (none once a request is answered).
  onDisk: t.database.filesDir ? fs.readdirSync(t.database.filesDir).filter((name) => name !== 'tmp').length : 0,
  receiving:
    t.database.filesDir && fs.existsSync(path.join(t.database.filesDir, 'tmp'))
      ? fs.readdirSync(path.join(t.database.filesDir, 'tmp')).length
      : 0,
});
const download = (id: number, token = manager, task = taskId) =>
  t.call({ method: 'GET', url: `/api/tasks/${task}/attachments/${id}`, token });

describe('POST /api/tasks/:id/comments', () => {
  it('stores a comment with a PDF; the download gives identical bytes, the original name and the real type', async () => {
    const response = await comment({ body: 'Report attached' }, [
      { filename: 'Haftalık rapor (son).pdf', contentType: 'application/octet-stream', data: PDF_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      kind: 'comment',
      body: 'Report attached',
      actor: { id: employeeId, name: 'Can', surname: 'Özkan' },
      attachments: [{ filename: 'Haftalık rapor (son).pdf', mimeType: 'application/pdf', size: PDF_BYTES.length }],
    });
    const download = await t.call({
      method: 'GET',
      url: `/api/tasks/${taskId}/attachments/${item.attachments[0].id}`,
      token: manager,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF_BYTES)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Haftalik rapor (son).pdf"; filename*=UTF-8''Haftal%C4%B1k%20rapor%20%28son%29.pdf`,
    );
    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'task.comment'), eq(activities.entityId, taskId)));
    expect(activity!.changes).toMatchObject({ comment: { after: { files: ['Haftalık rapor (son).pdf'] } } });
  });

  it('accepts text only, files only, and PNG and JPEG judged by their bytes', async () => {
    expect((await comment({ body: '  Just text  ' })).json()).toMatchObject({ body: 'Just text', attachments: [] });
    const files = await comment({}, [
      { filename: 'screen.png', contentType: 'image/png', data: PNG_BYTES },
      { filename: 'photo.bin', contentType: 'application/octet-stream', data: JPEG_BYTES },
    ]);
    expect(files.statusCode, files.body).toBe(201);
    expect(files.json().attachments.map((file: { mimeType: string }) => file.mimeType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
    // Well past the 1 MB limit of JSON bodies: uploads have their own limit of 10 MB per file.
    const photo = demoJpeg(3 * 1024 * 1024);
    const large = await comment({}, [{ filename: 'site photo.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(large.statusCode, large.body).toBe(201);
    expect(large.json().attachments[0].size).toBe(photo.length);
  });

  it('refuses a file whose content is not PNG, JPEG or PDF (415) and stores nothing, not even the text', async () => {
    const before = await stored();
    const response = await comment({ body: 'Look at this' }, [
      { filename: 'fine.pdf', contentType: 'application/pdf', data: PDF_BYTES },
      { filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupportedType',
      message: 'Only PNG, JPG and PDF files can be attached',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 10 MB (413) and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x20);
    PDF_BYTES.copy(big);
    const response = await comment({ body: 'Big one' }, [
      { filename: 'big.pdf', contentType: 'application/pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('A file can be at most 10 MB');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('refuses more than five files (400), an empty comment (400) and a too long text, storing nothing', async () => {
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, index) => ({
      filename: `f${index}.png`,
      contentType: 'image/png',
      data: PNG_BYTES,
    }));
    const many = await comment({ body: 'Many' }, six);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe('At most 5 files can be attached at once');
    const empty = await comment({ body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'Write a comment or attach a file' });
    const long = await comment({ body: 'x'.repeat(5001) });
    expect(long.json().error.fields).toEqual({ body: 'Must be at most 5000 characters' });
    const json = await t.call({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      token: employee,
      payload: { body: 'not multipart' },
    });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});

describe('attachments are safe to download', () => {
  it('names a file after the type found in it: a PNG sent as poly.html is stored and downloaded as poly.png', async () => {
    const response = await comment({}, [
      { filename: 'poly.html', contentType: 'text/html', data: PNG_BYTES },
      { filename: 'scan', contentType: 'application/octet-stream', data: PDF_BYTES },
      { filename: 'photo.jpeg', contentType: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const files = response.json().attachments;
    expect(files.map((file: { filename: string }) => file.filename)).toEqual(['poly.png', 'scan.pdf', 'photo.jpeg']);
    const png = await download(files[0].id);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(png.rawPayload, PNG_BYTES)).toBe(0);
  });

  it('serves a PDF only as an attachment, sandboxed, never sniffed', async () => {
    const response = await comment({ body: 'Contract' }, [
      { filename: 'contract.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    ]);
    const pdf = await download(response.json().attachments[0].id, employee);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['content-length']).toBe(String(PDF_BYTES.length));
  });

  it("refuses truncated and fake files with their own message (415), in the caller's language, storing nothing", async () => {
    const before = await stored();
    const cases = [
      { filename: 'tiny.jpg', data: Buffer.from([0xff, 0xd8, 0xff]) },
      { filename: 'header.png', data: PNG_BYTES.subarray(0, 8) },
      { filename: 'cut.png', data: PNG_BYTES.subarray(0, PNG_BYTES.length - 20) },
      { filename: 'cut.pdf', data: PDF_BYTES.subarray(0, PDF_BYTES.length - 10) },
      {
        filename: 'polyglot.png',
        data: Buffer.concat([PNG_BYTES, Buffer.from('<html><script>alert(1)</script></html>')]),
      },
      { filename: 'photo.jpg', data: Buffer.concat([JPEG_BYTES, Buffer.from('PK\x03\x04 an archive')]) },
    ];
    for (const file of cases) {
      const response = await comment({ body: 'Broken' }, [{ ...file, contentType: 'application/octet-stream' }]);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json().error, file.filename).toEqual({
        code: 'unsupportedType',
        message: 'The file is damaged or incomplete',
      });
    }
    const body = multipart({ body: 'Bozuk' }, [
      { filename: 'a.png', contentType: 'image/png', data: PNG_BYTES.subarray(0, 40) },
    ]);
    const turkish = await t.call({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      token: employee,
      language: 'tr',
      payload: body.payload,
      headers: body.headers,
    });
    expect(turkish.statusCode).toBe(415);
    expect(turkish.json().error.message).toBe('Dosya bozuk ya da eksik');
    expect(await stored()).toEqual(before);
  });

  it("keeps the bytes outside the comment's transaction memory: a file beside the embedded database, 256 KiB chunks on PostgreSQL", async () => {
    const photo = demoJpeg(600 * 1024);
    const response = await comment({}, [{ filename: 'site.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().attachments[0].id;
    const [row] = await t.database.db.select().from(taskAttachments).where(eq(taskAttachments.id, id));
    const chunks = await t.database.db
      .select()
      .from(taskAttachmentChunks)
      .where(eq(taskAttachmentChunks.attachmentId, id))
      .orderBy(asc(taskAttachmentChunks.seq));
    if (t.database.filesDir) {
      expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
      expect(chunks).toHaveLength(0);
      expect(Buffer.compare(fs.readFileSync(path.join(t.database.filesDir, row!.storageKey!)), photo)).toBe(0);
    } else {
      expect(row!.storageKey).toBeNull();
      expect(chunks.map((chunk) => chunk.data.length)).toEqual([
        ATTACHMENT_CHUNK_BYTES,
        ATTACHMENT_CHUNK_BYTES,
        photo.length - 2 * ATTACHMENT_CHUNK_BYTES,
      ]);
    }
    expect(Buffer.compare((await download(id)).rawPayload, photo)).toBe(0);
  });

  it("removes the kept files again when the comment's transaction fails (the task went while it was received)", async () => {
    const doomed = await t.call({
      method: 'POST',
      url: '/api/tasks',
      token: manager,
      payload: {
        title: 'Short-lived task',
        assigneeId: employeeId,
        projectId: (await t.database.db.select().from(projects).limit(1))[0]!.id,
        startDate: inDays(0),
        deadline: inDays(1),
        estimatedHours: '1',
      },
    });
    const doomedId = doomed.json().task.id;
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
    const before = await stored();
    const attempt = addComment(ctx, taskConversation, doomedId, async (tmpDir) => {
      fs.mkdirSync(tmpDir, { recursive: true });
      const received = path.join(tmpDir, 'received.part');
      fs.writeFileSync(received, PNG_BYTES);
      expect((await t.call({ method: 'DELETE', url: `/api/tasks/${doomedId}`, token: manager })).statusCode).toBe(204);
      const files = [{ filename: 'late.png', claimedType: 'image/png', path: received, size: PNG_BYTES.length }];
      return {
        kind: 'multipart' as const,
        fields: { body: 'Too late' },
        files,
        discard: async () => fs.rmSync(received, { force: true }),
      };
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 404 });
    expect(await stored()).toEqual(before);
  });

  it("still serves the demo's files, which the seed writes into the database", async () => {
    const [seeded] = await t.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.filename, 'wireframe-login.png'));
    const response = await download(seeded!.id, manager, seeded!.taskId);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, demoPng())).toBe(0);
  });
});

describe('GET /api/tasks/:id/timeline', () => {
  it('merges events and comments oldest first, each with its actor; comments carry file metadata only', async () => {
    await t.call({
      method: 'PATCH',
      url: `/api/tasks/${taskId}/status`,
      token: employee,
      payload: { status: 'inProgress' },
    });
    await comment({ body: 'Moved it to in progress' }, [], manager);
    const { data } = (await t.call({ method: 'GET', url: `/api/tasks/${taskId}/timeline`, token: employee })).json();
    expect(data[0]).toMatchObject({ kind: 'event', type: 'created', actor: { name: 'Selin' } });
    const stamps = data.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    const tail = data.slice(-2);
    expect(tail[0]).toMatchObject({
      kind: 'event',
      type: 'status',
      before: 'pending',
      after: 'inProgress',
      actor: { id: employeeId },
    });
    expect(tail[1]).toMatchObject({
      kind: 'comment',
      body: 'Moved it to in progress',
      actor: { name: 'Selin', surname: 'Aktaş' },
    });
    const withFile = data.find(
      (item: { kind: string; attachments?: unknown[] }) => item.kind === 'comment' && item.attachments?.length,
    );
    expect(Object.keys(withFile.attachments[0]).sort()).toEqual(['filename', 'id', 'mimeType', 'size']);
  });

  it('answers 404 for a missing task and for an attachment of another task', async () => {
    expect((await t.call({ method: 'GET', url: '/api/tasks/999999/timeline', token: manager })).statusCode).toBe(404);
    const [file] = await t.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, taskId))
      .limit(1);
    const [other] = await t.database.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.filename, 'wireframe-login.png'));
    expect(other).toBeDefined();
    expect(
      (await t.call({ method: 'GET', url: `/api/tasks/${other!.taskId}/attachments/${file!.id}`, token: manager }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/tasks/${taskId}/attachments/${other!.id}`, token: manager }))
        .statusCode,
    ).toBe(404);
  });

  it('deleting the task removes its comments and attachments too, with their files and chunks', async () => {
    const before = await stored();
    expect(before.files).toBeGreaterThan(0);
    expect((await t.call({ method: 'DELETE', url: `/api/tasks/${taskId}`, token: manager })).statusCode).toBe(204);
    expect(await stored()).toEqual({ comments: 0, files: 0, onDisk: 0, receiving: 0 });
    const chunks = await t.database.db.select({ id: taskAttachmentChunks.attachmentId }).from(taskAttachmentChunks);
    const seeded = await t.database.db.select({ id: taskAttachments.id }).from(taskAttachments);
    expect(new Set(chunks.map((chunk) => chunk.id))).toEqual(new Set(seeded.map((file) => file.id)));
  });
});
