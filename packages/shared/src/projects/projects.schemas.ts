import { z } from 'zod';
import {
  choiceField,
  dateField,
  idField,
  moneyField,
  nameField,
  optionalIdField,
  optionalText,
} from '../common/fields';
import { CURRENCIES, DESCRIPTION_MAX } from '../common/limits';
import { defineList } from '../common/list.schemas';
import { WORK_PRIORITIES, WORK_STATUSES } from '../common/work';
import { projectListShape } from './projects.constants';

/** A project as every answer shows it. Money is a decimal string ("1250.50"); dates are YYYY-MM-DD. */
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  budget: z.string(),
  currency: z.enum(CURRENCIES),
  companyId: z.number().int(),
  companyName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(WORK_STATUSES),
  priority: z.enum(WORK_PRIORITIES),
  taskCount: z.number().int(),
  openTaskCount: z.number().int(),
  /*
   * Money linked to the project is accounting: only the master gets it; for anyone else these three
   * fields are null (income and expense are the master's alone: moneyPolicy).
   */
  /** Income linked to the project, in its own currency (decimal string). */
  received: z.string().nullable(),
  /** Expense linked to the project, in its own currency (decimal string). */
  paid: z.string().nullable(),
  /** Linked amounts in other currencies: listed apart, never converted into the project's currency. */
  otherCurrencies: z
    .array(z.object({ currency: z.enum(CURRENCIES), received: z.string(), paid: z.string() }))
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** The project list: its filters are shared by the list, its summary cards and its export. */
export const projectList = defineList(projectListShape, {
  item: projectSchema,
  filters: {
    status: z.enum(WORK_STATUSES).optional(),
    priority: z.enum(WORK_PRIORITIES).optional(),
    currency: z.enum(CURRENCIES).optional(),
    companyId: optionalIdField,
  },
});
export type ProjectFilters = z.infer<typeof projectList.filtersSchema>;

/** Summary cards: number of projects per status under the current filters. */
export const projectSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(WORK_STATUSES), z.number().int()),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

const projectBody = z.object({
  name: nameField,
  description: optionalText(DESCRIPTION_MAX),
  budget: moneyField,
  currency: choiceField(CURRENCIES),
  companyId: idField,
  startDate: dateField,
  endDate: dateField,
  status: z.enum(WORK_STATUSES).default('pending'),
  priority: z.enum(WORK_PRIORITIES).default('medium'),
});

const endNotBeforeStart = <T extends { startDate: string; endDate: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
};

/**
 * Create: both dates must not be in the past ("in the future"; today counts),
 * taken in the company's time zone. `today` is read at each parse, so a long-running server never uses a stale date.
 */
export function createProjectRequestSchema(today: () => string) {
  return projectBody.superRefine((value, ctx) => {
    const now = today();
    if (value.startDate < now) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'futureDate' });
    if (value.endDate < now) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'futureDate' });
    endNotBeforeStart(value, ctx);
  });
}
export type CreateProjectRequest = z.input<typeof projectBody>;

/** Edit: the end may not precede the start; past dates already stored stay allowed. */
export const updateProjectRequestSchema = projectBody.superRefine(endNotBeforeStart);
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

export const projectResponseSchema = z.object({ project: projectSchema });

/** Selector entries; an employee sees only projects of their own tasks. */
export const projectLookupSchema = z.object({ id: z.number().int(), name: z.string(), currency: z.enum(CURRENCIES) });
export type ProjectLookup = z.infer<typeof projectLookupSchema>;
export const projectLookupResponseSchema = z.object({ data: z.array(projectLookupSchema) });
