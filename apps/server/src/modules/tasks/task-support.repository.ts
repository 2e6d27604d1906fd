import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export async function insertAttachments(db: DbOrTx, values: NewTaskAttachmentRow[]) {
  if (values.length === 0) return [];
  return db
    .insert(taskAttachments)
    .values(values)
    .returning({ id: taskAttachments.id, filename: taskAttachments.filename, mimeType: taskAttachments.mimeType, size: taskAttachments.size });
}

/** The attachment with its bytes, only when it belongs to that task. */
export async function findAttachment(db: DbOrTx, taskId: number, attachmentId: number): Promise<TaskAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)))
    .limit(1);
  return row;
}
