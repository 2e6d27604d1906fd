import { z } from 'zod';
import { USER_TYPES } from '../auth/roles';
import { requiredText, searchField } from '../common/fields';
import { SORT_ORDERS } from '../common/list-shape';

/*
 * Saved views (docs/decisions/043): a person's named state of a list (search, filters, sort,
 * columns). The master may share a view with a role. Each person may choose one view per list,
 * their own or one shared with their role, as their default: the list opens with it when its
 * address says nothing. A view is checked against the list's definition when
 * saved (400) and again when read: what the list no longer has is left out and named in `dropped`.
 */

export const VIEW_NAME_MAX = 60;
/** Views a person may keep per list: a menu, not a store. */
export const VIEWS_PER_LIST_MAX = 30;

/** Filter values travel as the address bar holds them: text. */
export const savedViewStateSchema = z.strictObject({
  q: searchField,
  filters: z.record(z.string().max(40), z.string().max(200)).default({}),
  sort: z.string().max(40).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  /** The columns shown, in order; absent: the person's own choice of columns. */
  columns: z.array(z.string().max(40)).max(40).optional(),
});
export type SavedViewState = z.output<typeof savedViewStateSchema>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  state: savedViewStateSchema,
  /** The caller's list opens with this view (their own choice, also of a view shared with them). */
  isDefault: z.boolean(),
  /** The role it is shared with (the master's views only), or null. */
  sharedWith: z.enum(USER_TYPES).nullable(),
  /** The caller's own view (a shared one is only read). */
  isOwn: z.boolean(),
  /** Filters, a sort or columns the view named that the list no longer has: left out of `state`. */
  dropped: z.array(z.string()),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.strictObject({ list: z.string().min(1).max(40) });
export const savedViewListResponseSchema = z.object({ data: z.array(savedViewSchema) });
export type SavedViewListResponse = z.infer<typeof savedViewListResponseSchema>;

export const createSavedViewSchema = z.strictObject({
  list: z.string().min(1).max(40),
  name: requiredText(VIEW_NAME_MAX),
  state: savedViewStateSchema,
  isDefault: z.boolean().default(false),
  /** Absent: not shared. */
  sharedWith: z.enum(USER_TYPES).nullable().optional(),
});
export type CreateSavedViewRequest = z.input<typeof createSavedViewSchema>;

export const updateSavedViewSchema = z.strictObject({
  name: z.optional(requiredText(VIEW_NAME_MAX)),
  state: savedViewStateSchema.optional(),
  /** The caller's own choice, of any view they see: alone, it changes nothing of the view itself. */
  isDefault: z.boolean().optional(),
  sharedWith: z.enum(USER_TYPES).nullable().optional(),
});
export type UpdateSavedViewRequest = z.input<typeof updateSavedViewSchema>;

export const savedViewResponseSchema = z.object({ savedView: savedViewSchema });

/** A person's choice of columns on a list; null: the list's defaults. */
export const listColumnsSchema = z.strictObject({
  list: z.string().min(1).max(40),
  columns: z.array(z.string().max(40)).min(1).max(40).nullable(),
});
export type ListColumnsChoice = z.infer<typeof listColumnsSchema>;
export const listColumnsResponseSchema = z.object({ columns: z.array(z.string()).nullable() });
