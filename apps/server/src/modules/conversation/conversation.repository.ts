import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

type Column<T, IsNotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: IsNotNull }>;
type BySubject<K extends string> = PgTable & Record<K, Column<number>>;

/**
 * The subject's table (`tasks`) and the four it keeps its conversation in (`task_events`,
 * `task_comments`, `task_attachments`, `task_attachment_chunks`). Every subject's tables have these
 * columns; only the one naming the subject differs, and `subjectKey` says which it is (`taskId`).
 * A subject whose comments may be internal notes (tickets) has an `internal` column on them.
 */
export type ConversationTables<K extends string> = {
  subject: PgTable & { id: Column<number> };
  subjectKey: K;
  events: BySubject<K> & {
    id: Column<number>;
    actorId: Column<number, false>;
    type: Column<string>;
    before: Column<string, false>;
    after: Column<string, false>;
    createdAt: Column<Date>;
  };
  comments: BySubject<K> & {
    id: Column<number>;
    authorId: Column<number, false>;
    body: Column<string>;
    internal?: Column<boolean>;
    /** The address a comment that came by e-mail was written from (tickets). */
    emailFrom?: Column<string, false>;
    createdAt: Column<Date>;
  };
  attachments: BySubject<K> & {
    id: Column<number>;
    commentId: Column<number>;
    filename: Column<string>;
    mimeType: Column<string>;
    size: Column<number>;
    storageKey: Column<string, false>;
  };
  chunks: PgTable & { attachmentId: Column<number>; seq: Column<number>; data: Column<Buffer> };
};

type NewAttachment = { commentId: number; filename: string; mimeType: string; size: number; storageKey: string | null };
/** A change on the subject's timeline: its type (one of its `eventTypes`), before and after. */
export type TimelineChange = { type: string; before: string | null; after: string | null };

const person = { id: users.id, name: users.name, surname: users.surname };

/** Drizzle queries of one subject's conversation tables; the same for every subject. */
export function conversationRepository<K extends string>(t: ConversationTables<K>) {
  const { subject, events, comments, attachments, chunks } = t;
  // Drizzle cannot judge a table whose columns depend on `K`; queried as a plain table it can.
  const asTable = (table: PgTable): PgTable => table;
  // Inserts name the subject's own column; the typed tables cannot say which that is.
  const insertInto = (table: PgTable, db: DbOrTx, values: object) => db.insert(table).values(values as never);
  /* Whether a comment is an internal note; a subject without them has none. */
  const internal: SQL<boolean> = comments.internal ? sql<boolean>`${comments.internal}` : sql<boolean>`false`;
  /* The address a comment came by e-mail from; a subject that takes no mail has none. */
  const emailFrom: SQL<string | null> = comments.emailFrom
    ? sql<string | null>`${comments.emailFrom}`
    : sql<string | null>`null`;
  /* Comments the reader may see: every one, or (`withInternal` false) none of the internal notes. */
  const visible = (withInternal: boolean) =>
    withInternal || !comments.internal ? undefined : eq(comments.internal, false);

  return {
    /** The subject's events, oldest first, each with the person who acted. */
    listEvents: (db: DbOrTx, subjectId: number) =>
      db
        .select({
          id: events.id,
          type: events.type,
          before: events.before,
          after: events.after,
          createdAt: events.createdAt,
          actor: person,
        })
        .from(asTable(events))
        .leftJoin(users, eq(users.id, events.actorId))
        .where(eq(events[t.subjectKey], subjectId))
        .orderBy(asc(events.createdAt), asc(events.id)),

    /** The subject's comments, oldest first, each with its author; internal notes only `withInternal`. */
    listComments: (db: DbOrTx, subjectId: number, withInternal: boolean) =>
      db
        .select({
          id: comments.id,
          body: comments.body,
          internal,
          emailFrom,
          createdAt: comments.createdAt,
          actor: person,
        })
        .from(asTable(comments))
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(and(eq(comments[t.subjectKey], subjectId), visible(withInternal)))
        .orderBy(asc(comments.createdAt), asc(comments.id)),

    /** Attachment metadata (never the bytes) of the given comments. */
    listAttachmentMeta: async (db: DbOrTx, commentIds: number[]) => {
      if (commentIds.length === 0) return [];
      return db
        .select({
          id: attachments.id,
          commentId: attachments.commentId,
          filename: attachments.filename,
          mimeType: attachments.mimeType,
          size: attachments.size,
        })
        .from(asTable(attachments))
        .where(inArray(attachments.commentId, commentIds))
        .orderBy(asc(attachments.id));
    },

    insertEvents: async (
      db: DbOrTx,
      subjectId: number,
      actorId: number,
      changes: readonly TimelineChange[],
    ): Promise<void> => {
      if (changes.length > 0)
        await insertInto(
          events,
          db,
          changes.map(({ type, before, after }) => ({ type, before, after, actorId, [t.subjectKey]: subjectId })),
        );
    },

    insertComment: async (
      db: DbOrTx,
      subjectId: number,
      /** null: the system (a note the server writes, such as the files a mail brought that were refused). */
      authorId: number | null,
      body: string,
      isInternal: boolean,
      fromAddress?: string,
    ): Promise<{ id: number; createdAt: Date }> => {
      if (isInternal && !comments.internal) throw new Error('This subject has no internal notes');
      if (fromAddress !== undefined && !comments.emailFrom) throw new Error('This subject takes no mail');
      const values = {
        [t.subjectKey]: subjectId,
        authorId,
        body,
        ...(comments.internal ? { internal: isInternal } : {}),
        ...(fromAddress !== undefined ? { emailFrom: fromAddress } : {}),
      };
      const [row] = await insertInto(comments, db, values).returning({
        id: comments.id,
        createdAt: comments.createdAt,
      });
      return row!;
    },

    insertAttachment: async (db: DbOrTx, subjectId: number, values: NewAttachment) => {
      const meta = {
        id: attachments.id,
        filename: attachments.filename,
        mimeType: attachments.mimeType,
        size: attachments.size,
      };
      const [row] = await insertInto(attachments, db, { ...values, [t.subjectKey]: subjectId }).returning(meta);
      return row!;
    },

    /**
     * The attachment's metadata and where its bytes are, only when it belongs to that subject; a
     * file of an internal note only `withInternal`.
     */
    findAttachment: async (db: DbOrTx, subjectId: number, attachmentId: number, withInternal: boolean) => {
      const [row] = await db
        .select({
          id: attachments.id,
          filename: attachments.filename,
          mimeType: attachments.mimeType,
          size: attachments.size,
          storageKey: attachments.storageKey,
        })
        .from(asTable(attachments))
        .innerJoin(asTable(comments), eq(comments.id, attachments.commentId))
        .where(and(eq(attachments.id, attachmentId), eq(attachments[t.subjectKey], subjectId), visible(withInternal)))
        .limit(1);
      return row;
    },

    insertChunk: async (db: DbOrTx, attachmentId: number, seq: number, data: Buffer): Promise<void> => {
      await insertInto(chunks, db, { attachmentId, seq, data });
    },

    /** Up to `limit` chunks of the attachment from `fromSeq` on, in order. */
    listChunks: (db: DbOrTx, attachmentId: number, fromSeq: number, limit: number) =>
      db
        .select({ seq: chunks.seq, data: chunks.data })
        .from(asTable(chunks))
        .where(and(eq(chunks.attachmentId, attachmentId), gte(chunks.seq, fromSeq)))
        .orderBy(asc(chunks.seq))
        .limit(limit),

    /** Removes the subject, its attachments (their chunks cascade), comments and events; answers the attachments' storage keys. */
    deleteSubject: async (db: DbOrTx, subjectId: number): Promise<(string | null)[]> => {
      const files = await db
        .delete(asTable(attachments))
        .where(eq(attachments[t.subjectKey], subjectId))
        .returning({ key: attachments.storageKey });
      await db.delete(asTable(comments)).where(eq(comments[t.subjectKey], subjectId));
      await db.delete(asTable(events)).where(eq(events[t.subjectKey], subjectId));
      await db.delete(subject).where(eq(subject.id, subjectId));
      return files.map((file) => file.key);
    },

    /** Which of these stored-file keys an attachment row still names. */
    findStorageKeys: async (db: DbOrTx, keys: string[]): Promise<Set<string>> => {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: attachments.storageKey })
        .from(asTable(attachments))
        .where(inArray(attachments.storageKey, keys));
      return new Set(rows.map((row) => row.key!));
    },
  };
}

export type ConversationRepository = ReturnType<typeof conversationRepository>;
