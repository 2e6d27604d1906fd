import { z } from 'zod';
import { idParam, searchField } from './fields';
import { EXPORT_FORMATS, SORT_ORDERS, type ListShape } from './list-shape';

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

type FilterKeysOf<Shape extends ListShape> = Shape['filterKeys'][number];

type ListSchemas<Shape extends ListShape, Item extends z.ZodType, Filters extends z.ZodRawShape> = {
  /** One row as the list answers it. */
  item: Item;
  /**
   * Filters beside the search box `q`, as a zod shape; every one is optional or has a default. Its
   * keys are the shape's `filterKeys`, in the same order (checked when the list is defined).
   */
  filters: Filters & Record<Exclude<keyof Filters, FilterKeysOf<Shape>>, never>;
  /** A rule across filters (a range whose start is after its end), run wherever the filters are read. */
  refine?: (value: z.output<z.ZodObject<{ q: typeof searchField } & Filters>>, ctx: z.RefinementCtx) => void;
};

/**
 * A list defined once, from its zod-free shape (list-shape.ts): the query of the list (paging,
 * sort, order, search, filters), of its summary (search and filters) and of its export (no paging,
 * a format). Every schema refuses a key it does not name, so a mistyped filter is a 400 instead of
 * the unfiltered list.
 */
export function defineList<
  const Shape extends ListShape,
  Item extends z.ZodType,
  const Filters extends z.ZodRawShape & Record<FilterKeysOf<Shape>, z.ZodType>,
>(shape: Shape, schemas: ListSchemas<Shape, Item, Filters>) {
  const { item, filters, refine } = schemas;
  const keys = Object.keys(filters);
  if (keys.length !== shape.filterKeys.length || keys.some((key, index) => key !== shape.filterKeys[index])) {
    throw new Error(
      `list ${shape.name}: the filters ${keys.join(', ')} are not the shape's ${shape.filterKeys.join(', ')}`,
    );
  }
  type Sort = Shape['sortFields'][number];
  const filterShape = { q: searchField, ...(filters as Filters) };
  const sortShape = {
    sort: z.enum(shape.sortFields).default(shape.defaultSort as never) as z.ZodDefault<z.ZodEnum<{ [K in Sort]: K }>>,
    order: z.enum(SORT_ORDERS).default(shape.defaultOrder),
  };
  const pagingShape = {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(shape.pageSize.max).default(shape.pageSize.default),
  };
  const checked = <T extends z.ZodObject>(schema: T): T => (refine ? schema.superRefine(refine as never) : schema);
  return {
    ...shape,
    responseSchema: listResponseSchema(item),
    /** `q` and the filters: the summary's query. */
    filtersSchema: checked(z.strictObject(filterShape)),
    querySchema: checked(z.strictObject({ ...pagingShape, ...sortShape, ...filterShape })),
    exportSchema: checked(z.strictObject({ ...sortShape, ...filterShape, format: z.enum(EXPORT_FORMATS) })),
  };
}

/** Any list made by `defineList`, as code that serves every list takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListDefinition = ReturnType<typeof defineList<ListShape, z.ZodType, any>>;
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
