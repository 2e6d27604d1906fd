import { asc, eq, sql } from 'drizzle-orm';
import type { MailboxTestFailure } from '@workspace/shared/mailboxes/mailboxes.constants';
import type { DbOrTx } from '../../db/client';
import { mailboxes, type MailboxRow, type NewMailboxRow } from '../../db/schema/mailboxes';
import { ticketCategories } from '../../db/schema/ticket-categories';

export function listMailboxRows(db: DbOrTx): Promise<MailboxRow[]> {
  return db.select().from(mailboxes).orderBy(asc(mailboxes.name), asc(mailboxes.id));
}

export async function findMailboxRow(db: DbOrTx, id: number): Promise<MailboxRow | undefined> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
  return row;
}

export async function insertMailbox(db: DbOrTx, values: NewMailboxRow): Promise<MailboxRow> {
  const [row] = await db.insert(mailboxes).values(values).returning();
  return row!;
}

export async function updateMailbox(db: DbOrTx, id: number, values: Partial<NewMailboxRow>): Promise<MailboxRow> {
  const [row] = await db.update(mailboxes).set(values).where(eq(mailboxes.id, id)).returning();
  return row!;
}

export async function deleteMailboxRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(mailboxes).where(eq(mailboxes.id, id));
}

export async function findEnvironmentMailbox(db: DbOrTx): Promise<MailboxRow | undefined> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.fromEnvironment, true)).limit(1);
  return row;
}

/** A state change is not an edit: `updated_at` stays (the reader restarts a mailbox whose settings changed). */
const keepUpdatedAt = { updatedAt: sql`${mailboxes.updatedAt}` } as unknown as { updatedAt: Date };

/** The reader looked: no error now, and what it handled since the last record. */
export async function recordMailboxCheck(
  db: DbOrTx,
  id: number,
  counts: { imported: number; keptAside: number; lastUid?: number; uidValidity?: number },
): Promise<void> {
  await db
    .update(mailboxes)
    .set({
      ...keepUpdatedAt,
      lastCheckAt: new Date(),
      lastError: null,
      lastErrorDetail: null,
      importedCount: sql`${mailboxes.importedCount} + ${counts.imported}`,
      keptAsideCount: sql`${mailboxes.keptAsideCount} + ${counts.keptAside}`,
      ...(counts.lastUid === undefined ? {} : { lastUid: counts.lastUid }),
      ...(counts.uidValidity === undefined ? {} : { uidValidity: counts.uidValidity }),
    })
    .where(eq(mailboxes.id, id));
}

export async function recordMailboxError(
  db: DbOrTx,
  id: number,
  error: { failure: MailboxTestFailure; detail: string | null },
): Promise<void> {
  await db
    .update(mailboxes)
    .set({ ...keepUpdatedAt, lastCheckAt: new Date(), lastError: error.failure, lastErrorDetail: error.detail })
    .where(eq(mailboxes.id, id));
}

export async function ticketCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: ticketCategories.id }).from(ticketCategories).where(eq(ticketCategories.id, id));
  return row !== undefined;
}
