import { z } from 'zod';
import { idParam, searchField } from './fields';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Query of every list endpoint: `?page=&pageSize=&sort=&order=&q=`; `sort` is checked per list. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  order: z.enum(SORT_ORDERS).default('asc'),
  q: searchField,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS) });

export const idParamsSchema = z.object({ id: idParam });
export type IdParams = z.infer<typeof idParamsSchema>;
