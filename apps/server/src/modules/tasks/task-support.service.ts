import { createCommentFieldsSchema, type Attachment, type TimelineItem, type TimelineResponse } from '@workspace/shared/tasks/tasks.schemas';
import type { Readable } from 'node:stream';
import type { AttachmentType } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, notFound, RequestValidationError } from '../../lib/errors';
import { checkAttachmentFile, filenameForType } from '../../lib/file-type';
import * as repo from './task-support.repository';
import { attachmentStorage, keepBeforeCommit, openAttachmentBytes, removeKept, uploadDir, writeInTransaction } from './task-support.storage';
import type { CommentUpload, UploadedFile } from './task-support.upload';
import { findTaskRow } from './tasks.repository';
import { ownerScope } from './tasks.service';

/* The support window of a task: who can see the task can see and join its conversation. */
async function requireVisibleTask(ctx: ServiceContext, db: DbOrTx, taskId: number): Promise<void> {
  if (!(await findTaskRow(db, taskId, { ownerId: ownerScope(ctx) }))) throw notFound();
}

/** Events and comments of a visible task merged oldest first; comments carry their files' metadata. */
export async function getTimeline(ctx: ServiceContext, taskId: number): Promise<TimelineResponse> {
  await requireVisibleTask(ctx, ctx.db, taskId);
  const events = await repo.listTaskEvents(ctx.db, taskId);
  const comments = await repo.listTaskComments(ctx.db, taskId);
  const attachments = await repo.listAttachmentMeta(ctx.db, comments.map((comment) => comment.id));
  const filesOf = new Map<number, Attachment[]>();
  for (const { commentId, ...meta } of attachments) filesOf.set(commentId, [...(filesOf.get(commentId) ?? []), meta]);

  const items: { at: number; order: number; item: TimelineItem }[] = [
    ...events.map((event) => ({
      at: event.createdAt.getTime(),
      order: 0,
      item: { kind: 'event' as const, ...event, createdAt: event.createdAt.toISOString() },
    })),
    ...comments.map((comment) => ({
      at: comment.createdAt.getTime(),
      order: 1,
      item: { kind: 'comment' as const, ...comment, attachments: filesOf.get(comment.id) ?? [], createdAt: comment.createdAt.toISOString() },
    })),
  ];
  // Within one instant an event comes before a comment (a change, then what was said about it).
  items.sort((a, b) => a.at - b.at || a.order - b.order || a.item.id - b.item.id);
  return { data: items.map(({ item }) => item) };
}

/* A received file checked from disk: refused unless it is a whole PNG, JPEG or PDF; named after its type. */
async function checkUploadedFile(file: UploadedFile): Promise<{ filename: string; mimeType: AttachmentType; size: number; path: string }> {
  const check = await checkAttachmentFile(file.path);
  if (check.kind === 'unknown') throw new AppError(415, 'unsupportedType', 'attachmentType');
  if (check.kind === 'damaged') throw new AppError(415, 'unsupportedType', 'attachmentDamaged');
  return { filename: filenameForType(file.filename, check.type), mimeType: check.type, size: file.size, path: file.path };
}

/**
 * Adds a comment with its files to a visible task. Every file is checked by its structure (whole
 * PNG, JPEG or PDF) and named after what it is; any failure stores nothing. Comment, file rows and
 * audit row share one transaction; the bytes never pass through memory whole (docs/decisions/007).
 */
export async function addComment(ctx: ServiceContext, taskId: number, readUpload: (tmpDir: string) => Promise<CommentUpload>): Promise<TimelineItem> {
  await requireVisibleTask(ctx, ctx.db, taskId);
  const storage = attachmentStorage(ctx.filesDir);
  const upload = await readUpload(uploadDir(storage));
  try {
    const fields = createCommentFieldsSchema.safeParse({ body: upload.body });
    if (!fields.success) throw new RequestValidationError(fields.error.issues);
    const body = fields.data.body;
    if (!body && upload.files.length === 0) throw badRequest({ body: 'commentEmpty' });
    const files: Awaited<ReturnType<typeof checkUploadedFile>>[] = [];
    for (const file of upload.files) files.push(await checkUploadedFile(file));

    const keys = await keepBeforeCommit(storage, files.map((file) => file.path));
    try {
      return await ctx.db.transaction(async (tx) => {
        await requireVisibleTask(ctx, tx, taskId);
        const comment = await repo.insertComment(tx, { taskId, authorId: ctx.actor.id, body });
        const stored: Attachment[] = [];
        for (const [index, { path, ...file }] of files.entries()) {
          const row = await repo.insertAttachment(tx, { ...file, taskId, commentId: comment.id, storageKey: keys[index] });
          await writeInTransaction(tx, storage, row.id, path);
          stored.push(row);
        }
        await recordActivity(tx, {
          actorId: ctx.actor.id,
          action: 'task.comment',
          entityType: 'task',
          entityId: taskId,
          changes: { comment: { after: { id: comment.id, length: body.length, files: stored.map((file) => file.filename) } } },
          ip: ctx.ip,
        });
        const actor = { id: ctx.actor.id, name: ctx.actor.name, surname: ctx.actor.surname };
        return { kind: 'comment' as const, id: comment.id, actor, body, attachments: stored, createdAt: comment.createdAt.toISOString() };
      });
    } catch (error) {
      await removeKept(storage, keys);
      throw error;
    }
  } finally {
    await upload.discard();
  }
}

/** A file of a visible task with its bytes as a stream; 404 when it belongs to another task. */
export async function getAttachment(ctx: ServiceContext, taskId: number, attachmentId: number): Promise<Attachment & { stream: Readable }> {
  await requireVisibleTask(ctx, ctx.db, taskId);
  const attachment = await repo.findAttachment(ctx.db, taskId, attachmentId);
  if (!attachment) throw notFound();
  const stream = await openAttachmentBytes(ctx.db, attachmentStorage(ctx.filesDir), attachment);
  return { id: attachment.id, filename: attachment.filename, mimeType: attachment.mimeType, size: attachment.size, stream };
}
