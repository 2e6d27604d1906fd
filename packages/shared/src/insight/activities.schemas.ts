import { z } from 'zod';
import { optionalDateField, optionalIdField, textFilterField } from '../common/fields';
import { defineList } from '../common/list.schemas';
import { activityListShape } from './activities.constants';

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
  /** The names the changes' ids point at ("user:3" → "Can Özkan"), looked up as the row is read (insight/activity-reading.ts). */
  names: z.record(z.string(), z.string()),
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * The audit trail. Search: action, record type and the actor's name or email. `entityType` with
 * `entityId` is one record's history. Dates: the day of the action, company time zone.
 */
export const activityList = defineList(activityListShape, {
  item: activitySchema,
  filters: {
    actorId: optionalIdField,
    action: textFilterField(60),
    entityType: textFilterField(40),
    entityId: optionalIdField,
    dateFrom: optionalDateField,
    dateTo: optionalDateField,
  },
  refine: (value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
  },
});

/** The actions and record types that occur, for the filters. */
export const activityFacetsResponseSchema = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
});
export type ActivityFacets = z.infer<typeof activityFacetsResponseSchema>;
