import type { Readable } from 'node:stream';
import type { Actor } from '@workspace/shared/auth/policies';
import type { AttachmentType } from '@workspace/shared/common/limits';
import { createCommentFieldsSchema, type Attachment, type TimelineItem, type TimelineResponse } from '@workspace/shared/conversation/conversation.schemas';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, notFound, RequestValidationError } from '../../lib/errors';
import { checkAttachmentFile, filenameForType } from '../../lib/file-type';
import { inTransaction } from '../../lib/transaction';
import { attachmentStorage, keepBeforeCommit, openAttachmentBytes, removeKept, uploadDir, writeInTransaction } from './conversation.storage';
import { conversationRepository, type ConversationRepository, type ConversationTables } from './conversation.repository';
import type { CommentUpload, UploadedFile } from './conversation.upload';

/** A thing people talk about in a conversation, a task now, a ticket next, as the module is given it. */
export type ConversationSubject = {
  /** `task`: audit actions `task.comment`, OpenAPI tag `task support`. */
  name: string;
  /** The subject's address, its id as `:id`: `/api/tasks/:id`. */
  path: string;
  eventTypes: readonly [string, ...string[]];
  repo: ConversationRepository;
  /** Whether the subject exists and the actor may read it, or reply in its conversation (its policy's `read`, `reply`). */
  allows: (db: DbOrTx, actor: Actor, id: number, access: 'read' | 'reply') => Promise<boolean>;
};

/** A subject from its conversation tables (`task_events`, `task_comments`, ...) and its access rule. */
export function defineConversationSubject<K extends string>({
  tables,
  ...subject
}: Omit<ConversationSubject, 'repo'> & { tables: ConversationTables<K> }): ConversationSubject {
  return { ...subject, repo: conversationRepository(tables) };
}

/* Who may see the subject may see its conversation; reply as its rules say. Otherwise it is not there (404). */
async function requireAccess(ctx: ServiceContext, db: DbOrTx, subject: ConversationSubject, id: number, access: 'read' | 'reply'): Promise<void> {
  if (!(await subject.allows(db, ctx.actor, id, access))) throw notFound();
}

/** Events and comments of a visible subject merged oldest first; comments carry their files' metadata. */
export async function getTimeline(ctx: ServiceContext, subject: ConversationSubject, id: number): Promise<TimelineResponse> {
  await requireAccess(ctx, ctx.db, subject, id, 'read');
  const events = await subject.repo.listEvents(ctx.db, id);
  const comments = await subject.repo.listComments(ctx.db, id);
  const attachments = await subject.repo.listAttachmentMeta(
    ctx.db,
    comments.map((comment) => comment.id),
  );
  const filesOf = new Map<number, Attachment[]>();
  for (const { commentId, ...meta } of attachments) filesOf.set(commentId, [...(filesOf.get(commentId) ?? []), meta]);

  const items: TimelineItem[] = [
    ...events.map((event) => ({ kind: 'event' as const, ...event, createdAt: event.createdAt.toISOString() })),
    ...comments.map((comment) => ({
      kind: 'comment' as const,
      ...comment,
      attachments: filesOf.get(comment.id) ?? [],
      createdAt: comment.createdAt.toISOString(),
    })),
  ];
  // Within one instant an event comes before a comment (a change, then what was said about it).
  const rank = (item: TimelineItem) => (item.kind === 'event' ? 0 : 1);
  items.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || rank(a) - rank(b) || a.id - b.id);
  return { data: items };
}

/* A received file checked from disk: refused unless it is a whole PNG, JPEG or PDF; named after its type. */
async function checkUploadedFile(file: UploadedFile): Promise<{ filename: string; mimeType: AttachmentType; size: number; path: string }> {
  const check = await checkAttachmentFile(file.path);
  if (check.kind === 'unknown') throw new AppError(415, 'unsupportedType', 'attachmentType');
  if (check.kind === 'damaged') throw new AppError(415, 'unsupportedType', 'attachmentDamaged');
  return { filename: filenameForType(file.filename, check.type), mimeType: check.type, size: file.size, path: file.path };
}

/**
 * Adds a comment with its files to a subject the caller may reply to. Every file is checked by its
 * structure (whole PNG, JPEG or PDF) and named after what it is; any failure stores nothing.
 * Comment, file rows and audit row share one transaction; the bytes never pass through memory
 * whole (docs/decisions/007).
 */
export async function addComment(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  readUpload: (tmpDir: string) => Promise<CommentUpload>,
): Promise<TimelineItem> {
  await requireAccess(ctx, ctx.db, subject, id, 'reply');
  const storage = attachmentStorage(ctx.filesDir);
  const upload = await readUpload(uploadDir(storage));
  try {
    const fields = createCommentFieldsSchema.safeParse({ body: upload.body });
    if (!fields.success) throw new RequestValidationError(fields.error.issues);
    const body = fields.data.body;
    if (!body && upload.files.length === 0) throw badRequest({ body: 'commentEmpty' });
    const files: Awaited<ReturnType<typeof checkUploadedFile>>[] = [];
    for (const file of upload.files) files.push(await checkUploadedFile(file));

    const keys = await keepBeforeCommit(
      storage,
      files.map((file) => file.path),
    );
    try {
      return await inTransaction(ctx, async ({ tx, audit }) => {
        await requireAccess(ctx, tx, subject, id, 'reply');
        const comment = await subject.repo.insertComment(tx, id, ctx.actor.id, body);
        const stored: Attachment[] = [];
        for (const [index, { path, ...file }] of files.entries()) {
          const row = await subject.repo.insertAttachment(tx, id, { ...file, commentId: comment.id, storageKey: keys[index] ?? null });
          await writeInTransaction(tx, subject.repo, storage, row.id, path);
          stored.push(row);
        }
        await audit({
          action: `${subject.name}.comment`,
          entityType: subject.name,
          entityId: id,
          changes: { comment: { after: { id: comment.id, length: body.length, files: stored.map((file) => file.filename) } } },
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

/** A file of a visible subject with its bytes as a stream; 404 when it belongs to another. */
export async function getAttachment(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  attachmentId: number,
): Promise<Attachment & { stream: Readable }> {
  await requireAccess(ctx, ctx.db, subject, id, 'read');
  const attachment = await subject.repo.findAttachment(ctx.db, id, attachmentId);
  if (!attachment) throw notFound();
  const stream = await openAttachmentBytes(ctx.db, subject.repo, attachmentStorage(ctx.filesDir), attachment);
  return { id: attachment.id, filename: attachment.filename, mimeType: attachment.mimeType, size: attachment.size, stream };
}

/** After a subject's deletion has committed: removes the files its attachment rows named (chunks went with the rows). */
export async function removeAttachmentFiles(ctx: Pick<ServiceContext, 'filesDir'>, storageKeys: (string | null)[]): Promise<void> {
  await removeKept(attachmentStorage(ctx.filesDir), storageKeys);
}
