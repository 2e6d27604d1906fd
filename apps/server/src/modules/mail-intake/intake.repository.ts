import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inboundMail, type InboundOutcome } from '../../db/schema/inbound-mail';
import { outgoingMail } from '../../db/schema/outgoing-mail';

/** What the intake records of one message. */
export type InboundRecord = {
  mailboxId: number;
  messageId: string;
  fromAddress: string | null;
  subject: string | null;
  size: number;
  outcome: InboundOutcome;
  reason?: string | null;
  ticketId?: number | null;
  commentId?: number | null;
  outgoingMailId?: number | null;
  acknowledged?: boolean;
  uid?: number | null;
  raw?: Buffer | null;
  detail?: string | null;
};

/** Whether the mailbox has already seen the message. */
export async function seen(db: DbOrTx, mailboxId: number, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: inboundMail.id })
    .from(inboundMail)
    .where(and(eq(inboundMail.mailboxId, mailboxId), eq(inboundMail.messageId, messageId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the message once: the row's id, or undefined when the mailbox already has it (a
 * concurrent import of the same message waits here for the first to commit, then finds it).
 */
export async function claim(db: DbOrTx, record: InboundRecord): Promise<number | undefined> {
  const [row] = await db
    .insert(inboundMail)
    .values({
      ...record,
      subject: record.subject?.slice(0, 300) ?? null,
      fromAddress: record.fromAddress?.slice(0, 254) ?? null,
    })
    .onConflictDoNothing({ target: [inboundMail.mailboxId, inboundMail.messageId] })
    .returning({ id: inboundMail.id });
  return row?.id;
}

export async function settle(
  db: DbOrTx,
  id: number,
  values: Pick<InboundRecord, 'outcome' | 'reason' | 'ticketId' | 'commentId' | 'acknowledged'>,
): Promise<void> {
  await db.update(inboundMail).set(values).where(eq(inboundMail.id, id));
}

/** Acknowledgements sent to this address within the last hour. */
export async function acknowledgementsWithinHour(db: DbOrTx, address: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboundMail)
    .where(
      and(
        sql`lower(${inboundMail.fromAddress}) = ${address.toLowerCase()}`,
        gt(inboundMail.receivedAt, sql`now() - interval '1 hour'`),
        eq(inboundMail.acknowledged, true),
      ),
    );
  return row?.count ?? 0;
}

/** The tickets our own mails with these Message-IDs (their left parts) were about. */
export async function ticketsOfOutgoing(db: DbOrTx, localIds: string[]): Promise<number[]> {
  if (localIds.length === 0) return [];
  const rows = await db
    .select({ messageId: outgoingMail.messageId })
    .from(outgoingMail)
    .where(inArray(outgoingMail.messageId, localIds));
  return rows.flatMap((row) => {
    const match = /^ticket-([1-9]\d{0,9})(?:\.|$)/.exec(row.messageId);
    return match ? [Number(match[1])] : [];
  });
}

/** The tickets that messages with these Message-IDs became (or were added to). */
export async function ticketsOfInbound(db: DbOrTx, ids: string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ticketId: inboundMail.ticketId })
    .from(inboundMail)
    .where(and(inArray(inboundMail.messageId, ids), isNotNull(inboundMail.ticketId)));
  return rows.map((row) => row.ticketId!);
}

/** Marks our mails with these Message-IDs (left parts) as bounced; answers the first one's id. */
export async function markBounced(db: DbOrTx, localIds: string[], reason: string): Promise<number | undefined> {
  if (localIds.length === 0) return undefined;
  const rows = await db
    .update(outgoingMail)
    .set({ status: 'bounced', lastError: reason })
    .where(inArray(outgoingMail.messageId, localIds))
    .returning({ id: outgoingMail.id });
  return rows[0]?.id;
}

/** A bounce's row names the mail that bounced. */
export async function setBouncedMail(db: DbOrTx, id: number, outgoingMailId: number): Promise<void> {
  await db.update(inboundMail).set({ outgoingMailId }).where(eq(inboundMail.id, id));
}
