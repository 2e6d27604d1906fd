import { defineListShape } from '../common/list-shape';

/*
 * Support tickets: raised by customers, worked by staff. Statuses follow the work flow of tasks
 * (plus nothing else); priorities add "urgent"; departments and ticket types are fixed lists
 * (docs/architecture.md, "Support desk").
 */
export const TICKET_STATUSES = ['pending', 'inProgress', 'onHold', 'completed', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Statuses in which a ticket is closed: a customer may reopen it; it no longer counts as open. */
export const CLOSED_TICKET_STATUSES: readonly TicketStatus[] = ['completed', 'cancelled'];

/**
 * What the list's status filter takes: a status, or `unfinished` for every ticket neither completed
 * nor cancelled. "Open" is not used for it: the Open Tickets list is the pending ones.
 */
export const TICKET_STATUS_FILTERS = ['unfinished', ...TICKET_STATUSES] as const;
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Which team a ticket goes to. */
export const TICKET_DEPARTMENTS = ['support', 'billing', 'technical', 'sales'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_TYPES = ['question', 'problem', 'request', 'incident'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_SUBJECT_MAX = 120;

/**
 * What the timeline of a ticket records besides comments. `task`: a task was made from it (after:
 * the task id). `reopened`: the customer replied on a completed ticket, which moved it back to
 * `pending` (before: the status it had, after: `pending`). `email`: it came by e-mail (before: the
 * mailbox's address, after: the sender's).
 */
export const TICKET_EVENT_TYPES = [
  'created',
  'status',
  'priority',
  'assignee',
  'deadline',
  'category',
  'task',
  'reopened',
  'email',
] as const;

/** Where a customer's reply on a completed ticket moves it: back to the Open Tickets list, waiting for staff. */
export const REOPENED_TICKET_STATUS: TicketStatus = 'pending';
export type TicketEventType = (typeof TICKET_EVENT_TYPES)[number];

export const TICKET_SORT_FIELDS = [
  'id',
  'subject',
  'status',
  'priority',
  'department',
  'category',
  'assignee',
  'createdBy',
  'deadline',
  'createdAt',
  'updatedAt',
] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

export const ticketListShape = defineListShape({
  name: 'tickets',
  filterKeys: [
    'status',
    'priority',
    'department',
    'type',
    'categoryId',
    'assigneeId',
    'unassigned',
    'createdFrom',
    'createdTo',
  ],
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
