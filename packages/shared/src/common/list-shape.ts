import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

/*
 * A list's shape without zod: its resource name, filter keys, sort keys, default order and page
 * size. The web reads a list's address and builds its requests from the shape alone, so a screen's
 * first render loads no schema library; `defineList` (list.schemas.ts) builds the list's zod
 * schemas from the same shape for the server and the forms.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ListShape<
  Name extends string = string,
  FilterKeys extends readonly string[] = readonly string[],
  Sort extends readonly [string, ...string[]] = readonly [string, ...string[]],
> = {
  /** The resource under `/api/`, which is also the first part of the web's query keys. */
  readonly name: Name;
  /** Filter keys beside the search box `q`, in the order of the URL. */
  readonly filterKeys: FilterKeys;
  readonly sortFields: Sort;
  readonly defaultSort: Sort[number];
  readonly defaultOrder: SortOrder;
  readonly pageSize: { readonly default: number; readonly max: number };
};

/** A list's shape; its filters' schemas, given to `defineList`, must name exactly `filterKeys`, in that order. */
export function defineListShape<
  const Name extends string,
  const FilterKeys extends readonly string[],
  const Sort extends readonly [string, ...string[]],
>(shape: {
  name: Name;
  filterKeys: FilterKeys;
  sortFields: Sort;
  defaultSort: Sort[number];
  defaultOrder?: SortOrder;
}): ListShape<Name, FilterKeys, Sort> {
  const { name, filterKeys, sortFields, defaultSort, defaultOrder = 'asc' } = shape;
  return {
    name,
    filterKeys,
    sortFields,
    defaultSort,
    defaultOrder,
    pageSize: { default: PAGE_SIZE_DEFAULT, max: PAGE_SIZE_MAX },
  };
}
