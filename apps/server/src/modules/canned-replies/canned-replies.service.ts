import type { z } from 'zod';
import type {
  CannedReply,
  CannedReplyListResponse,
  cannedReplyRequestSchema,
} from '@workspace/shared/tickets/canned-replies.schemas';
import type { CannedReplyRow } from '../../db/schema/canned-replies';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../../lib/context';
import * as repo from './canned-replies.repository';

type CannedReplyInput = z.output<typeof cannedReplyRequestSchema>;

const FIELDS = ['title', 'body'] as const;

/** The public shape of a canned reply: timestamps as ISO strings, the author left out. */
function toCannedReply(row: CannedReplyRow): CannedReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every canned reply, by title: staff pick from them in a ticket's reply box. */
export async function listCannedReplies(ctx: ServiceContext): Promise<CannedReplyListResponse> {
  return { data: (await repo.listCannedReplies(ctx.db, ctx.language)).map(toCannedReply) };
}

/** Adds a canned reply; the author is recorded. */
export async function createCannedReply(ctx: ServiceContext, input: CannedReplyInput): Promise<CannedReply> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const row = await repo.insertCannedReply(tx, { title: input.title, body: input.body, createdBy: ctx.actor.id });
    await audit({
      action: 'cannedReply.create',
      entityType: 'cannedReply',
      entityId: row.id,
      changes: diffChanges({ title: null, body: null } as Record<string, unknown>, input, FIELDS),
    });
    return toCannedReply(row);
  });
}

/** Edits a canned reply's title and body; 404 when there is none with this id. */
export async function updateCannedReply(
  ctx: ServiceContext,
  id: number,
  input: CannedReplyInput,
): Promise<CannedReply> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findCannedReply(tx, id);
    if (!before) throw notFound();
    const row = (await repo.updateCannedReply(tx, id, { title: input.title, body: input.body }))!;
    await audit({
      action: 'cannedReply.update',
      entityType: 'cannedReply',
      entityId: id,
      changes: diffChanges(before, input, FIELDS),
    });
    return toCannedReply(row);
  });
}

/** Deletes a canned reply; 404 when there is none with this id. */
export async function deleteCannedReply(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findCannedReply(tx, id);
    if (!before) throw notFound();
    await repo.deleteCannedReply(tx, id);
    await audit({
      action: 'cannedReply.delete',
      entityType: 'cannedReply',
      entityId: id,
      changes: deletedChanges(before, ['title']),
    });
  });
}
