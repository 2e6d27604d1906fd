import { z } from 'zod';
import { DESCRIPTION_MAX, HOURS_MAX, NAME_MAX } from '../common/limits';
import {
  choiceField,
  dateField,
  idField,
  optionalDateField,
  optionalIdField,
  optionalText,
  requiredText,
} from '../common/fields';
import { defineList } from '../common/list.schemas';
import { WORK_PRIORITIES, WORK_STATUSES } from '../common/work';
import { taskListShape } from './tasks.constants';

const personSchema = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type Person = z.infer<typeof personSchema>;

/** A task as every answer shows it; dates are YYYY-MM-DD, `completedAt` an ISO timestamp. */
export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  assignee: personSchema,
  project: z.object({ id: z.number().int(), name: z.string() }),
  startDate: z.string(),
  deadline: z.string(),
  /** Estimated hours, a decimal string ("7.50"). */
  estimatedHours: z.string(),
  status: z.enum(WORK_STATUSES),
  priority: z.enum(WORK_PRIORITIES),
  completedAt: z.string().nullable(),
  /** Deadline passed while the task is neither completed nor cancelled. */
  isOverdue: z.boolean(),
  createdBy: personSchema.nullable(),
  /** The support ticket the task was made from, if any. */
  ticketId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The task list: its filters are shared by the list, the board, the summary cards and the export. */
export const taskList = defineList(taskListShape, {
  item: taskSchema,
  filters: {
    /** Only the signed-in user's tasks (My tasks). An employee always gets only their own. */
    mine: flag,
    status: z.enum(WORK_STATUSES).optional(),
    priority: z.enum(WORK_PRIORITIES).optional(),
    assigneeId: optionalIdField,
    projectId: optionalIdField,
    deadlineFrom: optionalDateField,
    deadlineTo: optionalDateField,
    overdue: flag,
  },
});
export type TaskFilters = z.infer<typeof taskList.filtersSchema>;

/** Summary cards: per status, overdue, and due this week (Monday to Sunday, company time zone). */
export const taskSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(WORK_STATUSES), z.number().int()),
  overdue: z.number().int(),
  dueThisWeek: z.number().int(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

const HOURS_RE = /^\d{1,5}(\.\d{1,2})?$/;
/** Estimated hours: positive, two decimals at most, numeric(7,2). */
export const hoursField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .refine((value) => HOURS_RE.test(value) && Number(value) > 0 && Number(value) <= HOURS_MAX, 'hoursInvalid'),
  );

const taskBody = z.object({
  title: requiredText(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  assigneeId: idField,
  projectId: idField,
  startDate: dateField,
  deadline: dateField,
  estimatedHours: hoursField,
  status: z.enum(WORK_STATUSES).default('pending'),
  priority: z.enum(WORK_PRIORITIES).default('medium'),
});

const deadlineNotBeforeStart = <T extends { startDate: string; deadline: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.deadline < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'deadlineBeforeStart' });
};

/** Start and deadline not in the past (today counts), in the company's time zone; the deadline not before the start. */
const newTaskDates =
  (today: () => string) =>
  <T extends { startDate: string; deadline: string }>(value: T, ctx: z.RefinementCtx) => {
    const now = today();
    if (value.startDate < now) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'futureDate' });
    if (value.deadline < now) ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'futureDate' });
    deadlineNotBeforeStart(value, ctx);
  };

/** Create: start and deadline not in the past (today counts), in the company's time zone. */
export function createTaskRequestSchema(today: () => string) {
  return taskBody.superRefine(newTaskDates(today));
}
export type CreateTaskRequest = z.input<typeof taskBody>;

/** A ticket's files a task made from it takes along: at most this many at once. */
export const TICKET_FILES_TO_TASK_MAX = 50;

/**
 * A task made from a ticket (`POST /api/tickets/:id/task`): a new task, and which of the ticket's
 * files it takes along (copied into its conversation; none when left out).
 */
export function createTaskFromTicketRequestSchema(today: () => string) {
  return taskBody
    .extend({ attachmentIds: z.array(idField).max(TICKET_FILES_TO_TASK_MAX, 'tooManyAttachments').default([]) })
    .strict()
    .superRefine(newTaskDates(today));
}
export type CreateTaskFromTicketRequest = z.input<ReturnType<typeof createTaskFromTicketRequestSchema>>;

/** Edit (master, manager): the deadline may not precede the start. */
export const updateTaskRequestSchema = taskBody.superRefine(deadlineNotBeforeStart);
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;

export const setTaskStatusRequestSchema = z.object({ status: choiceField(WORK_STATUSES) });
export type SetTaskStatusRequest = z.infer<typeof setTaskStatusRequestSchema>;
export const setTaskPriorityRequestSchema = z.object({ priority: choiceField(WORK_PRIORITIES) });
export type SetTaskPriorityRequest = z.infer<typeof setTaskPriorityRequestSchema>;

export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/* ---- Timeline: the task's events (its conversation: @workspace/shared/conversation) ---- */

export const TASK_EVENT_TYPES = ['created', 'status', 'priority', 'assignee', 'deadline'] as const;
export type TaskEventType = (typeof TASK_EVENT_TYPES)[number];
