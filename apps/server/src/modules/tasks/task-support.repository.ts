import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskAttachmentChunks } from '../../db/schema/task-attachment-chunks';
import { taskAttachments, type NewTaskAttachmentRow, type TaskAttachmentRow } from '../../db/schema/task-attachments';
import { taskComments, type NewTaskCommentRow, type TaskCommentRow } from '../../db/schema/task-comments';
import { taskEvents } from '../../db/schema/task-events';
import { users } from '../../db/schema/users';

const person = { id: users.id, name: users.name, surname: users.surname };

/** The task's events, oldest first, each with the person who acted. */
export async function listTaskEvents(db: DbOrTx, taskId: number) {
  return db
    .select({ id: taskEvents.id, type: taskEvents.type, before: taskEvents.before, after: taskEvents.after, createdAt: taskEvents.createdAt, actor: person })
    .from(taskEvents)
    .leftJoin(users, eq(users.id, taskEvents.actorId))
    .where(eq(taskEvents.taskId, taskId))
    .orderBy(asc(taskEvents.createdAt), asc(taskEvents.id));
}

/** The task's comments, oldest first, each with its author. */
export async function listTaskComments(db: DbOrTx, taskId: number) {
  return db
    .select({ id: taskComments.id, body: taskComments.body, createdAt: taskComments.createdAt, actor: person })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

/** Attachment metadata (never the bytes) of the given comments. */
export async function listAttachmentMeta(db: DbOrTx, commentIds: number[]) {
  if (commentIds.length === 0) return [];
  return db
    .select({ id: taskAttachments.id, commentId: taskAttachments.commentId, filename: taskAttachments.filename, mimeType: taskAttachments.mimeType, size: taskAttachments.size })
    .from(taskAttachments)
    .where(inArray(taskAttachments.commentId, commentIds))
    .orderBy(asc(taskAttachments.id));
}

export async function insertComment(db: DbOrTx, values: NewTaskCommentRow): Promise<TaskCommentRow> {
  const [row] = await db.insert(taskComments).values(values).returning();
  return row!;
}

export async function insertAttachment(db: DbOrTx, values: NewTaskAttachmentRow) {
  const [row] = await db
    .insert(taskAttachments)
    .values(values)
    .returning({ id: taskAttachments.id, filename: taskAttachments.filename, mimeType: taskAttachments.mimeType, size: taskAttachments.size });
  return row!;
}

/** The attachment's metadata and where its bytes are, only when it belongs to that task. */
export async function findAttachment(db: DbOrTx, taskId: number, attachmentId: number): Promise<TaskAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)))
    .limit(1);
  return row;
}

export async function insertAttachmentChunk(db: DbOrTx, attachmentId: number, seq: number, data: Buffer): Promise<void> {
  await db.insert(taskAttachmentChunks).values({ attachmentId, seq, data });
}

/** Up to `limit` chunks of the attachment from `fromSeq` on, in order. */
export async function listAttachmentChunks(db: DbOrTx, attachmentId: number, fromSeq: number, limit: number) {
  return db
    .select({ seq: taskAttachmentChunks.seq, data: taskAttachmentChunks.data })
    .from(taskAttachmentChunks)
    .where(and(eq(taskAttachmentChunks.attachmentId, attachmentId), gte(taskAttachmentChunks.seq, fromSeq)))
    .orderBy(asc(taskAttachmentChunks.seq))
    .limit(limit);
}

/** Which of these stored-file keys an attachment row still names. */
export async function findStorageKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: taskAttachments.storageKey }).from(taskAttachments).where(inArray(taskAttachments.storageKey, keys));
  return new Set(rows.map((row) => row.key!));
}
