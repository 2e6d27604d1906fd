import { insightPolicy } from '@workspace/shared/auth/policies';
import type { OutgoingMailDetail, outgoingMailList } from '@workspace/shared/insight/outgoing-mail.schemas';
import type { ListQuery } from '@workspace/shared/common/list.schemas';
import { forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../../lib/context';
import { listSort } from '../../lib/text-order';
import * as repo from './outgoing-mail.repository';

/* The delivery log is the master's, as the rest of the insight screens. */
function requireMaster(ctx: ServiceContext) {
  if (!insightPolicy.read(ctx.actor)) throw forbidden();
}

/** One page of the delivery log, searched by recipient and subject, filtered by status and kind. */
export async function listOutgoingMail(ctx: ServiceContext, query: ListQuery<typeof outgoingMailList>) {
  requireMaster(ctx);
  const { rows, total, totalIsAtLeast } = await repo.outgoingMailListQuery.list(
    ctx.db,
    { q: query.q, status: query.status, kind: query.kind },
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total, totalIsAtLeast } };
}

/** One mail as it was sent: its text, its HTML and its headers. */
export async function getOutgoingMail(ctx: ServiceContext, id: number): Promise<OutgoingMailDetail> {
  requireMaster(ctx);
  const row = await repo.findOutgoingMail(ctx.db, id);
  if (!row) throw notFound();
  return {
    id: row.id,
    recipient: row.recipient,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    status: row.status,
    tries: row.tries,
    lastError: row.lastError,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers,
  };
}
