import { eq, or } from 'drizzle-orm';
import type { OUTGOING_MAIL_SORT_FIELDS, OutgoingMailStatus } from '@workspace/shared/insight/outgoing-mail.constants';
import type { OutgoingMail } from '@workspace/shared/insight/outgoing-mail.schemas';
import type { DbOrTx } from '../../db/client';
import { bound, defineServerList, searchFilter } from '../../db/list-engine';
import { outgoingMail, type OutgoingMailRow } from '../../db/schema/outgoing-mail';
import { matches } from '../../lib/search';
import type { ListSort } from '../../lib/text-order';

export type OutgoingMailFilters = { q?: string; status?: OutgoingMailStatus; kind?: string };
export type OutgoingMailSort = ListSort<(typeof OUTGOING_MAIL_SORT_FIELDS)[number]>;

/*
 * The delivery log (db/list-engine.ts) as the master reads it, newest first. It grows with every
 * mail and has no kept count: the count stops one row past 1,000 (`bounded`), as the audit trail's.
 */
export const outgoingMailListQuery = defineServerList<OutgoingMail, OutgoingMailFilters, OutgoingMailSort['sort']>({
  name: 'outgoing_mail',
  table: outgoingMail,
  select: {
    id: outgoingMail.id,
    recipient: outgoingMail.recipient,
    kind: outgoingMail.kind,
    language: outgoingMail.language,
    subject: outgoingMail.subject,
    status: outgoingMail.status,
    tries: outgoingMail.tries,
    lastError: outgoingMail.lastError,
    messageId: outgoingMail.messageId,
    createdAt: outgoingMail.createdAt,
    sentAt: outgoingMail.sentAt,
  },
  filters: {
    q: searchFilter((pattern) => or(matches(outgoingMail.recipient, pattern), matches(outgoingMail.subject, pattern))!),
    status: bound((value) => eq(outgoingMail.status, value)),
    kind: bound((value) => eq(outgoingMail.kind, value)),
  },
  sorts: {
    createdAt: { keys: [outgoingMail.createdAt] },
    recipient: { keys: [outgoingMail.recipient] },
    status: { keys: [outgoingMail.status, outgoingMail.createdAt] },
  },
  indexOrders: [{ sort: 'createdAt' }],
  bounded: true,
});

/** One mail with its text and HTML, for the preview. */
export async function findOutgoingMail(db: DbOrTx, id: number): Promise<OutgoingMailRow | undefined> {
  const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id)).limit(1);
  return row;
}
