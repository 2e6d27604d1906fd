import type { z } from 'zod';
import type { ListExportQuery, ListQuery, ListResponseOf } from '@workspace/shared/common/list.schemas';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import { isoToday, weekOf, WORK_STATUSES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';
import type {
  Task,
  TaskFilters,
  TaskSummary,
  taskList,
  updateTaskRequestSchema,
} from '@workspace/shared/tasks/tasks.schemas';
import type { DbOrTx } from '../../db/client';
import type { TaskRow } from '../../db/schema/tasks';
import { taskPolicy, type RecordScope } from '@workspace/shared/auth/policies';
import { deletedChanges, diffChanges } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import { notify } from '../notifications/notifications.service';
import { listSort } from '../../lib/text-order';
import * as repo from './tasks.repository';
import { forgetSearchCounts } from './tasks.counts';
import { findTaskPage } from './tasks.search';
import { taskExportColumns, taskExportTitle } from './tasks.export';
import { addEvents, deleteSubject, insertComment, type AttachFiles } from '../conversation/conversation.service';
import { taskConversation } from './tasks.conversation';
import { summarizeTasks as summarizeTaskRows, taskListQuery, type TaskQueryFilters } from './tasks.query';
import { nextCompletedAt, taskChanges, type TaskChange } from './tasks.rules';

/** Create and update share one shape once parsed; create's date rule runs in its schema. */
export type TaskInput = z.output<typeof updateTaskRequestSchema>;

export const AUDITED_FIELDS = [
  'title',
  'description',
  'assigneeId',
  'projectId',
  'startDate',
  'deadline',
  'estimatedHours',
  'status',
  'priority',
] as const;

/** The tasks a list shows: `mine` narrows to the caller's own; otherwise the policy's scope. */
const scopeOf = (ctx: ServiceContext, mine: boolean | undefined): RecordScope =>
  mine ? { kind: 'assignedTo', userId: ctx.actor.id } : taskPolicy.scope(ctx.actor);

export function filtersOf(ctx: ServiceContext, query: TaskFilters): TaskQueryFilters {
  return {
    q: query.q || undefined,
    status: query.status,
    priority: query.priority,
    assigneeId: query.assigneeId,
    scope: scopeOf(ctx, query.mine),
    projectId: query.projectId,
    deadlineFrom: query.deadlineFrom,
    deadlineTo: query.deadlineTo,
    overdue: query.overdue,
    today: isoToday(ctx.timeZone),
  };
}

/* numeric(7,2) reads back as "7.50": compare and store the same form the database keeps. */
const normalizeHours = (hours: string) => Number(hours).toFixed(2);

async function loadTask(ctx: ServiceContext, db: DbOrTx, id: number): Promise<Task> {
  const task = await taskListQuery.find(db, id, { today: isoToday(ctx.timeZone) });
  if (!task) throw notFound();
  return task;
}

const writeEvents = (db: DbOrTx, ctx: ServiceContext, taskId: number, changes: TaskChange[]) =>
  addEvents(db, taskConversation, taskId, ctx.actor.id, changes);

/** Checks the assignee (when it changes) and the project (when it changes); 400 names each bad field. */
async function checkReferences(db: DbOrTx, input: TaskInput, before?: TaskRow): Promise<string | undefined> {
  const fields: Record<string, ErrorMessageKey> = {};
  let assigneeName: string | undefined;
  if (input.assigneeId !== before?.assigneeId) {
    // Only a new assignee must be active: editing a task of someone since deactivated stays possible.
    assigneeName = await repo.findActiveInternalName(db, input.assigneeId);
    if (!assigneeName) fields.assigneeId = 'assigneeNotInternal';
  }
  if (input.projectId !== before?.projectId && !(await repo.projectExists(db, input.projectId)))
    fields.projectId = 'projectNotFound';
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return assigneeName;
}

/**
 * One page of tasks with project and assignee; an employee only ever gets their own. A search's
 * total may be a lower bound (`totalIsAtLeast`, more than COUNT_LIMIT matches).
 */
export async function listTasks(
  ctx: ServiceContext,
  query: ListQuery<typeof taskList>,
): Promise<ListResponseOf<typeof taskList>> {
  const { rows, total, totalIsAtLeast } = await findTaskPage(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total, totalIsAtLeast } };
}

/* A task write: one transaction, then the search counts are forgotten (tasks.counts), committed or not. */
export async function inTaskWrite<T>(
  ctx: ServiceContext,
  work: (context: TransactionContext) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx, work);
  } finally {
    forgetSearchCounts(ctx.db);
  }
}

/** Counts per status, overdue and due this week (Monday to Sunday, open tasks) under the list's filters. */
export async function summarizeTasks(ctx: ServiceContext, query: TaskFilters): Promise<TaskSummary> {
  const filters = filtersOf(ctx, query);
  const week = weekOf(filters.today);
  const rows = await summarizeTaskRows(ctx.db, filters, { weekStart: week.from, weekEnd: week.to });
  const byStatus = Object.fromEntries(WORK_STATUSES.map((status) => [status, 0])) as Record<WorkStatus, number>;
  let total = 0;
  let overdue = 0;
  let dueThisWeek = 0;
  for (const row of rows) {
    byStatus[row.status] = row.count;
    total += row.count;
    overdue += row.overdue;
    // Completed or cancelled work is not "due" any more.
    if (row.status !== 'completed' && row.status !== 'cancelled') dueThisWeek += row.dueThisWeek;
  }
  return { total, byStatus, overdue, dueThisWeek };
}

/** The whole filtered list (an employee's own tasks only) for a download, recorded in the audit trail. */
export async function exportTasks(
  ctx: ServiceContext,
  query: ListExportQuery<typeof taskList>,
): Promise<ExportRequest<Task>> {
  const filters = filtersOf(ctx, query);
  // The audit row names the scope as it always has: the one assignee the list was limited to.
  const { scope, ...rest } = filters;
  const audited = { ...rest, ownerId: scope.kind === 'assignedTo' ? scope.userId : undefined };
  return auditedExport(
    ctx,
    { action: 'tasks.export', entityType: 'task', filters: audited },
    {
      format: query.format,
      filename: `${query.mine ? 'my-tasks' : 'tasks'}-${filters.today}`,
      title: taskExportTitle(ctx.language, query.mine === true),
      columns: taskExportColumns(ctx.language),
      rows: taskListQuery.iterate(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/** One task, 404 when missing or not readable by the caller (an employee: not assigned to them). */
export async function getTask(ctx: ServiceContext, id: number): Promise<Task> {
  const task = await taskListQuery.find(ctx.db, id, { today: isoToday(ctx.timeZone) });
  if (!task || !taskPolicy.read(ctx.actor, { assigneeId: task.assignee.id })) throw notFound();
  return task;
}

/** Creates a task for an active internal user in an existing project, with its "created" event and audit row. */
export async function createTask(ctx: ServiceContext, input: TaskInput): Promise<Task> {
  return inTaskWrite(ctx, (context) => createTaskWithin(ctx, context, input, null));
}

/** `createTask` inside the caller's transaction; `ticketId` names the ticket the task is made from. */
export async function createTaskWithin(
  ctx: ServiceContext,
  { tx, audit }: TransactionContext,
  input: TaskInput,
  ticketId: number | null,
): Promise<Task> {
  await checkReferences(tx, input);
  const values = { ...input, estimatedHours: normalizeHours(input.estimatedHours) };
  const row = await repo.insertTask(tx, {
    ...values,
    ticketId,
    completedAt: nextCompletedAt(undefined, input.status, new Date()),
    createdBy: ctx.actor.id,
  });
  await writeEvents(tx, ctx, row.id, [{ type: 'created', before: null, after: row.title }]);
  await notify(tx, {
    recipients: [row.assigneeId],
    kind: 'taskAssigned',
    actorId: ctx.actor.id,
    subjectId: row.id,
    facts: { title: row.title },
  });
  const changes = diffChanges({} as TaskRow, ticketId === null ? values : { ...values, ticketId }, [
    ...AUDITED_FIELDS,
    'ticketId',
  ]);
  await audit({ action: 'task.create', entityType: 'task', entityId: row.id, changes });
  // Made from a ticket, the task commits with the ticket's transaction: a count taken in between is kept TTL_MS at most.
  forgetSearchCounts(ctx.db);
  return loadTask(ctx, tx, row.id);
}

/**
 * Inside the caller's transaction: files another record had (`attach`, kept by
 * `withCopiedAttachments`) become the task's, one comment of the actor's holding them, audited
 * with where they came from. Answers their names.
 */
export async function attachCopiedFilesWithin(
  ctx: ServiceContext,
  { tx, audit }: TransactionContext,
  taskId: number,
  attach: AttachFiles,
  from: { ticketId: number },
): Promise<string[]> {
  const comment = await insertComment(tx, taskConversation, taskId, ctx.actor, '', attach);
  const files = comment.attachments.map((file) => file.filename);
  await audit({
    action: 'task.filesFromTicket',
    entityType: 'task',
    entityId: taskId,
    changes: { ticketId: { after: from.ticketId }, files: { after: files } },
  });
  return files;
}

/** Edits a task (master, manager); each status, priority, assignee and deadline change lands on the timeline. */
export async function updateTask(ctx: ServiceContext, id: number, input: TaskInput): Promise<Task> {
  return inTaskWrite(ctx, async ({ tx, audit }) => {
    const before = await repo.findTaskRow(tx, id, { lock: true });
    if (!before) throw notFound();
    const newAssigneeName = await checkReferences(tx, input, before);
    const values = { ...input, estimatedHours: normalizeHours(input.estimatedHours) };
    const changes = diffChanges(before, values, AUDITED_FIELDS);
    if (Object.keys(changes).length === 0) return loadTask(ctx, tx, id);
    const oldAssigneeName = newAssigneeName ? ((await repo.findUserName(tx, before.assigneeId)) ?? '') : '';
    const events = taskChanges(before, values, (userId) =>
      userId === before.assigneeId ? oldAssigneeName : (newAssigneeName ?? ''),
    );
    await repo.updateTask(tx, id, { ...values, completedAt: nextCompletedAt(before, input.status, new Date()) });
    await writeEvents(tx, ctx, id, events);
    if (values.assigneeId !== before.assigneeId)
      await notify(tx, {
        recipients: [values.assigneeId],
        kind: 'taskAssigned',
        actorId: ctx.actor.id,
        subjectId: id,
        facts: { title: values.title },
      });
    await audit({ action: 'task.update', entityType: 'task', entityId: id, changes });
    return loadTask(ctx, tx, id);
  });
}

/** Moves a task to another status (an employee: own tasks only), keeping completedAt and the timeline right. */
export async function setTaskStatus(ctx: ServiceContext, id: number, status: WorkStatus): Promise<Task> {
  return inTaskWrite(ctx, async ({ tx, audit }) => {
    const before = await repo.findTaskRow(tx, id, { lock: true });
    if (!before || !taskPolicy.changeStatus(ctx.actor, before)) throw notFound();
    if (before.status === status) return loadTask(ctx, tx, id);
    await repo.updateTask(tx, id, { status, completedAt: nextCompletedAt(before, status, new Date()) });
    await writeEvents(tx, ctx, id, [{ type: 'status', before: before.status, after: status }]);
    await audit({
      action: 'task.status',
      entityType: 'task',
      entityId: id,
      changes: { status: { before: before.status, after: status } },
    });
    return loadTask(ctx, tx, id);
  });
}

/** Changes a task's priority (master, manager), with its timeline entry and audit row. */
export async function setTaskPriority(ctx: ServiceContext, id: number, priority: WorkPriority): Promise<Task> {
  return inTaskWrite(ctx, async ({ tx, audit }) => {
    const before = await repo.findTaskRow(tx, id, { lock: true });
    if (!before) throw notFound();
    if (before.priority === priority) return loadTask(ctx, tx, id);
    await repo.updateTask(tx, id, { priority });
    await writeEvents(tx, ctx, id, [{ type: 'priority', before: before.priority, after: priority }]);
    await audit({
      action: 'task.priority',
      entityType: 'task',
      entityId: id,
      changes: { priority: { before: before.priority, after: priority } },
    });
    return loadTask(ctx, tx, id);
  });
}

/** Deletes a task with its timeline, comments and attachments (rows all or nothing, then their files). */
export async function deleteTask(ctx: ServiceContext, id: number): Promise<void> {
  await deleteSubject(ctx, taskConversation, id, async ({ tx, audit }) => {
    const before = await repo.findTaskRow(tx, id, { lock: true });
    if (!before) throw notFound();
    await audit({
      action: 'task.delete',
      entityType: 'task',
      entityId: id,
      changes: deletedChanges(before, AUDITED_FIELDS),
    });
  }).finally(() => forgetSearchCounts(ctx.db));
}
