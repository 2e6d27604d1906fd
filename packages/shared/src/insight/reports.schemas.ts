import { z } from 'zod';
import { idParam, optionalDateField, optionalIdField } from '../common/fields';
import { CURRENCIES } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { WORK_PRIORITIES, WORK_STATUSES } from '../common/work';
import { projectReportListShape } from './reports.constants';

/*
 * The master's reports. Every figure is computed in SQL from the rows, with calendar days in the
 * company's time zone; money stays per currency. The definitions are written out in
 * docs/decisions/011-report-figures.md and tested against hand-computed values.
 */

function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeInvalid' });
}

/* ---- The user report (`/users-report`, `GET /api/reports/users/:id`) ------------------------ */

export const userReportParamsSchema = z.object({ id: idParam });

/**
 * The period: the tasks assigned to the user whose deadline falls in [from, to], both inclusive.
 * Absent: the current calendar year in the company's time zone (from 1 January to 31 December).
 */
const userReportRange = { from: optionalDateField, to: optionalDateField };
export const userReportQuerySchema = z.strictObject(userReportRange).superRefine(checkRange);
export type UserReportQuery = z.input<typeof userReportQuerySchema>;
export const userReportExportQuerySchema = z
  .strictObject({ ...userReportRange, format: z.enum(['csv', 'pdf']) })
  .superRefine(checkRange);

const count = z.number().int();
/** A figure that has no value when nothing is there to average (no completed task): null, shown as "-". */
const optionalNumber = z.number().nullable();

export const userReportSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), type: z.string() }),
  /** The period actually used (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  figures: z.object({
    totalTasks: count,
    completedTasks: count,
    /** completed ÷ total × 100, one decimal; null without tasks. */
    completionRate: optionalNumber,
    /** Not completed or cancelled, and the deadline is before today. */
    overdueTasks: count,
    /** Over completed tasks: completion day minus start date, in days, one decimal; null without any. */
    averageDays: optionalNumber,
    /** Estimated hours over all the period's tasks: decimal strings ("12.50"); average and max null without tasks. */
    estimatedHoursTotal: z.string(),
    estimatedHoursAverage: z.string().nullable(),
    estimatedHoursMax: z.string().nullable(),
    /** Completed on or before the deadline (the completion day in the company's time zone). */
    metDeadlines: count,
    /** Completed after the deadline. */
    missedDeadlines: count,
    /** Over met deadlines: deadline minus completion day, in days, one decimal; null without any. */
    averageDaysEarly: optionalNumber,
  }),
  /** Every priority and status present, zeros included. */
  byPriority: z.array(
    z.object({ priority: z.enum(WORK_PRIORITIES), total: count, completed: count, estimatedHours: z.string() }),
  ),
  byStatus: z.array(z.object({ status: z.enum(WORK_STATUSES), total: count })),
  /** Per project with tasks in the period, most tasks first. */
  byProject: z.array(
    z.object({
      projectId: z.number().int(),
      projectName: z.string(),
      total: count,
      completed: count,
      overdue: count,
      estimatedHours: z.string(),
    }),
  ),
  /** The deadline performance: met, missed, overdue (open, deadline passed) and open on time. */
  deadlines: z.object({ met: count, missed: count, overdue: count, onTrack: count }),
});
export type UserReport = z.infer<typeof userReportSchema>;

/* ---- The project report (`/projects-report`, `GET /api/reports/projects`) -------------------- */

const moneyPair = z.object({ currency: z.enum(CURRENCIES), received: z.string(), paid: z.string() });

export const projectReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(WORK_STATUSES),
  priority: z.enum(WORK_PRIORITIES),
  startDate: z.string(),
  endDate: z.string(),
  /** The budget in the project's own currency. */
  budget: z.string(),
  currency: z.enum(CURRENCIES),
  /** Income (received) and expense (paid) booked on the project, one entry per currency that has any. */
  money: z.array(moneyPair),
  taskCount: count,
  completedTasks: count,
  /** completed ÷ all tasks × 100, one decimal; null without tasks. */
  progress: optionalNumber,
  byStatus: z.record(z.enum(WORK_STATUSES), count),
  overdueTasks: count,
  /** End date minus today in calendar days (negative once it has passed). */
  daysLeft: z.number().int(),
  /** Days left ÷ the project's days × 100, between 0 and 100, one decimal. */
  timeLeftShare: z.number(),
  /** Tasks not completed or cancelled ÷ all tasks × 100, one decimal; null without tasks. */
  workLeftShare: optionalNumber,
  /** Open (not completed or cancelled) and more work left than time left, or the end date passed with work left. */
  atRisk: z.boolean(),
});
export type ProjectReportRow = z.infer<typeof projectReportRowSchema>;

/**
 * The project report is a list (paging, sort, export like every list). The date range keeps the
 * projects whose period [start date, end date] overlaps [from, to].
 */
export const projectReportList = defineList(projectReportListShape, {
  item: projectReportRowSchema,
  filters: {
    companyId: optionalIdField,
    status: z.enum(WORK_STATUSES).optional(),
    from: optionalDateField,
    to: optionalDateField,
    atRisk: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
  refine: checkRange,
});

/** The report's cards over the filtered projects: counts, and budget/received/paid per currency (never added across currencies). */
export const projectReportSummarySchema = z.object({
  total: count,
  atRisk: count,
  overdueTasks: count,
  byStatus: z.record(z.enum(WORK_STATUSES), count),
  money: z.array(
    z.object({ currency: z.enum(CURRENCIES), budget: z.string(), received: z.string(), paid: z.string() }),
  ),
});
export type ProjectReportSummary = z.infer<typeof projectReportSummarySchema>;
