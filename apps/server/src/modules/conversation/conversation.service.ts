import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { userPolicy, type Actor } from '@workspace/shared/auth/policies';
import type { AttachmentType } from '@workspace/shared/common/limits';
import {
  createCommentFieldsSchema,
  type Attachment,
  type TimelineItem,
  type TimelineResponse,
} from '@workspace/shared/conversation/conversation.schemas';
import { mentionedIds, type Mention, type MentionCandidatesResponse } from '@workspace/shared/conversation/mentions';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, notFound, RequestValidationError } from '../../lib/errors';
import { checkAttachmentFile, filenameForType } from '../../lib/file-type';
import { writeTempFile } from '../../lib/file-store';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import {
  attachmentStorage,
  keepBeforeCommit,
  openAttachmentBytes,
  removeKept,
  uploadDir,
  writeInTransaction,
  type AttachmentStorage,
} from './conversation.storage';
import {
  conversationRepository,
  type ConversationRepository,
  type ConversationTables,
  type TimelineChange,
} from './conversation.repository';
import type { CommentUpload, UploadedFile } from './conversation.upload';
import { listMentionable, mentionableAmong, namesOf, type Mentionable } from './conversation.mentions';
import { chargeQuota } from '../users/users.service';

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
  /**
   * Who may write and read internal notes (comments among staff, with their files) when the subject
   * has them (tickets: its policy's `internalNotes`); for anyone else they do not exist. A subject
   * without it has no internal notes.
   */
  internalNotes?: (actor: Actor) => boolean;
  /**
   * Whom the actor may mention in the subject's conversation (in an internal note when `internal`):
   * the staff who may see it. Only active staff are ever mentionable (conversation.mentions.ts).
   */
  mentionable: (db: DbOrTx, actor: Actor, id: number, internal: boolean) => Promise<Mentionable>;
  /**
   * Inside the comment's transaction, before the comment is stored: refuses it (throws; nothing is
   * stored) or makes the change it brings (a customer's reply reopens a completed ticket), and
   * answers the name of that change for `afterComment`.
   */
  onComment?: (
    ctx: ServiceContext,
    context: TransactionContext,
    id: number,
    comment: { internal: boolean },
  ) => Promise<string | undefined>;
  /**
   * Inside the comment's transaction, after it is stored: work that must commit with it or not at
   * all (a ticket queues its customer's mail; the people to tell are notified). `internal`: a
   * staff-only note, never mailed to or notified to a customer; `change`: what `onComment` answered;
   * `mentioned`: the people the body mentions (checked mentionable), the writer left out.
   */
  inCommentTransaction?: (
    tx: Tx,
    ctx: ServiceContext,
    id: number,
    comment: { id: number; body: string; internal: boolean; change?: string; mentioned: number[] },
  ) => Promise<void>;
  /** After a comment has committed (a ticket tells its open windows and lists): `change` is what `onComment` answered. */
  afterComment?: (ctx: ServiceContext, id: number, comment: { internal: boolean; change?: string }) => Promise<void>;
};

/** Whether the actor sees the subject's internal notes (and may write them): never on a subject without them. */
export const seesInternalNotes = (subject: ConversationSubject, actor: Actor): boolean =>
  subject.internalNotes?.(actor) ?? false;

/** A subject from its tables (`tasks`, `task_events`, ...; the column naming it is `<name>Id`) and its access rule. */
export function defineConversationSubject<N extends string>({
  tables,
  ...subject
}: Omit<ConversationSubject, 'repo' | 'name'> & {
  name: N;
  tables: Omit<ConversationTables<`${N}Id`>, 'subjectKey'>;
}): ConversationSubject {
  return { ...subject, repo: conversationRepository<`${N}Id`>({ ...tables, subjectKey: `${subject.name}Id` }) };
}

/* Who may see the subject may see its conversation; reply as its rules say. Otherwise it is not there (404). */
async function requireAccess(
  ctx: ServiceContext,
  db: DbOrTx,
  subject: ConversationSubject,
  id: number,
  access: 'read' | 'reply',
): Promise<void> {
  if (!(await subject.allows(db, ctx.actor, id, access))) throw notFound();
}

/** Events and comments of a visible subject merged oldest first; comments carry their files' metadata. */
export async function getTimeline(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
): Promise<TimelineResponse> {
  await requireAccess(ctx, ctx.db, subject, id, 'read');
  const events = await subject.repo.listEvents(ctx.db, id);
  // Internal notes, and with them their files, exist only for those who may see them.
  const comments = await subject.repo.listComments(ctx.db, id, seesInternalNotes(subject, ctx.actor));
  const attachments = await subject.repo.listAttachmentMeta(
    ctx.db,
    comments.map((comment) => comment.id),
  );
  const filesOf = new Map<number, Attachment[]>();
  for (const { commentId, ...meta } of attachments) filesOf.set(commentId, [...(filesOf.get(commentId) ?? []), meta]);

  const mentionsOf = await mentionNames(ctx, subject, id, [...events, ...comments], comments);

  const items: TimelineItem[] = [
    ...events.map((event) => ({ kind: 'event' as const, ...event, createdAt: event.createdAt.toISOString() })),
    ...comments.map(({ emailFrom, ...comment }) => ({
      kind: 'comment' as const,
      ...comment,
      ...(emailFrom !== null ? { emailFrom } : {}),
      mentions: mentionsOf(comment.body),
      attachments: filesOf.get(comment.id) ?? [],
      createdAt: comment.createdAt.toISOString(),
    })),
  ];
  // Within one instant an event comes before a comment (a change, then what was said about it).
  const rank = (item: TimelineItem) => (item.kind === 'event' ? 0 : 1);
  items.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || rank(a) - rank(b) || a.id - b.id);
  return { data: items };
}

/**
 * The people the comments mention, with the names the reader may see: staff see every name; anyone
 * else (a customer) only those they see anyway, on the timeline (who acted or wrote), themselves,
 * and whom they may mention (their ticket's assignee). Any other is answered with a null name.
 */
async function mentionNames(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  items: readonly { actor: { id: number } | null }[],
  comments: readonly { body: string }[],
): Promise<(body: string) => Mention[]> {
  const ids = [...new Set(comments.flatMap((comment) => mentionedIds(comment.body)))];
  const names = await namesOf(ctx.db, ids);
  let shown = (mentioned: number) => names.has(mentioned);
  if (!userPolicy.lookup(ctx.actor) && ids.length > 0) {
    const seen = new Set(items.flatMap((item) => (item.actor ? [item.actor.id] : [])).concat(ctx.actor.id));
    const allowed = await mentionableAmong(ctx.db, await subject.mentionable(ctx.db, ctx.actor, id, false), ids);
    shown = (mentioned) => names.has(mentioned) && (seen.has(mentioned) || allowed.has(mentioned));
  }
  return (body) =>
    mentionedIds(body).map((mentioned) => {
      const name = shown(mentioned) ? names.get(mentioned) : undefined;
      return { id: mentioned, name: name?.name ?? null, surname: name?.surname ?? null };
    });
}

/**
 * The people the caller may mention in the subject's conversation (`internal`: in an internal
 * note) whose name contains `q`: at most ten, in name order, the caller left out. A subject the
 * caller may not answer on is not there (404); an internal note's people only for staff (403).
 */
export async function mentionCandidates(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  query: { q: string; internal: boolean },
): Promise<MentionCandidatesResponse> {
  await requireAccess(ctx, ctx.db, subject, id, 'reply');
  if (query.internal && !subject.internalNotes) throw badRequest({ internal: 'invalidValue' });
  if (query.internal && !seesInternalNotes(subject, ctx.actor))
    throw new AppError(403, 'forbidden', 'internalNoteNotAllowed');
  const scope = await subject.mentionable(ctx.db, ctx.actor, id, query.internal);
  return { data: await listMentionable(ctx.db, scope, { q: query.q, writerId: ctx.actor.id, language: ctx.language }) };
}

/*
 * Inside the comment's transaction: the people the body mentions, each of whom the writer may
 * mention (400 `mentionNotAllowed` otherwise, nothing stored), with their names.
 */
async function checkMentions(
  tx: Tx,
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  body: string,
  internal: boolean,
): Promise<Mention[]> {
  const ids = mentionedIds(body);
  if (ids.length === 0) return [];
  const allowed = await mentionableAmong(tx, await subject.mentionable(tx, ctx.actor, id, internal), ids);
  if (ids.some((mentioned) => !allowed.has(mentioned))) throw badRequest({ body: 'mentionNotAllowed' });
  const names = await namesOf(tx, ids);
  return ids.map((mentioned) => ({
    id: mentioned,
    name: names.get(mentioned)?.name ?? null,
    surname: names.get(mentioned)?.surname ?? null,
  }));
}

/* A received file checked from disk: refused unless it is a whole PNG, JPEG or PDF; named after its type. */
async function checkUploadedFile(file: UploadedFile): Promise<CheckedFile> {
  const check = await checkAttachmentFile(file.path);
  if (check.kind === 'unknown') throw new AppError(415, 'unsupportedType', 'attachmentType');
  if (check.kind === 'damaged') throw new AppError(415, 'unsupportedType', 'attachmentDamaged');
  return {
    filename: filenameForType(file.filename, check.type),
    mimeType: check.type,
    size: file.size,
    path: file.path,
  };
}
export type CheckedFile = { filename: string; mimeType: AttachmentType; size: number; path: string };

/** Inside the transaction: stores the checked files as attachments of one comment of the subject. */
export type AttachFiles = (
  tx: Tx,
  subject: ConversationSubject,
  subjectId: number,
  commentId: number,
) => Promise<Attachment[]>;

/**
 * Receives a multipart request whose files become attachments: reads it (`readUpload`), checks its
 * text fields (`parse`, before any file is looked at), checks every file by its structure (whole
 * PNG, JPEG or PDF, named after what it is), keeps them, and runs `work` in one transaction in
 * which `attach` stores them. Any failure stores nothing, rows or files; the bytes never pass
 * through memory whole (docs/decisions/007). Comments use it, and anything created with files.
 */
export async function receiveWithFiles<F, T>(
  ctx: ServiceContext,
  readUpload: (tmpDir: string) => Promise<CommentUpload>,
  parse: (fields: Record<string, unknown>, fileCount: number, kind: CommentUpload['kind']) => F,
  work: (context: TransactionContext & { fields: F; attach: AttachFiles }) => Promise<T>,
): Promise<T> {
  const storage = attachmentStorage(ctx.filesDir);
  const upload = await readUpload(uploadDir(storage));
  try {
    const fields = parse(upload.fields, upload.files.length, upload.kind);
    const files: CheckedFile[] = [];
    for (const file of upload.files) files.push(await checkUploadedFile(file));
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    return await storeWithFiles(ctx, storage, files, async (context) => {
      // A ticket or a comment counts against its author's quotas, its files too (docs/decisions/032).
      await chargeQuota(context.tx, ctx.actor.id, { creations: 1, bytes });
      return work({ ...context, fields });
    });
  } finally {
    await upload.discard();
  }
}

/**
 * Keeps checked temporary files (made durable before the transaction when they are files) and runs
 * `work` in one transaction in which `attach` stores them; if it fails, the kept files go again.
 * Uploads use it through `receiveWithFiles`; mail read from a support mailbox directly.
 */
export async function storeWithFiles<T>(
  ctx: ServiceContext,
  storage: AttachmentStorage,
  files: CheckedFile[],
  work: (context: TransactionContext & { attach: AttachFiles }) => Promise<T>,
): Promise<T> {
  const keys = await keepBeforeCommit(
    storage,
    files.map((file) => file.path),
  );
  const attach: AttachFiles = async (tx, subject, subjectId, commentId) => {
    const stored: Attachment[] = [];
    for (const [index, { path, ...file }] of files.entries()) {
      const row = await subject.repo.insertAttachment(tx, subjectId, {
        ...file,
        commentId,
        storageKey: keys[index] ?? null,
      });
      await writeInTransaction(tx, subject.repo, storage, row.id, path);
      stored.push(row);
    }
    return stored;
  };
  try {
    return await inTransaction(ctx, (context) => work({ ...context, attach }));
  } catch (error) {
    await removeKept(storage, keys);
    throw error;
  }
}

/**
 * Copies files of one subject (a ticket's, `attachmentIds`) so that `work`, in one transaction,
 * can attach them to another (the task made from it) with `attach`. Each must belong to the
 * source, or nothing happens (400 on `field`). The copies are streamed through temporary files,
 * never whole in memory, like an upload; the caller has checked the source is readable.
 */
export async function withCopiedAttachments<T>(
  ctx: ServiceContext,
  source: ConversationSubject,
  sourceId: number,
  attachmentIds: readonly number[],
  field: string,
  work: (context: TransactionContext & { attach: AttachFiles }) => Promise<T>,
): Promise<T> {
  const storage = attachmentStorage(ctx.filesDir);
  const files: CheckedFile[] = [];
  try {
    for (const attachmentId of new Set(attachmentIds)) {
      const found = await source.repo.findAttachment(
        ctx.db,
        sourceId,
        attachmentId,
        seesInternalNotes(source, ctx.actor),
      );
      if (!found) throw badRequest({ [field]: 'attachmentNotOfTicket' });
      const copy = await writeTempFile(
        uploadDir(storage),
        await openAttachmentBytes(ctx.db, source.repo, storage, found),
      );
      files.push({
        filename: found.filename,
        mimeType: found.mimeType as AttachmentType,
        size: copy.size,
        path: copy.path,
      });
    }
    return await storeWithFiles(ctx, storage, files, work);
  } finally {
    // Kept copies were moved away; what is left here is temporary.
    await Promise.all(files.map((file) => fsp.rm(file.path, { force: true })));
  }
}

/** Inside a transaction: a comment with its files on the subject, as its timeline shows it. */
export async function insertComment(
  tx: Tx,
  subject: ConversationSubject,
  subjectId: number,
  author: { id: number; name: string; surname: string },
  body: string,
  attach: AttachFiles,
  internal = false,
  mentions: Mention[] = [],
  emailFrom?: string,
): Promise<Extract<TimelineItem, { kind: 'comment' }>> {
  const comment = await subject.repo.insertComment(tx, subjectId, author.id, body, internal, emailFrom);
  const attachments = await attach(tx, subject, subjectId, comment.id);
  const actor = { id: author.id, name: author.name, surname: author.surname };
  return {
    kind: 'comment' as const,
    id: comment.id,
    actor,
    body,
    mentions,
    internal,
    ...(emailFrom !== undefined ? { emailFrom } : {}),
    attachments,
    createdAt: comment.createdAt.toISOString(),
  };
}

/**
 * Adds a comment with its files to a subject the caller may reply to (`receiveWithFiles`); the
 * comment, its file rows, what the subject makes of it (`onComment`) and the audit row share one
 * transaction. An internal note only from those who may see them (403 `internalNoteNotAllowed`,
 * before any file is looked at). The subject hears of it after the commit (`afterComment`: live updates).
 */
export async function addComment(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  readUpload: (tmpDir: string) => Promise<CommentUpload>,
): Promise<TimelineItem> {
  await requireAccess(ctx, ctx.db, subject, id, 'reply');
  const parse = (fields: Record<string, unknown>, fileCount: number) => {
    const parsed = createCommentFieldsSchema.safeParse({ body: fields.body ?? '', internal: fields.internal });
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    if (parsed.data.internal && !subject.internalNotes) throw badRequest({ internal: 'invalidValue' });
    if (parsed.data.internal && !seesInternalNotes(subject, ctx.actor))
      throw new AppError(403, 'forbidden', 'internalNoteNotAllowed');
    if (!parsed.data.body && fileCount === 0) throw badRequest({ body: 'commentEmpty' });
    return parsed.data;
  };
  let change: string | undefined;
  const item = await receiveWithFiles(ctx, readUpload, parse, async (context) => {
    const { tx, audit, fields, attach } = context;
    await requireAccess(ctx, tx, subject, id, 'reply');
    const mentions = await checkMentions(tx, ctx, subject, id, fields.body, fields.internal);
    change = await subject.onComment?.(ctx, context, id, { internal: fields.internal });
    const comment = await insertComment(tx, subject, id, ctx.actor, fields.body, attach, fields.internal, mentions);
    await subject.inCommentTransaction?.(tx, ctx, id, {
      id: comment.id,
      body: fields.body,
      internal: fields.internal,
      change,
      // Mentioning oneself is allowed, and tells nobody.
      mentioned: mentions.map((mention) => mention.id).filter((mentioned) => mentioned !== ctx.actor.id),
    });
    await audit({
      action: `${subject.name}.comment`,
      entityType: subject.name,
      entityId: id,
      changes: {
        comment: {
          after: {
            id: comment.id,
            ...(fields.internal ? { internal: true } : {}),
            length: fields.body.length,
            files: comment.attachments.map((file) => file.filename),
          },
        },
      },
    });
    return comment;
  });
  await subject.afterComment?.(ctx, id, { internal: item.kind === 'comment' && item.internal, change });
  return item;
}

/** A file of a visible subject with its bytes as a stream; 404 when it belongs to another. */
export async function getAttachment(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  attachmentId: number,
): Promise<Attachment & { stream: Readable }> {
  await requireAccess(ctx, ctx.db, subject, id, 'read');
  // A file of an internal note is not there for whoever may not see the note (404, like any other).
  const attachment = await subject.repo.findAttachment(ctx.db, id, attachmentId, seesInternalNotes(subject, ctx.actor));
  if (!attachment) throw notFound();
  const stream = await openAttachmentBytes(ctx.db, subject.repo, attachmentStorage(ctx.filesDir), attachment);
  return {
    id: attachment.id,
    filename: attachment.filename,
    mimeType: attachment.mimeType,
    size: attachment.size,
    stream,
  };
}

/** Inside a transaction: the actor's changes of the subject, on its timeline. */
export const addEvents = (
  db: DbOrTx,
  subject: ConversationSubject,
  id: number,
  actorId: number,
  changes: readonly TimelineChange[],
) => subject.repo.insertEvents(db, id, actorId, changes);

/**
 * Deletes a subject with its conversation in one transaction: `work` checks and audits (answering
 * what the caller needs), then the subject goes with its events, comments and attachment rows; the
 * files once it has committed (one left by a failure then is swept at the next start).
 */
export async function deleteSubject<T>(
  ctx: ServiceContext,
  subject: ConversationSubject,
  id: number,
  work: (context: TransactionContext) => Promise<T>,
) {
  const [result, files] = await inTransaction(
    ctx,
    async (context) => [await work(context), await subject.repo.deleteSubject(context.tx, id)] as const,
  );
  await removeKept(attachmentStorage(ctx.filesDir), files);
  return result;
}

/**
 * Deletes several subjects in one transaction (a bulk delete): `work` locks, checks and audits
 * them all first, then each subject goes with its events, comments and attachment rows, and the
 * attachment files once everything has committed. Nothing is deleted when `work` throws.
 */
export async function deleteSubjects<T>(
  ctx: ServiceContext,
  subject: ConversationSubject,
  ids: readonly number[],
  work: (context: TransactionContext) => Promise<T>,
) {
  const [result, files] = await inTransaction(ctx, async (context) => {
    const result = await work(context);
    const files: (string | null)[] = [];
    for (const id of ids) files.push(...(await subject.repo.deleteSubject(context.tx, id)));
    return [result, files] as const;
  });
  await removeKept(attachmentStorage(ctx.filesDir), files);
  return result;
}
