/*
 * Bulk actions (one change to many rows of a list): the most rows one request may change. The
 * web sends either the ids it selected or, for "every row of the filtered list", the list's own
 * filters; a list longer than this is refused with a message asking to narrow it.
 */
export const BULK_MAX = 500;

/** What a bulk change may do to tasks. */
export const TASK_BULK_ACTIONS = ['status', 'priority', 'assignee', 'deadline', 'delete'] as const;
export type TaskBulkAction = (typeof TASK_BULK_ACTIONS)[number];

/** What a bulk change may do to tickets. */
export const TICKET_BULK_ACTIONS = ['status', 'priority', 'assignee', 'category', 'deadline', 'delete'] as const;
export type TicketBulkAction = (typeof TICKET_BULK_ACTIONS)[number];

/** What a bulk change may do to users. */
export const USER_BULK_ACTIONS = ['activate', 'deactivate'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** How many refused rows a refusal names one by one; past it, "and N more". */
export const BULK_REFUSALS_NAMED = 10;
