import { z } from 'zod';
import { DESCRIPTION_MAX } from '../common/limits';
import {
  choiceField,
  dateField,
  idField,
  nullableIdField,
  optionalDateField,
  optionalIdField,
  requiredText,
} from '../common/fields';
import { defineList } from '../common/list.schemas';
import {
  TICKET_STATUSES,
  TICKET_STATUS_FILTERS,
  TICKET_PRIORITIES,
  TICKET_DEPARTMENTS,
  TICKET_TYPES,
  TICKET_SUBJECT_MAX,
  ticketListShape,
} from './tickets.constants';

const personSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** A ticket as every answer shows it; `deadline` is YYYY-MM-DD, timestamps are ISO strings. */
export const ticketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  department: z.enum(TICKET_DEPARTMENTS),
  type: z.enum(TICKET_TYPES),
  category: namedSchema.nullable(),
  project: namedSchema.nullable(),
  assignee: personSchema.nullable(),
  createdBy: personSchema.nullable(),
  deadline: z.string().nullable(),
  /** Deadline passed while the ticket is open. */
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * One ticket with what its support window shows beside it: the tasks made from it (staff only;
 * empty for customers), and whether the caller follows it (its replies and status changes notify them).
 */
export const ticketDetailSchema = ticketSchema.extend({
  tasks: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
  following: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketResponseSchema = z.object({ ticket: ticketDetailSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * The ticket list (`/ticket`, `/open-ticket`): filters shared by the list, its summary cards and
 * its export. Rows are those the caller may read (customers their own, employees those assigned
 * to them, master and manager all). Dates filter the day a ticket was created, company time zone.
 */
export const ticketList = defineList(ticketListShape, {
  item: ticketSchema,
  filters: {
    status: z.enum(TICKET_STATUS_FILTERS).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    department: z.enum(TICKET_DEPARTMENTS).optional(),
    type: z.enum(TICKET_TYPES).optional(),
    categoryId: optionalIdField,
    assigneeId: optionalIdField,
    /** Only tickets nobody is assigned to. */
    unassigned: flag,
    createdFrom: optionalDateField,
    createdTo: optionalDateField,
  },
  refine: (value, ctx) => {
    if (value.createdFrom && value.createdTo && value.createdFrom > value.createdTo)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'dateRangeInvalid' });
  },
});
export type TicketFilters = z.infer<typeof ticketList.filtersSchema>;

/** Summary cards of the filtered list: per status, urgent ones still open, and (staff only, else null) unassigned open ones. */
export const ticketSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(TICKET_STATUSES), z.number().int()),
  urgentOpen: z.number().int(),
  unassignedOpen: z.number().int().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/**
 * A new ticket. It travels as multipart/form-data (these text fields, files under `files`) so that
 * the ticket and its attachments are stored in one transaction; the same schema checks the form.
 * `projectId` empty or absent: no project.
 */
export const createTicketFieldsSchema = z.object({
  subject: requiredText(TICKET_SUBJECT_MAX),
  description: requiredText(DESCRIPTION_MAX),
  priority: choiceField(TICKET_PRIORITIES),
  department: choiceField(TICKET_DEPARTMENTS),
  type: choiceField(TICKET_TYPES),
  categoryId: idField,
  projectId: z
    .union([z.literal(''), idField])
    .nullish()
    .transform((value) => (value === '' || value == null ? null : value)),
});
export type CreateTicketFields = z.input<typeof createTicketFieldsSchema>;

export const setTicketStatusRequestSchema = z.object({ status: choiceField(TICKET_STATUSES) });
export type SetTicketStatusRequest = z.infer<typeof setTicketStatusRequestSchema>;
export const setTicketPriorityRequestSchema = z.object({ priority: choiceField(TICKET_PRIORITIES) });
export type SetTicketPriorityRequest = z.infer<typeof setTicketPriorityRequestSchema>;
/** Assign to an active internal user, or null to unassign. */
export const setTicketAssigneeRequestSchema = z.object({ assigneeId: nullableIdField });
export type SetTicketAssigneeRequest = z.input<typeof setTicketAssigneeRequestSchema>;
export const setTicketCategoryRequestSchema = z.object({ categoryId: idField });
export type SetTicketCategoryRequest = z.input<typeof setTicketCategoryRequestSchema>;

/** Set a deadline (today or later, company time zone) or clear it with null. */
export function setTicketDeadlineRequestSchema(today: () => string) {
  return z.object({
    deadline: dateField.nullable().refine((value) => value === null || value >= today(), 'futureDate'),
  });
}
export type SetTicketDeadlineRequest = { deadline: string | null };

/** Projects a ticket may name: a customer's are those of the companies they belong to. */
export const ticketProjectOptionsResponseSchema = z.object({ data: z.array(namedSchema) });
