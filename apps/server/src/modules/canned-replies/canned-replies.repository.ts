import { asc, eq } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { cannedReplies, type CannedReplyRow } from '../../db/schema/canned-replies';
import { textOrder } from '../../lib/text-order';

type CannedReplyValues = { title: string; body: string };

/* One statement per reader's alphabet. */
const listQuery = preparedQuery('canned_replies_list', (db, language: Language) =>
  db
    .select()
    .from(cannedReplies)
    .orderBy(...textOrder(cannedReplies.title, language), asc(cannedReplies.id)),
);

/** Every canned reply, by title (the list is short by nature and never paged). */
export async function listCannedReplies(db: DbOrTx, language: Language): Promise<CannedReplyRow[]> {
  return listQuery.execute(db, language, {});
}

export async function findCannedReply(db: DbOrTx, id: number): Promise<CannedReplyRow | undefined> {
  const [row] = await db.select().from(cannedReplies).where(eq(cannedReplies.id, id)).limit(1);
  return row;
}

export async function insertCannedReply(
  db: DbOrTx,
  values: CannedReplyValues & { createdBy: number },
): Promise<CannedReplyRow> {
  const [row] = await db.insert(cannedReplies).values(values).returning();
  return row!;
}

export async function updateCannedReply(
  db: DbOrTx,
  id: number,
  values: CannedReplyValues,
): Promise<CannedReplyRow | undefined> {
  const [row] = await db.update(cannedReplies).set(values).where(eq(cannedReplies.id, id)).returning();
  return row;
}

export async function deleteCannedReply(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cannedReplies).where(eq(cannedReplies.id, id));
}
