import { z } from 'zod';
import { choiceField, dateField, idField, nullableIdField } from '../common/fields';
import { WORK_PRIORITIES, WORK_STATUSES } from '../common/work';
import { taskList } from '../tasks/tasks.schemas';
import { ticketList } from '../tickets/tickets.schemas';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../tickets/tickets.constants';
import { userList } from '../users/users.schemas';

/**
 * The rows a bulk change names: the ids selected on the page, or every row the list shows under
 * `filters` (the list's own filters, as its address holds them), at most BULK_MAX either way.
 */
const selectionOf = <F extends z.ZodType>(filters: F) =>
  z
    .strictObject({
      // More than BULK_MAX ids is refused by the server with its own sentence (bulkTooMany), as a filtered list is.
      ids: z.array(idField).min(1, 'required').optional(),
      filters: filters.optional(),
    })
    .refine((value) => (value.ids === undefined) !== (value.filters === undefined), {
      message: 'required',
      path: ['ids'],
    });

export const taskBulkRequestSchema = z.strictObject({
  selection: selectionOf(taskList.filtersSchema),
  change: z.discriminatedUnion('action', [
    z.strictObject({ action: z.literal('status'), status: choiceField(WORK_STATUSES) }),
    z.strictObject({ action: z.literal('priority'), priority: choiceField(WORK_PRIORITIES) }),
    z.strictObject({ action: z.literal('assignee'), assigneeId: idField }),
    z.strictObject({ action: z.literal('deadline'), deadline: dateField }),
    z.strictObject({ action: z.literal('delete') }),
  ]),
});
export type TaskBulkRequest = z.input<typeof taskBulkRequestSchema>;
export type TaskBulkChange = z.output<typeof taskBulkRequestSchema>['change'];

/** A ticket's deadline: today or later in the company's time zone, or none. */
export function ticketBulkRequestSchema(today: () => string) {
  return z.strictObject({
    selection: selectionOf(ticketList.filtersSchema),
    change: z.discriminatedUnion('action', [
      z.strictObject({ action: z.literal('status'), status: choiceField(TICKET_STATUSES) }),
      z.strictObject({ action: z.literal('priority'), priority: choiceField(TICKET_PRIORITIES) }),
      z.strictObject({ action: z.literal('assignee'), assigneeId: nullableIdField }),
      z.strictObject({ action: z.literal('category'), categoryId: idField }),
      z.strictObject({
        action: z.literal('deadline'),
        deadline: dateField.nullable().refine((value) => value === null || value >= today(), 'futureDate'),
      }),
      z.strictObject({ action: z.literal('delete') }),
    ]),
  });
}
export type TicketBulkRequest = z.input<ReturnType<typeof ticketBulkRequestSchema>>;
export type TicketBulkChange = z.output<ReturnType<typeof ticketBulkRequestSchema>>['change'];

export const userBulkRequestSchema = z.strictObject({
  selection: selectionOf(userList.filtersSchema),
  change: z.strictObject({ action: z.enum(['activate', 'deactivate']) }),
});
export type UserBulkRequest = z.input<typeof userBulkRequestSchema>;

/** A bulk change's answer: how many rows it changed (those already as asked count too). */
export const bulkResponseSchema = z.object({ count: z.number().int() });
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
