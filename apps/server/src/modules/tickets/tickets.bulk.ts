import type { z } from 'zod';
import { ticketPolicy } from '@workspace/shared/auth/policies';
import type { BulkResponse, TicketBulkChange, ticketBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import type { TicketEventType } from '@workspace/shared/tickets/tickets.constants';
import type { TicketRow } from '../../db/schema/tickets';
import { deletedChanges } from '../../lib/audit';
import { distinctIds, idsOfList, refuseAny, type BulkRefusal } from '../../lib/bulk';
import type { ServiceContext } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import { listSort } from '../../lib/text-order';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import { addEvents, deleteSubjects } from '../conversation/conversation.service';
import { ticketConversation } from './tickets.conversation';
import { addFollowers } from './tickets.followers';
import { publishTicketChange } from './tickets.live';
import { notifyTicketsAssigned, notifyTicketsStatus } from './tickets.notify';
import { ticketListQuery } from './tickets.query';
import * as repo from './tickets.repository';
import { AUDITED_FIELDS, filtersOf } from './tickets.service';

type TicketBulkRequest = z.output<ReturnType<typeof ticketBulkRequestSchema>>;

/*
 * Priority, category and deadline: master and manager (triage), an assignee theirs too; delete: the
 * master. A status change is checked row by row (`changeStatus`: staff on the tickets they see).
 */
function mayAsk(ctx: ServiceContext, change: TicketBulkChange): boolean {
  if (change.action === 'status') return true;
  if (change.action === 'delete') return ticketPolicy.manage(ctx.actor);
  if (change.action === 'assignee') return ticketPolicy.assign(ctx.actor);
  return ticketPolicy.triage(ctx.actor);
}

const recordOf = (row: TicketRow) => ({ createdById: row.createdBy, assigneeId: row.assigneeId });

async function selectedIds(ctx: ServiceContext, { selection }: TicketBulkRequest): Promise<number[]> {
  if (selection.ids) return distinctIds(selection.ids);
  const rows = ticketListQuery.iterate(
    ctx.db,
    filtersOf(ctx, selection.filters!),
    listSort(ctx.language, { sort: 'createdAt', order: 'desc' }),
  );
  return distinctIds(await idsOfList(rows));
}

function refusalOf(ctx: ServiceContext, id: number, row: TicketRow | undefined, change: TicketBulkChange) {
  if (!row || !ticketPolicy.read(ctx.actor, recordOf(row)))
    return { id, reason: 'bulkRowNotFound', status: 403 } satisfies BulkRefusal;
  if (change.action === 'status' && !ticketPolicy.changeStatus(ctx.actor, recordOf(row)))
    return { id, label: `“${row.subject}”`, reason: 'bulkRowNotYours', status: 403 } satisfies BulkRefusal;
  return undefined;
}

type Step = {
  type: TicketEventType;
  before: string | null;
  after: string | null;
  values: Partial<TicketRow>;
  audited: Record<string, { before: unknown; after: unknown }>;
};

/**
 * One change to many tickets (issue 32), all or nothing: every row is checked against the ticket
 * policy first (one the caller may not see is named as not found); then each changes in one
 * transaction with its timeline entry and audit row as a single change writes them, each person
 * concerned is told once, and the lists' streams hear of every ticket once it has committed.
 */
export async function bulkChangeTickets(ctx: ServiceContext, request: TicketBulkRequest): Promise<BulkResponse> {
  const { change } = request;
  if (!mayAsk(ctx, change)) throw forbidden();
  const ids = await selectedIds(ctx, request);
  if (ids.length === 0) return { count: 0 };
  const check = async (tx: TransactionContext['tx']) => {
    const rows = new Map((await repo.lockTicketRows(tx, ids)).map((row) => [row.id, row]));
    refuseAny(
      ctx.language,
      ids.flatMap((id): BulkRefusal[] => {
        const refusal = refusalOf(ctx, id, rows.get(id), change);
        return refusal ? [refusal] : [];
      }),
    );
    return ids.map((id) => rows.get(id)!);
  };
  if (change.action === 'delete') {
    const deleted = await deleteSubjects(ctx, ticketConversation, ids, async ({ tx, audit }) => {
      const rows = await check(tx);
      for (const row of rows)
        await audit({
          action: 'ticket.delete',
          entityType: 'ticket',
          entityId: row.id,
          changes: deletedChanges(row, AUDITED_FIELDS),
        });
      return rows;
    });
    for (const row of deleted) await publishTicketChange(ctx, row, 'deleted');
    return { count: ids.length };
  }
  const changed = await inTransaction(ctx, async ({ tx, audit }) => {
    const rows = await check(tx);
    const names = await namesFor(tx, rows, change);
    const updated: TicketRow[] = [];
    for (const before of rows) {
      const step = stepOf(before, change, names);
      if (!step) continue;
      const row = await repo.updateTicket(tx, before.id, step.values);
      await addEvents(tx, ticketConversation, row.id, ctx.actor.id, [step]);
      if (change.action === 'assignee') await addFollowers(tx, row.id, [row.assigneeId]);
      await audit({ action: `ticket.${change.action}`, entityType: 'ticket', entityId: row.id, changes: step.audited });
      updated.push(row);
    }
    if (change.action === 'status') await notifyTicketsStatus(tx, ctx.actor.id, updated);
    if (change.action === 'assignee') await notifyTicketsAssigned(tx, ctx.actor.id, updated);
    return updated;
  });
  for (const row of changed) await publishTicketChange(ctx, row, 'changed');
  return { count: ids.length };
}

/** The names a timeline entry shows: the new assignee's or category's, and each row's old one (400 when the new is not there). */
async function namesFor(tx: TransactionContext['tx'], rows: TicketRow[], change: TicketBulkChange) {
  const names = new Map<string, string | null>();
  if (change.action === 'assignee') {
    if (change.assigneeId !== null) {
      const name = await repo.findActiveInternalName(tx, change.assigneeId);
      if (name === undefined) throw badRequest({ 'change.assigneeId': 'assigneeNotInternal' });
      names.set(`user:${change.assigneeId}`, name);
    }
    for (const id of new Set(rows.map((row) => row.assigneeId)))
      if (id !== null && !names.has(`user:${id}`)) names.set(`user:${id}`, (await repo.findUserName(tx, id)) ?? null);
  }
  if (change.action === 'category') {
    const name = await repo.findCategoryName(tx, change.categoryId);
    if (name === undefined) throw badRequest({ 'change.categoryId': 'categoryNotFound' });
    names.set(`category:${change.categoryId}`, name);
    for (const id of new Set(rows.map((row) => row.categoryId)))
      if (id !== null && !names.has(`category:${id}`))
        names.set(`category:${id}`, (await repo.findCategoryName(tx, id)) ?? null);
  }
  return names;
}

/** What the change writes for one ticket, or nothing when it already is as asked. */
function stepOf(
  before: TicketRow,
  change: Exclude<TicketBulkChange, { action: 'delete' }>,
  names: Map<string, string | null>,
): Step | undefined {
  const nameOf = (kind: string, id: number | null) => (id === null ? null : (names.get(`${kind}:${id}`) ?? null));
  switch (change.action) {
    case 'status':
      if (before.status === change.status) return undefined;
      return {
        type: 'status',
        before: before.status,
        after: change.status,
        values: { status: change.status, completedAt: change.status === 'completed' ? new Date() : null },
        audited: { status: { before: before.status, after: change.status } },
      };
    case 'priority':
      if (before.priority === change.priority) return undefined;
      return {
        type: 'priority',
        before: before.priority,
        after: change.priority,
        values: { priority: change.priority },
        audited: { priority: { before: before.priority, after: change.priority } },
      };
    case 'assignee':
      if (before.assigneeId === change.assigneeId) return undefined;
      return {
        type: 'assignee',
        before: nameOf('user', before.assigneeId),
        after: nameOf('user', change.assigneeId),
        values: { assigneeId: change.assigneeId },
        audited: { assigneeId: { before: before.assigneeId, after: change.assigneeId } },
      };
    case 'category':
      if (before.categoryId === change.categoryId) return undefined;
      return {
        type: 'category',
        before: nameOf('category', before.categoryId),
        after: nameOf('category', change.categoryId),
        values: { categoryId: change.categoryId },
        audited: { categoryId: { before: before.categoryId, after: change.categoryId } },
      };
    case 'deadline':
      if (before.deadline === change.deadline) return undefined;
      return {
        type: 'deadline',
        before: before.deadline,
        after: change.deadline,
        values: { deadline: change.deadline },
        audited: { deadline: { before: before.deadline, after: change.deadline } },
      };
  }
}
