import { createCommentFieldsSchema, type Attachment, type TimelineItem, type TimelineResponse } from '@workspace/shared/tasks/tasks.schemas';
import type { DbOrTx } from '../../db/client';
import type { TaskAttachmentRow } from '../../db/schema/task-attachments';
import { recordActivity } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, notFound, RequestValidationError } from '../../lib/errors';
import { detectAttachmentType } from '../../lib/file-type';
import * as repo from './task-support.repository';
import type { CommentUpload } from './task-support.upload';
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

/**
 * Adds a comment with its files to a visible task. Every file is checked by its content (PNG,
 * JPEG, PDF); any failure stores nothing. Comment, files and audit row share one transaction.
 */
export async function addComment(ctx: ServiceContext, taskId: number, readUpload: () => Promise<CommentUpload>): Promise<TimelineItem> {
  await requireVisibleTask(ctx, ctx.db, taskId);
  const upload = await readUpload();
  const fields = createCommentFieldsSchema.safeParse({ body: upload.body });
  if (!fields.success) throw new RequestValidationError(fields.error.issues);
  const body = fields.data.body;
  if (!body && upload.files.length === 0) throw badRequest({ body: 'commentEmpty' });
  const files = upload.files.map((file) => {
    const mimeType = detectAttachmentType(file.data);
    if (!mimeType) throw new AppError(415, 'unsupportedType', 'attachmentType');
    return { filename: file.filename, mimeType, size: file.data.length, data: file.data };
  });

  return ctx.db.transaction(async (tx) => {
    await requireVisibleTask(ctx, tx, taskId);
    const comment = await repo.insertComment(tx, { taskId, authorId: ctx.actor.id, body });
    const stored = await repo.insertAttachments(tx, files.map((file) => ({ ...file, taskId, commentId: comment.id })));
    await recordActivity(tx, {
      actorId: ctx.actor.id,
      action: 'task.comment',
      entityType: 'task',
      entityId: taskId,
      changes: { comment: { after: { id: comment.id, length: body.length, files: stored.map((file) => file.filename) } } },
      ip: ctx.ip,
    });
    const actor = { id: ctx.actor.id, name: ctx.actor.name, surname: ctx.actor.surname };
    return { kind: 'comment', id: comment.id, actor, body, attachments: stored, createdAt: comment.createdAt.toISOString() };
  });
}

/** A file of a visible task, with its bytes; 404 when it belongs to another task. */
export async function getAttachment(ctx: ServiceContext, taskId: number, attachmentId: number): Promise<TaskAttachmentRow> {
  await requireVisibleTask(ctx, ctx.db, taskId);
  const attachment = await repo.findAttachment(ctx.db, taskId, attachmentId);
  if (!attachment) throw notFound();
  return attachment;
}
