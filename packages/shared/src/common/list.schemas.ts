import { z } from 'zod';
import { idParam, searchField } from './fields';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The query of a GET that takes none (the selector lookups): any key is refused, as on a list. */
export const noQuerySchema = z.strictObject({});

export const listMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The matching rows; with `totalIsAtLeast`, only how many were counted. */
  total: z.number().int(),
  /**
   * True when the list stopped counting: more than `total` rows match (shown as "1,000+"), so there
   * is a next page but no known last one. Lists that always count exactly leave it out; the task
   * list answers it always (docs/decisions/015).
   */
  totalIsAtLeast: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

type ListOptions<Name extends string, Item extends z.ZodType, Filters extends z.ZodRawShape, Sort extends readonly [string, ...string[]]> = {
  /** The resource under `/api/`, which is also the first part of the web's query keys. */
  name: Name;
  /** One row as the list answers it. */
  item: Item;
  /** Filters beside the search box `q`, as a zod shape; every one is optional or has a default. */
  filters: Filters;
  sortFields: Sort;
  defaultSort: Sort[number];
  defaultOrder?: SortOrder;
  /** A rule across filters (a range whose start is after its end), run wherever the filters are read. */
  refine?: (value: z.output<z.ZodObject<{ q: typeof searchField } & Filters>>, ctx: z.RefinementCtx) => void;
};

/**
 * A list defined once: the query of the list (paging, sort, order, search, filters), of its summary
 * (search and filters) and of its export (no paging, a format). Every schema refuses a key it does
 * not name, so a mistyped filter is a 400 instead of the unfiltered list.
 */
export function defineList<
  const Name extends string,
  Item extends z.ZodType,
  const Filters extends z.ZodRawShape,
  const Sort extends readonly [string, ...string[]],
>(options: ListOptions<Name, Item, Filters, Sort>) {
  const { name, item, filters, sortFields, defaultSort, defaultOrder = 'asc', refine } = options;
  const filterShape = { q: searchField, ...filters };
  const sortShape = {
    sort: z.enum(sortFields).default(defaultSort as never) as z.ZodDefault<z.ZodEnum<{ [K in Sort[number]]: K }>>,
    order: z.enum(SORT_ORDERS).default(defaultOrder),
  };
  const pagingShape = {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  };
  const checked = <T extends z.ZodObject>(schema: T): T => (refine ? schema.superRefine(refine as never) : schema);
  return {
    name,
    /** Filter keys beside `q`, in the order they are declared (the order of the URL). */
    filterKeys: Object.keys(filters) as (keyof Filters & string)[],
    sortFields,
    defaultSort,
    defaultOrder,
    pageSize: { default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX },
    responseSchema: listResponseSchema(item),
    /** `q` and the filters: the summary's query. */
    filtersSchema: checked(z.strictObject(filterShape)),
    querySchema: checked(z.strictObject({ ...pagingShape, ...sortShape, ...filterShape })),
    exportSchema: checked(z.strictObject({ ...sortShape, ...filterShape, format: z.enum(EXPORT_FORMATS) })),
  };
}

/** Any list made by `defineList`, as code that serves every list takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListDefinition = ReturnType<typeof defineList<string, z.ZodType, any, readonly [string, ...string[]]>>;
/** What a caller may send to the list, its summary and its export: the definition's input types. */
export type ListParams<D extends ListDefinition> = z.input<D['querySchema']>;
export type ListFilterParams<D extends ListDefinition> = z.input<D['filtersSchema']>;
export type ListExportParams<D extends ListDefinition> = z.input<D['exportSchema']>;
export type ListResponseOf<D extends ListDefinition> = z.output<D['responseSchema']>;
/** What the server reads once the list's schemas have parsed the query: the definition's output types. */
export type ListQuery<D extends ListDefinition> = z.output<D['querySchema']>;
export type ListExportQuery<D extends ListDefinition> = z.output<D['exportSchema']>;

export const idParamsSchema = z.object({ id: idParam });
export type IdParams = z.infer<typeof idParamsSchema>;
