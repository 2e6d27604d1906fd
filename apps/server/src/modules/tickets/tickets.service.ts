import { taskPolicy, ticketPolicy, type Actor } from '@workspace/shared/auth/policies';
import type { ListExportQuery, ListQuery, ListResponseOf } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import {
  createTicketFieldsSchema,
  type Ticket,
  type TicketDetail,
  type TicketFilters,
  type TicketSummary,
  type ticketList,
} from '@workspace/shared/tickets/tickets.schemas';
import {
  CLOSED_TICKET_STATUSES,
  TICKET_STATUSES,
  type TicketEventType,
  type TicketPriority,
  type TicketStatus,
} from '@workspace/shared/tickets/tickets.constants';
import type { DbOrTx } from '../../db/client';
import type { TicketRow } from '../../db/schema/tickets';
import { deletedChanges } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { AppError, badRequest, notFound, RequestValidationError } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { inTransaction, type TransactionContext } from '../../lib/transaction';
import {
  addEvents,
  type AttachFiles,
  deleteSubject,
  insertComment,
  receiveWithFiles,
  withCopiedAttachments,
} from '../conversation/conversation.service';
import type { CommentUpload } from '../conversation/conversation.upload';
import { attachCopiedFilesWithin, createTaskWithin, type TaskInput } from '../tasks/tasks.service';
import { ticketConversation } from './tickets.conversation';
import { ticketExportColumns, ticketExportTitle } from './tickets.export';
import { publishTicketChange } from './tickets.live';
import { addFollowers, isFollowing, removeFollower } from './tickets.followers';
import { notifyTicketAssigned, notifyTicketCreated, notifyTicketStatus } from './tickets.notify';
import {
  listTickets as listTicketRows,
  summarizeTickets as summarizeTicketRows,
  ticketListQuery,
  type TicketQueryFilters,
} from './tickets.query';
import { listSort } from '../../lib/text-order';
import * as repo from './tickets.repository';

export const AUDITED_FIELDS = [
  'subject',
  'description',
  'status',
  'priority',
  'department',
  'type',
  'categoryId',
  'projectId',
  'assigneeId',
  'deadline',
] as const;

const recordOf = (row: Pick<TicketRow, 'createdBy' | 'assigneeId'>) => ({
  createdById: row.createdBy,
  assigneeId: row.assigneeId,
});

export function filtersOf(ctx: ServiceContext, query: TicketFilters): TicketQueryFilters {
  return {
    q: query.q || undefined,
    status: query.status,
    priority: query.priority,
    department: query.department,
    type: query.type,
    categoryId: query.categoryId,
    assigneeId: query.assigneeId,
    unassigned: query.unassigned,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    timeZone: ctx.timeZone,
    scope: ticketPolicy.scope(ctx.actor),
    today: isoToday(ctx.timeZone),
  };
}

/* Customers name only projects of their own companies; staff any project. */
const projectMember = (actor: Actor) => (ticketPolicy.scope(actor).kind === 'ownedBy' ? actor.id : undefined);

/** A ticket with the tasks made from it (staff see those; a customer never does: tasks are internal). */
async function loadTicket(ctx: ServiceContext, db: DbOrTx, id: number): Promise<TicketDetail> {
  const ticket = await ticketListQuery.find(db, id, { today: isoToday(ctx.timeZone) });
  if (!ticket) throw notFound();
  const tasks = taskPolicy.use(ctx.actor) ? await repo.listTicketTasks(db, id) : [];
  return { ...ticket, tasks, following: await isFollowing(db, id, ctx.actor.id) };
}

/** The row, locked, when the caller may read it; otherwise 404 as if it did not exist. */
async function readableRow(ctx: ServiceContext, db: DbOrTx, id: number): Promise<TicketRow> {
  const row = await repo.findTicketRow(db, id, { lock: true });
  if (!row || !ticketPolicy.read(ctx.actor, recordOf(row))) throw notFound();
  return row;
}

/** One page of the tickets the caller may read. */
export async function listTickets(
  ctx: ServiceContext,
  query: ListQuery<typeof ticketList>,
): Promise<ListResponseOf<typeof ticketList>> {
  const { rows, total } = await listTicketRows(ctx.db, filtersOf(ctx, query), listSort(ctx.language, query), query);
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** Summary cards under the list's filters: per status, urgent open ones, and (staff) unassigned open ones. */
export async function summarizeTickets(ctx: ServiceContext, query: TicketFilters): Promise<TicketSummary> {
  const rows = await summarizeTicketRows(ctx.db, filtersOf(ctx, query));
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  let total = 0;
  let urgentOpen = 0;
  let unassignedOpen = 0;
  for (const row of rows) {
    byStatus[row.status] = row.count;
    total += row.count;
    if (CLOSED_TICKET_STATUSES.includes(row.status)) continue;
    urgentOpen += row.urgent;
    unassignedOpen += row.unassigned;
  }
  // Whom a ticket is assigned to is the staff's business.
  return { total, byStatus, urgentOpen, unassignedOpen: ticketPolicy.assign(ctx.actor) ? unassignedOpen : null };
}

/** The whole filtered list of readable tickets for a download, recorded in the audit trail. */
export async function exportTickets(
  ctx: ServiceContext,
  query: ListExportQuery<typeof ticketList>,
): Promise<ExportRequest<Ticket>> {
  const filters = filtersOf(ctx, query);
  return auditedExport(
    ctx,
    { action: 'tickets.export', entityType: 'ticket', filters: { ...filters, scope: filters.scope.kind } },
    {
      format: query.format,
      filename: `tickets-${filters.today}`,
      title: ticketExportTitle(ctx.language),
      columns: ticketExportColumns(ctx.language),
      rows: ticketListQuery.iterate(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/** One ticket; 404 when missing or not readable by the caller. */
export async function getTicket(ctx: ServiceContext, id: number): Promise<TicketDetail> {
  const row = await repo.findTicketRow(ctx.db, id);
  if (!row || !ticketPolicy.read(ctx.actor, recordOf(row))) throw notFound();
  return loadTicket(ctx, ctx.db, id);
}

/** Projects a new ticket may name. */
export async function listProjectOptions(ctx: ServiceContext): Promise<{ data: { id: number; name: string }[] }> {
  return { data: await repo.listProjectOptions(ctx.db, projectMember(ctx.actor), ctx.language) };
}

/**
 * Raises a ticket with its attachments: the fields are checked first (400 names each), then every
 * file by its content; the ticket, its "created" event, a first comment carrying the files and
 * the audit row share one transaction. Then every stream that may read it hears of it.
 */
export async function createTicket(
  ctx: ServiceContext,
  readUpload: (tmpDir: string) => Promise<CommentUpload>,
): Promise<TicketDetail> {
  const parse = (fields: Record<string, unknown>, fileCount: number, kind: CommentUpload['kind']) => {
    // A JSON body is checked as strictly as every JSON body: a key the form does not have is named.
    const parsed = (kind === 'json' ? createTicketFieldsSchema.strict() : createTicketFieldsSchema).safeParse(fields);
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    return { ticket: parsed.data, fileCount };
  };
  const ticket = await receiveWithFiles(
    ctx,
    readUpload,
    parse,
    async ({ tx, audit, fields: { ticket: fields, fileCount }, attach }) => {
      const problems: Record<string, ErrorMessageKey> = {};
      if (!(await repo.findCategoryName(tx, fields.categoryId))) problems.categoryId = 'categoryNotFound';
      if (fields.projectId !== null && !(await repo.projectAllowed(tx, fields.projectId, projectMember(ctx.actor))))
        problems.projectId = 'projectNotFound';
      if (Object.keys(problems).length > 0) throw badRequest(problems);

      const row = await repo.insertTicket(tx, { ...fields, createdBy: ctx.actor.id, status: 'pending' });
      await addEvents(tx, ticketConversation, row.id, ctx.actor.id, [
        { type: 'created', before: null, after: row.subject },
      ]);
      // The files travel as the customer's first message, so the thread shows them where they were sent.
      const files =
        fileCount > 0 ? (await insertComment(tx, ticketConversation, row.id, ctx.actor, '', attach)).attachments : [];
      // The one who raised it follows it, and its assignee (docs/notifications.md).
      await addFollowers(tx, row.id, [row.createdBy, row.assigneeId]);
      await notifyTicketCreated(tx, ctx.actor.id, row);
      if (row.assigneeId !== null) await notifyTicketAssigned(tx, ctx.actor.id, row);
      const changes = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, { after: row[field] }]));
      await audit({
        action: 'ticket.create',
        entityType: 'ticket',
        entityId: row.id,
        changes: { ...changes, files: { after: files.map((file) => file.filename) } },
      });
      return row;
    },
  );
  await publishTicketChange(ctx, ticket, 'created');
  return loadTicket(ctx, ctx.db, ticket.id);
}

type Change = {
  type: TicketEventType;
  before: string | null;
  after: string | null;
  values: Partial<TicketRow>;
  audited: Record<string, { before: unknown; after: unknown }>;
};

/**
 * One change to a readable ticket in one transaction: `decide` (given the locked row) checks the
 * rule and says what changes, or nothing; the row, its timeline event and the audit row are
 * written together; then the ticket's streams hear of it.
 */
async function changeTicket(
  ctx: ServiceContext,
  id: number,
  action: string,
  decide: (row: TicketRow, db: DbOrTx) => Promise<Change | null>,
): Promise<TicketDetail> {
  const changed = await inTransaction(ctx, async ({ tx, audit }) => {
    const row = await readableRow(ctx, tx, id);
    const change = await decide(row, tx);
    if (!change) return null;
    const updated = await repo.updateTicket(tx, id, change.values);
    await addEvents(tx, ticketConversation, id, ctx.actor.id, [change]);
    if (change.type === 'assignee') {
      await addFollowers(tx, id, [updated.assigneeId]);
      await notifyTicketAssigned(tx, ctx.actor.id, updated);
    }
    if (change.type === 'status') await notifyTicketStatus(tx, ctx.actor.id, updated);
    await audit({ action: `ticket.${action}`, entityType: 'ticket', entityId: id, changes: change.audited });
    return updated;
  });
  if (changed) await publishTicketChange(ctx, changed, 'changed');
  return loadTicket(ctx, ctx.db, id);
}

/**
 * Moves a ticket to another status: staff who see it to any; its customer closes it (completed)
 * or reopens it (pending), nothing else (400 statusNotAllowed). completed_at follows the status.
 */
export function setTicketStatus(ctx: ServiceContext, id: number, status: TicketStatus): Promise<TicketDetail> {
  return changeTicket(ctx, id, 'status', async (row) => {
    // Staff asking for the status it has change nothing; for a customer only closing or reopening is a move at all.
    const unchanged = row.status === status && ticketPolicy.changeStatus(ctx.actor, recordOf(row));
    if (!unchanged && !ticketPolicy.statusChoices(ctx.actor, { ...recordOf(row), status: row.status }).includes(status))
      throw badRequest({ status: 'statusNotAllowed' });
    if (row.status === status) return null;
    const completedAt = status === 'completed' ? new Date() : null;
    return {
      type: 'status',
      before: row.status,
      after: status,
      values: { status, completedAt },
      audited: { status: { before: row.status, after: status } },
    };
  });
}

/** Changes the priority (master, manager). */
export function setTicketPriority(ctx: ServiceContext, id: number, priority: TicketPriority): Promise<TicketDetail> {
  return changeTicket(ctx, id, 'priority', async (row) =>
    row.priority === priority
      ? null
      : {
          type: 'priority',
          before: row.priority,
          after: priority,
          values: { priority },
          audited: { priority: { before: row.priority, after: priority } },
        },
  );
}

/** Assigns the ticket to an active internal user, or to nobody (master, manager). */
export function setTicketAssignee(ctx: ServiceContext, id: number, assigneeId: number | null): Promise<TicketDetail> {
  return changeTicket(ctx, id, 'assignee', async (row, db) => {
    if (row.assigneeId === assigneeId) return null;
    const after = assigneeId === null ? null : await repo.findActiveInternalName(db, assigneeId);
    if (after === undefined) throw badRequest({ assigneeId: 'assigneeNotInternal' });
    const before = row.assigneeId === null ? null : ((await repo.findUserName(db, row.assigneeId)) ?? null);
    return {
      type: 'assignee',
      before,
      after,
      values: { assigneeId },
      audited: { assigneeId: { before: row.assigneeId, after: assigneeId } },
    };
  });
}

/** Sets or clears the deadline (master, manager); the schema has checked it is not in the past. */
export function setTicketDeadline(ctx: ServiceContext, id: number, deadline: string | null): Promise<TicketDetail> {
  return changeTicket(ctx, id, 'deadline', async (row) =>
    row.deadline === deadline
      ? null
      : {
          type: 'deadline',
          before: row.deadline,
          after: deadline,
          values: { deadline },
          audited: { deadline: { before: row.deadline, after: deadline } },
        },
  );
}

/** Moves the ticket to another existing category (master, manager). */
export function setTicketCategory(ctx: ServiceContext, id: number, categoryId: number): Promise<TicketDetail> {
  return changeTicket(ctx, id, 'category', async (row, db) => {
    if (row.categoryId === categoryId) return null;
    const after = await repo.findCategoryName(db, categoryId);
    if (after === undefined) throw badRequest({ categoryId: 'categoryNotFound' });
    const before = row.categoryId === null ? null : ((await repo.findCategoryName(db, row.categoryId)) ?? null);
    return {
      type: 'category',
      before,
      after,
      values: { categoryId },
      audited: { categoryId: { before: row.categoryId, after: categoryId } },
    };
  });
}

/**
 * Makes a task from a ticket (master, manager), by the task's own rules: the task names the ticket,
 * the ticket's timeline gets a `task` event, both in one transaction.
 */
export async function createTaskFromTicket(
  ctx: ServiceContext,
  id: number,
  { attachmentIds, ...input }: TaskInput & { attachmentIds: number[] },
): Promise<Task> {
  // Whether the ticket is there for the caller comes first: its files are not looked at for anyone else.
  if (attachmentIds.length > 0) await readableRow(ctx, ctx.db, id);
  const { task, row } = await withCopiedAttachments(
    ctx,
    ticketConversation,
    id,
    attachmentIds,
    'attachmentIds',
    async (context) => {
      const row = await readableRow(ctx, context.tx, id);
      const task = await createTaskWithin(ctx, context, input, id);
      if (attachmentIds.length > 0)
        await attachCopiedFilesWithin(ctx, context, task.id, context.attach, { ticketId: id });
      await addEvents(context.tx, ticketConversation, id, ctx.actor.id, [
        { type: 'task', before: null, after: String(task.id) },
      ]);
      await repo.updateTicket(context.tx, id, { updatedAt: new Date() });
      return { task, row };
    },
  );
  await publishTicketChange(ctx, row, 'changed');
  return task;
}

/** Deletes a ticket with its conversation (master); tasks made from it stay, unlinked. */
export async function deleteTicket(ctx: ServiceContext, id: number): Promise<void> {
  const row = await deleteSubject(ctx, ticketConversation, id, async ({ tx, audit }) => {
    const row = await repo.findTicketRow(tx, id, { lock: true });
    if (!row) throw notFound();
    if (!ticketPolicy.manage(ctx.actor)) throw new AppError(403, 'forbidden', 'forbidden');
    await audit({
      action: 'ticket.delete',
      entityType: 'ticket',
      entityId: id,
      changes: deletedChanges(row, AUDITED_FIELDS),
    });
    return row;
  });
  await publishTicketChange(ctx, row, 'deleted');
}

/**
 * The caller follows (`follow`) or no longer follows the ticket: its replies and status changes
 * notify them, or not (the assignee and the customer who raised it hear of them anyway). Staff who
 * may read the ticket; for anyone else it does not exist (404). Doing it twice changes nothing.
 */
export async function setTicketFollowing(ctx: ServiceContext, id: number, follow: boolean): Promise<TicketDetail> {
  await inTransaction(ctx, async ({ tx }) => {
    const row = await repo.findTicketRow(tx, id);
    if (!row || !ticketPolicy.follow(ctx.actor, recordOf(row))) throw notFound();
    if (follow) await addFollowers(tx, id, [ctx.actor.id]);
    else await removeFollower(tx, id, ctx.actor.id);
  });
  return loadTicket(ctx, ctx.db, id);
}

/** A ticket as a mail brings it (modules/mail-intake): the fields come from the mailbox and the mail. */
export type MailTicketFields = Pick<TicketRow, 'subject' | 'description' | 'department' | 'categoryId'>;

/**
 * Inside the caller's transaction: a ticket raised by e-mail, by `ctx.actor` (the customer the
 * sender's address belongs to), as the web form raises one: its `created` event, then an `email`
 * event (from which mailbox, from which address), a first comment carrying the files, its
 * followers, the news to every master and manager, the audit row. `refusedNote`: the internal note
 * listing the files that were not accepted, written by the system.
 */
export async function createTicketFromMailWithin(
  ctx: ServiceContext,
  { tx, audit, attach }: TransactionContext & { attach: AttachFiles },
  fields: MailTicketFields,
  mail: { mailbox: string; from: string; fileCount: number; refusedNote?: string },
): Promise<TicketRow> {
  const row = await repo.insertTicket(tx, {
    ...fields,
    type: 'request',
    priority: 'medium',
    projectId: null,
    createdBy: ctx.actor.id,
    status: 'pending',
  });
  await addEvents(tx, ticketConversation, row.id, ctx.actor.id, [
    { type: 'created', before: null, after: row.subject },
    { type: 'email', before: mail.mailbox, after: mail.from },
  ]);
  const files =
    mail.fileCount > 0
      ? (await insertComment(tx, ticketConversation, row.id, ctx.actor, '', attach, false, [], mail.from)).attachments
      : [];
  if (mail.refusedNote) await ticketConversation.repo.insertComment(tx, row.id, null, mail.refusedNote, true);
  await addFollowers(tx, row.id, [row.createdBy]);
  await notifyTicketCreated(tx, ctx.actor.id, row);
  const changes = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, { after: row[field] }]));
  await audit({
    action: 'ticket.create',
    entityType: 'ticket',
    entityId: row.id,
    changes: { ...changes, files: { after: files.map((file) => file.filename) }, email: { after: mail.from } },
  });
  return row;
}

/** The ticket's row, or undefined: for the mail intake, which decides by the ticket's policy itself. */
export const findTicketForMail = (db: DbOrTx, id: number) => repo.findTicketRow(db, id, { lock: true });
