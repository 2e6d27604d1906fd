/*
 * PLACEHOLDER for part B's intake (issue 31): B's branch brings the real `intake.service.ts` and it
 * replaces this file at merge. Only the seam the mailbox reader calls is here, implemented just
 * enough for the reader's tests: a message becomes a ticket with its subject and text, once per
 * Message-ID (kept in the ticket's description), and a kept-aside message is only counted.
 */
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { TicketDepartment } from '@workspace/shared/tickets/tickets.constants';
import type { Database } from '../../db/client';
import { tickets } from '../../db/schema/tickets';

export type IntakeMailbox = {
  id: number;
  address: string;
  department: TicketDepartment;
  categoryId: number | null;
  allowUnknownSenders: boolean;
};

export type IntakeOutcome = {
  kind: 'ticket' | 'comment' | 'ignored' | 'bounce' | 'aside' | 'duplicate';
  ticketId?: number;
  reason?: string;
};

const marker = (messageId: string) => `\n\n[Message-ID: ${messageId}]`;

/** One transaction; idempotent by Message-ID (a second call with the same message answers 'duplicate'). */
export async function importMessage(database: Database, mailbox: IntakeMailbox, raw: Buffer): Promise<IntakeOutcome> {
  const parsed = await simpleParser(raw);
  const messageId = parsed.messageId ?? `<no-id-${raw.length}@${mailbox.address}>`;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${messageId}))`);
    const found = (await tx.execute(
      sql`SELECT id FROM tickets WHERE description LIKE ${`%${marker(messageId)}`} LIMIT 1`,
    )) as unknown as { rows: { id: number }[] };
    const existing = found.rows[0];
    if (existing) return { kind: 'duplicate', ticketId: existing.id };
    const [row] = await tx
      .insert(tickets)
      .values({
        subject: (parsed.subject ?? '(no subject)').slice(0, 120),
        description: `${(parsed.text ?? '').trim()}${marker(messageId)}`,
        department: mailbox.department,
        categoryId: mailbox.categoryId,
        type: 'question',
      })
      .returning({ id: tickets.id });
    return { kind: 'ticket', ticketId: row!.id };
  });
}

/** Records a message that could not be imported (too large to download, unreadable), with the reason. */
export async function keepAside(
  _database: Database,
  _mailbox: IntakeMailbox,
  _info: {
    reason: 'tooLarge' | 'malformed' | 'fetchFailed';
    size: number;
    uid: number;
    messageId?: string;
    from?: string;
    subject?: string;
  },
): Promise<void> {
  // B's intake keeps a record of it; the reader counts it on the mailbox.
}
