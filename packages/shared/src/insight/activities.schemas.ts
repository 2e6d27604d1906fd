import { z } from 'zod';
import { optionalDateField, optionalIdField } from '../common/fields';
import { defineList } from '../common/list.schemas';

/** One audit row (`/users-activity`): who did what to which record, the changed fields before and after. */
export const activitySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), type: z.string() }).nullable(),
  /** "task.update", "login", "tasks.export", ... */
  action: z.string(),
  /** "task", "ticket", "user", ... */
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  /** field → { before, after }; secrets only say "(changed)". */
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_SORT_FIELDS = ['createdAt', 'action', 'entityType', 'actor'] as const;

/**
 * The audit trail. Search: action, record type and the actor's name or email. `entityType` with
 * `entityId` is one record's history. Dates: the day of the action, company time zone.
 */
export const activityList = defineList({
  name: 'activities',
  item: activitySchema,
  filters: {
    actorId: optionalIdField,
    action: z.string().trim().max(60, 'tooLong').optional(),
    entityType: z.string().trim().max(40, 'tooLong').optional(),
    entityId: optionalIdField,
    dateFrom: optionalDateField,
    dateTo: optionalDateField,
  },
  sortFields: ACTIVITY_SORT_FIELDS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  refine: (value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
  },
});

/** The actions and record types that occur, for the filters. */
export const activityFacetsResponseSchema = z.object({ actions: z.array(z.string()), entityTypes: z.array(z.string()) });
export type ActivityFacets = z.infer<typeof activityFacetsResponseSchema>;

/**
 * A stored before/after value as a reader sees it, on the screen and in the exports: empty reads as
 * a dash; a list as its items; anything structured (an export's filters) as "key: value" pairs, the
 * empty ones left out, never as JSON.
 */
export function activityValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(activityValueText).join(', ');
  if (typeof value === 'object') {
    const pairs = Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined && inner !== '');
    return pairs.length === 0 ? '–' : pairs.map(([key, inner]) => `${key}: ${activityValueText(inner)}`).join(', ');
  }
  return String(value);
}
