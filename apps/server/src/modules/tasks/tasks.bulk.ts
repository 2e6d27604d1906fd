import type { z } from 'zod';
import { taskPolicy } from '@workspace/shared/auth/policies';
import type { BulkResponse, TaskBulkChange, taskBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import type { TaskRow } from '../../db/schema/tasks';
import { deletedChanges } from '../../lib/audit';
import { distinctIds, idsOfList, refuseAny, type BulkRefusal } from '../../lib/bulk';
import type { ServiceContext } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import { listSort } from '../../lib/text-order';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import { addEvents, deleteSubjects } from '../conversation/conversation.service';
import { notify } from '../notifications/notifications.service';
import { forgetSearchCounts } from './tasks.counts';
import { taskConversation } from './tasks.conversation';
import { taskListQuery } from './tasks.query';
import * as repo from './tasks.repository';
import { nextCompletedAt, type TaskChange } from './tasks.rules';
import { AUDITED_FIELDS, filtersOf } from './tasks.service';

type TaskBulkRequest = z.output<typeof taskBulkRequestSchema>;

/* Every action but a status change is the planners'; a status change is anyone's on the tasks they may change. */
const mayAsk = (ctx: ServiceContext, change: TaskBulkChange) =>
  change.action === 'status' ? taskPolicy.use(ctx.actor) : taskPolicy.manage(ctx.actor);

/** The ids the request names: those selected, or every task of the filtered list (its own scope applies). */
async function selectedIds(ctx: ServiceContext, { selection }: TaskBulkRequest): Promise<number[]> {
  if (selection.ids) return distinctIds(selection.ids);
  const rows = taskListQuery.iterate(
    ctx.db,
    filtersOf(ctx, selection.filters!),
    listSort(ctx.language, { sort: 'deadline', order: 'asc' }),
  );
  return distinctIds(await idsOfList(rows));
}

/** Why `row` may not take the change, or nothing (`row` undefined: missing). */
function refusalOf(ctx: ServiceContext, id: number, row: TaskRow | undefined, change: TaskBulkChange) {
  const refuse = (reason: BulkRefusal['reason'], status: 403 | 409 = 403): BulkRefusal => ({
    id,
    ...(row && taskPolicy.read(ctx.actor, row) ? { label: `“${row.title}”` } : {}),
    reason,
    status,
  });
  if (!row || !taskPolicy.read(ctx.actor, row)) return refuse('bulkRowNotFound');
  if (change.action === 'status' && !taskPolicy.changeStatus(ctx.actor, row)) return refuse('bulkRowNotYours');
  if (change.action === 'deadline' && change.deadline < row.startDate) return refuse('bulkRowDeadlineBeforeStart', 409);
  return undefined;
}

/**
 * One change to many tasks (issue 32): status (anyone on the tasks they may change), priority,
 * assignee, deadline or delete (master and manager). Every row is checked against the task policy
 * first; if any may not take the change, nothing changes and the answer names each refused row
 * and why. Otherwise every row changes in one transaction, each with its timeline entry and audit
 * row as a single change writes them, and a new assignee hears of it once, however many tasks.
 */
export async function bulkChangeTasks(ctx: ServiceContext, request: TaskBulkRequest): Promise<BulkResponse> {
  const { change } = request;
  if (!mayAsk(ctx, change)) throw forbidden();
  const ids = await selectedIds(ctx, request);
  if (ids.length === 0) return { count: 0 };
  const check = async (tx: TransactionContext['tx']) => {
    const rows = new Map((await repo.lockTaskRows(tx, ids)).map((row) => [row.id, row]));
    const refusals = ids.flatMap((id) => refusalOf(ctx, id, rows.get(id), change) ?? []);
    refuseAny(ctx.language, refusals);
    return ids.map((id) => rows.get(id)!);
  };
  try {
    if (change.action === 'delete') {
      await deleteSubjects(ctx, taskConversation, ids, async ({ tx, audit }) => {
        for (const row of await check(tx))
          await audit({
            action: 'task.delete',
            entityType: 'task',
            entityId: row.id,
            changes: deletedChanges(row, AUDITED_FIELDS),
          });
      });
      return { count: ids.length };
    }
    await inTransaction(ctx, async ({ tx, audit }) => {
      const rows = await check(tx);
      let assigneeName = '';
      let names = new Map<number, string>();
      if (change.action === 'assignee') {
        const found = await repo.findActiveInternalName(tx, change.assigneeId);
        if (!found) throw badRequest({ assigneeId: 'assigneeNotInternal' });
        assigneeName = found;
        names = await repo.findUserNames(tx, [...new Set(rows.map((row) => row.assigneeId))]);
      }
      const assigned: TaskRow[] = [];
      for (const before of rows) {
        const step = stepOf(before, change, assigneeName, names);
        if (!step) continue;
        await repo.updateTask(tx, before.id, step.values);
        await addEvents(tx, taskConversation, before.id, ctx.actor.id, [step.event]);
        await audit({ action: step.action, entityType: 'task', entityId: before.id, changes: step.audited });
        if (change.action === 'assignee') assigned.push(before);
      }
      if (change.action === 'assignee' && assigned.length > 0) {
        // One notification for the whole change: about the first task (the oldest), with how many there were.
        const first = assigned.reduce((oldest, task) => (task.id < oldest.id ? task : oldest));
        await notify(tx, {
          recipients: [change.assigneeId],
          kind: 'taskAssigned',
          actorId: ctx.actor.id,
          subjectId: first.id,
          facts: { title: first.title, ...(assigned.length > 1 ? { count: assigned.length } : {}) },
        });
      }
    });
    return { count: ids.length };
  } finally {
    forgetSearchCounts(ctx.db);
  }
}

type Step = {
  values: Partial<TaskRow>;
  event: TaskChange;
  action: string;
  audited: Record<string, { before: unknown; after: unknown }>;
};

/** What the change writes for one task, or nothing when it already is as asked. */
function stepOf(
  before: TaskRow,
  change: Exclude<TaskBulkChange, { action: 'delete' }>,
  assigneeName: string,
  names: Map<number, string>,
): Step | undefined {
  switch (change.action) {
    case 'status':
      if (before.status === change.status) return undefined;
      return {
        values: { status: change.status, completedAt: nextCompletedAt(before, change.status, new Date()) },
        event: { type: 'status', before: before.status, after: change.status },
        action: 'task.status',
        audited: { status: { before: before.status, after: change.status } },
      };
    case 'priority':
      if (before.priority === change.priority) return undefined;
      return {
        values: { priority: change.priority },
        event: { type: 'priority', before: before.priority, after: change.priority },
        action: 'task.priority',
        audited: { priority: { before: before.priority, after: change.priority } },
      };
    case 'assignee':
      if (before.assigneeId === change.assigneeId) return undefined;
      return {
        values: { assigneeId: change.assigneeId },
        event: { type: 'assignee', before: names.get(before.assigneeId) ?? '', after: assigneeName },
        action: 'task.update',
        audited: { assigneeId: { before: before.assigneeId, after: change.assigneeId } },
      };
    case 'deadline':
      if (before.deadline === change.deadline) return undefined;
      return {
        values: { deadline: change.deadline },
        event: { type: 'deadline', before: before.deadline, after: change.deadline },
        action: 'task.update',
        audited: { deadline: { before: before.deadline, after: change.deadline } },
      };
  }
}
