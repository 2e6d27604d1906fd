import {
  and,
  Column,
  count,
  eq,
  getTableColumns,
  inArray,
  is,
  Placeholder,
  SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { DbOrTx } from './client';
import { isoTimestamp, preparedQuery, preparedRows, slot, type Preparable, type Writable } from './prepared-queries';
import { countBound, inChunks, pageOf } from '../lib/chunks';
import { likePattern } from '../lib/search';
import { pageIdsOf } from '../lib/sql';
import { orderKey, textKeys, type ListSort, type SortDirection } from '../lib/text-order';

/*
 * One list engine (docs/decisions/034), the server's twin of shared's `defineList`. A list is
 * declared once: its table, the select its answer reads, the joins, the filters, the scope, the
 * sorts with the orders an index gives, the counting methods it allows and how a search collects
 * its matches. From that the engine builds, once per shape (db/prepared-queries.ts), the page, the
 * search, the count, the aggregates (a summary) and the single record, picks the page statement
 * (an index walk or ids first) and reads every row with one reader compiled from the select.
 */

type Leaf = PgColumn | SQL | SQL.Aliased;
/** What a list's answer reads, nested as the answer is: columns, or SQL over the list's own table. */
export type Selection = { [key: string]: Leaf | Selection };

/** A table the answer reads, joined by its id to the list row's `by` column. */
export type Join = { table: PgTable & { id: PgColumn }; by: PgColumn; kind: 'inner' | 'left' };
export const innerJoin = (table: Join['table'], by: PgColumn): Join => ({ table, by, kind: 'inner' });
export const leftJoin = (table: Join['table'], by: PgColumn): Join => ({ table, by, kind: 'left' });

/**
 * A filter. `where` gets the filter's slot (bound: one statement serves every value), or for a
 * `literal` filter its value, which is then written into the SQL (one statement per value: a status
 * whose index the plan must see); a `flag` filter adds its condition when true. `bind` makes the
 * bound value (a search term's LIKE pattern); `join` names the join its condition reads, which a
 * count then joins too.
 */
export type Filter = {
  where: (value: never) => SQL | undefined;
  literal?: readonly unknown[];
  flag?: true;
  bind?: (value: never) => unknown;
  join?: string;
};

/** How a sort orders: its keys (`text`: in the reader's alphabet), the join they read, where missing ones go. */
export type Sort = { keys: SQLWrapper[]; text?: true; join?: string; nulls?: 'last' };

/**
 * A trigger-kept count (docs/decisions/027): the rows of `table` summed in `count`. It counts a list
 * only when every filter set is one of its own `filters` (an allow-list: a filter it does not name
 * is counted from the rows), the scope is everyone, and `when` agrees.
 */
export type KeptCount<F> = {
  table: PgTable;
  count: PgColumn;
  filters: Partial<Record<keyof F, Filter>>;
  when?: (filters: F) => boolean;
};

export type ListDeclaration<F extends object, S extends string> = {
  /** Statement names start with it (`tasks_page_…`). */
  name: string;
  table: PgTable & { id: PgColumn };
  select: Selection;
  joins?: Record<string, Join>;
  filters: Partial<Record<keyof F, Filter>>;
  /** The columns a record scope reads: its user is the slot `scopeUserId`; `all: false`, a list never read unscoped. */
  scope?: { assignedTo?: PgColumn; ownedBy?: PgColumn; all?: false };
  sorts: Record<S, Sort>;
  /** A key ahead of every sort, ascending unless `order` (tasks: open work first), left out when `omitWhen` is set. */
  leadingKey?: { key: SQL | PgColumn; order?: SortDirection; omitWhen?: keyof F };
  /**
   * Orders an index gives (any direction unless `order`): their page is one joined walk; any other
   * finds its ids first. `every`: each order is one joined walk (a list small enough to sort whole).
   */
  indexOrders: { sort: S; order?: SortDirection }[] | 'every';
  /** Counting methods beside the exact count: the kept count, if any. */
  kept?: KeptCount<F>;
  /** The count stops one past the bound (`countBound`, "1,000+"): a list that grows without end and has no kept count. */
  bounded?: true;
  /** How a search collects its matches: their ids and keys, or the list's own columns too (`row`), so the page is not read again. */
  search?: 'ids' | 'row';
  /** Conditions a call may add by name (a search's deadline window). */
  extras?: Record<string, SQL>;
};

type Paging = { page: number; pageSize: number };
type Scoped = { scope?: RecordScope };

/* ---------- the reader ---------- */

type LeafOf = { path: string[]; leaf: Leaf };

function leavesOf(selection: Selection, path: string[] = []): LeafOf[] {
  return Object.entries(selection).flatMap(([key, value]) =>
    is(value, Column) || is(value, SQL) || is(value, SQL.Aliased)
      ? [{ path: [...path, key], leaf: value }]
      : leavesOf(value, [...path, key]),
  );
}

const isTimestamp = (leaf: Leaf) => is(leaf, Column) && leaf.columnType.startsWith('PgTimestamp');

/**
 * One function that turns a row as the driver sends it (an array, in the select's order, dates and
 * timestamps as text) into the answer: nested objects as the select nests them (null when their
 * first value is: a left join that found nothing), timestamps written as ISO strings
 * (`isoTimestamp`), everything else as sent. Compiled once per list, so a row costs one object
 * literal per level and nothing else.
 */
export function readerOf<Row>(selection: Selection): (row: unknown[]) => Row {
  let index = 0;
  const write = (part: Selection): string => {
    const fields = Object.entries(part).map(([key, value]) => {
      if (is(value, Column) || is(value, SQL) || is(value, SQL.Aliased)) {
        const at = `r[${index++}]`;
        return `${JSON.stringify(key)}: ${isTimestamp(value) ? `${at} === null ? null : iso(${at})` : at}`;
      }
      const first = `r[${index}]`;
      return `${JSON.stringify(key)}: ${first} === null ? null : ${write(value)}`;
    });
    return `{ ${fields.join(', ')} }`;
  };
  return new Function('iso', `return (r) => (${write(selection)});`)(isoTimestamp) as (row: unknown[]) => Row;
}

/* ---------- placeholders only ---------- */

/** Fails when a statement would bind anything but a placeholder: a value in a shape would be kept for every later call. */
export function onlyPlaceholders<Q extends Writable>(name: string, query: Q): Q {
  const bound = query.toSQL().params.find((param) => !is(param, Placeholder));
  if (bound !== undefined)
    throw new Error(
      `list statement ${name} binds the value ${JSON.stringify(bound)}: write slot(...) or declare the filter literal`,
    );
  return query;
}

/* ---------- the engine ---------- */

const setValue = (value: unknown) => value !== undefined && value !== null && value !== '';

export function defineServerList<Row, F extends Scoped & object, S extends string>(list: ListDeclaration<F, S>) {
  const { table, select, joins = {}, filters: declared, sorts, kept, extras = {} } = list;
  const read = readerOf<Row>(select);
  const leaves = leavesOf(select);
  const filterKeys = Object.keys(declared) as (keyof F & string)[];
  const tableColumns = getTableColumns(table);
  const propertyOf = (column: SQLWrapper) => Object.entries(tableColumns).find(([, own]) => own === column)?.[0];

  type Shape = { set: Record<string, unknown>; scope: RecordScope['kind']; extra?: string };

  function shapeOf(filters: F, extra?: string): Shape {
    const set: Record<string, unknown> = {};
    for (const key of filterKeys) {
      const filter = declared[key]!;
      const value = filters[key];
      if (filter.literal) {
        if (value === undefined) continue;
        if (!filter.literal.includes(value))
          throw new Error(`${list.name}: ${key} may not be ${JSON.stringify(value)}`);
        set[key] = value;
      } else if (filter.flag ? value === true : setValue(value)) set[key] = true;
    }
    return { set, scope: filters.scope?.kind ?? 'all', ...(extra ? { extra } : {}) };
  }

  function valuesOf(filters: F): Record<string, unknown> {
    const values: Record<string, unknown> = { ...filters, scope: undefined };
    for (const key of filterKeys) {
      const bind = declared[key]!.bind as ((value: unknown) => unknown) | undefined;
      if (bind && setValue(filters[key])) values[key] = bind(filters[key]);
    }
    if (filters.scope && filters.scope.kind !== 'all') values.scopeUserId = filters.scope.userId;
    return values;
  }

  function conditions(shape: Shape, on: Partial<Record<keyof F, Filter>>): (SQL | undefined)[] {
    return Object.entries(shape.set).map(([key, value]) => {
      const filter = on[key as keyof F]!;
      return (filter.where as (value: unknown) => SQL | undefined)(filter.literal ? value : slot(key));
    });
  }

  function whereOf(shape: Shape): SQL | undefined {
    const scopeColumn = shape.scope === 'all' ? undefined : list.scope?.[shape.scope];
    if (shape.scope === 'all' ? list.scope?.all === false : !scopeColumn)
      throw new Error(`${list.name} is not read with scope ${shape.scope}`);
    return and(
      ...conditions(shape, declared),
      scopeColumn ? eq(scopeColumn, slot('scopeUserId')) : undefined,
      shape.extra ? extras[shape.extra] : undefined,
    );
  }

  /** Whether the kept count counts this list: every filter set is one it allows (and the scope is everyone). */
  function keptCounts(filters: F, shape: Shape): boolean {
    if (!kept || shape.scope !== 'all' || shape.extra) return false;
    return Object.keys(shape.set).every((key) => key in kept.filters) && (kept.when?.(filters) ?? true);
  }

  const sortKeysOf = (sort: ListSort<S>): SQL[] => {
    const spec = sorts[sort.sort];
    return spec.text ? spec.keys.flatMap((key) => textKeys(key, sort.language)) : spec.keys.map((key) => sql`${key}`);
  };
  const leadingOf = (shape: Shape) =>
    list.leadingKey && !(list.leadingKey.omitWhen && list.leadingKey.omitWhen in shape.set)
      ? [list.leadingKey.key]
      : [];
  function orderOf(sort: ListSort<S>, shape: Shape): SQL[] {
    const nulls = sorts[sort.sort].nulls;
    return [
      ...leadingOf(shape).map((key) => orderKey(key, list.leadingKey!.order ?? 'asc')),
      ...sortKeysOf(sort).map((key) => orderKey(key, sort.order, nulls)),
      orderKey(table.id, sort.order),
    ];
  }

  function joined<Q extends PgSelect>(query: Q, only?: string | string[], on: Record<string, SQLWrapper> = {}): Q {
    let result = query;
    for (const [name, join] of Object.entries(joins)) {
      if (only !== undefined && !(Array.isArray(only) ? only.includes(name) : name === only)) continue;
      const condition = eq(join.table.id, (on[name] ?? join.by) as Column);
      result = (join.kind === 'inner'
        ? result.innerJoin(join.table, condition)
        : result.leftJoin(join.table, condition)) as unknown as Q;
    }
    return result;
  }
  const fromList = (db: DbOrTx, selection: Selection) =>
    joined(db.select(drizzleFields(selection)).from(table).$dynamic());

  /* The joins the filters set read (a search on a joined name): a count joins only those. */
  const filterJoins = (shape: Shape) => Object.keys(shape.set).flatMap((key) => declared[key as keyof F]!.join ?? []);
  const isIndexOrder = (sort: ListSort<S>) =>
    list.indexOrders === 'every' ||
    list.indexOrders.some((order) => order.sort === sort.sort && (!order.order || order.order === sort.order));

  type PageShape = { shape: Shape; sort: ListSort<S> };

  /* The page: in an order an index gives one joined walk; in any other, the page's ids first (docs/decisions/027). */
  const pageQuery = preparedRows(
    `${list.name}_page`,
    (db, { shape, sort }: PageShape) => {
      const order = orderOf(sort, shape);
      if (isIndexOrder(sort)) {
        return onlyPlaceholders(
          list.name,
          fromList(db, select)
            .where(whereOf(shape))
            .orderBy(...order)
            .limit(slot('limit'))
            .offset(slot('offset')),
        );
      }
      const ids = joined(db.select({ id: table.id }).from(table).$dynamic(), sorts[sort.sort].join ?? '');
      const pageIds = pageIdsOf(db, ids, whereOf(shape), order);
      const rows = db
        .with(pageIds)
        .select(drizzleFields(select))
        .from(pageIds)
        .innerJoin(table, eq(table.id, pageIds.id))
        .$dynamic();
      return onlyPlaceholders(list.name, joined(rows).orderBy(...order));
    },
    read,
  );

  /*
   * A search (docs/decisions/005, 025): its matches are collected once in a CTE (read twice, so
   * planned alone: one scan of the trigram index), counted, sorted on their keys, and only the
   * page is joined to what the answer shows. `ids` collects the ids and keys; `row` also the
   * list's own columns, which the page then reads from the CTE instead of the table.
   */
  const searchQuery = preparedRows(
    `${list.name}_search`,
    (db, { shape, sort }: PageShape) => {
      const leading =
        list.leadingKey && (is(list.leadingKey.key, SQL) ? list.leadingKey.key : sql`${list.leadingKey.key}`);
      const keys = [...(leading ? [leading] : []), ...sortKeysOf(sort)].map((key, index) => key.as(`sort_${index}`));
      const fixed = list.leadingKey ? 1 : 0;
      const nulls = sorts[sort.sort].nulls;
      const keyOrder = (source: object, id: SQLWrapper) => [
        ...keys.map((_, index) => {
          const key = (source as Record<string, SQL.Aliased>)[`k${index}`]!;
          return index < fixed ? orderKey(key, list.leadingKey!.order ?? 'asc') : orderKey(key, sort.order, nulls);
        }),
        orderKey(id, sort.order),
      ];
      const named = Object.fromEntries(keys.map((key, index) => [`k${index}`, key]));
      const total = sql<number>`(select count(*) from ${sql.identifier('matches')})::int`;
      if (list.search === 'row') {
        // The own columns the answer and the joins read, and the select's expressions, named.
        const carried: Record<string, SQL.Aliased | PgColumn> = {};
        for (const { path, leaf } of leaves) {
          if (is(leaf, Column)) {
            const property = propertyOf(leaf);
            if (property) carried[property] = leaf;
          } else carried[path.join('_')] = is(leaf, SQL) ? leaf.as(snake(path.join('_'))) : leaf;
        }
        for (const join of Object.values(joins)) carried[propertyOf(join.by)!] = join.by;
        const matchQuery = joined(
          db
            .select({ ...carried, ...named })
            .from(table)
            .$dynamic(),
          sorts[sort.sort].join ?? '',
        );
        const matches = db.$with('matches').as(matchQuery.where(whereOf(shape)));
        const page = db.$with('page').as(
          db
            .select()
            .from(matches)
            .orderBy(...keyOrder(matches, (matches as unknown as Record<string, SQLWrapper>).id!))
            .limit(slot('limit'))
            .offset(slot('offset')),
        );
        const fields = page as unknown as Record<string, SQLWrapper>;
        const onPage = (part: Selection, path: string[] = []): Selection =>
          Object.fromEntries(
            Object.entries(part).map(([key, value]) => {
              if (is(value, Column)) return [key, propertyOf(value) ? fields[propertyOf(value)!] : value];
              if (is(value, SQL) || is(value, SQL.Aliased)) return [key, fields[[...path, key].join('_')]];
              return [key, onPage(value, [...path, key])];
            }),
          ) as Selection;
        const by = Object.fromEntries(
          Object.entries(joins).map(([name, join]) => [name, fields[propertyOf(join.by)!]!]),
        );
        const rows = db
          .with(matches, page)
          .select({ ...drizzleFields(onPage(select)), total })
          .from(page)
          .$dynamic();
        return onlyPlaceholders(list.name, joined(rows, undefined, by).orderBy(...keyOrder(page, fields.id!)));
      }
      const matchQuery = joined(
        db
          .select({ id: table.id, ...named })
          .from(table)
          .$dynamic(),
        sorts[sort.sort].join ?? '',
      );
      const matches = db.$with('matches').as(matchQuery.where(whereOf(shape)));
      const pageIds = db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(...keyOrder(matches, matches.id))
        .limit(slot('limit'))
        .offset(slot('offset'));
      const rows = db
        .with(matches)
        .select({ ...drizzleFields(select), total })
        .from(table)
        .$dynamic();
      return onlyPlaceholders(
        list.name,
        joined(rows)
          .where(inArray(table.id, pageIds))
          .orderBy(...orderOf(sort, shape)),
      );
    },
    (row) => ({ row: read(row), total: row[leaves.length] as number }),
  );

  const countQuery = preparedQuery(`${list.name}_count`, (db, shape: Shape) => {
    const rows = (selection: Record<string, SQL>) =>
      joined(db.select(selection).from(table).$dynamic(), filterJoins(shape)).where(whereOf(shape));
    if (!list.bounded) return onlyPlaceholders(list.name, rows({ total: count() }));
    // Bounded: at most `atMostPlusOne` rows are counted (in date order the newest, along the index).
    const counted = rows({ one: sql`1` })
      .limit(slot('atMostPlusOne'))
      .as('counted');
    return onlyPlaceholders(list.name, db.select({ total: count() }).from(counted));
  });
  const keptWhere = (shape: Shape) => and(...conditions(shape, kept!.filters));
  const keptCountQuery = preparedQuery(`${list.name}_count_kept`, (db, shape: Shape) =>
    onlyPlaceholders(
      list.name,
      db
        .select({ total: sql<number>`coalesce(sum(${kept!.count}), 0)::int` })
        .from(kept!.table)
        .where(keptWhere(shape)),
    ),
  );
  const oneQuery = preparedRows(
    `${list.name}_one`,
    (db) => onlyPlaceholders(list.name, fromList(db, select).where(eq(table.id, slot('id')))),
    read,
  );

  /** The matching rows in order, `limit` of them from `offset`: a page or a chunk of an export. */
  function slice(db: DbOrTx, filters: F, sort: ListSort<S>) {
    const shape = { shape: shapeOf(filters), sort };
    const values = valuesOf(filters);
    return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
  }

  /** How many rows match: from the kept count when it allows every filter set, from the rows otherwise; `extra` adds a named condition. */
  async function countOf(
    db: DbOrTx,
    filters: F,
    extra?: { name: string; values: Record<string, unknown> },
    atMostPlusOne?: number,
  ): Promise<number> {
    const shape = shapeOf(filters, extra?.name);
    const counted = keptCounts(filters, shape) ? keptCountQuery : countQuery;
    const [row] = await counted.execute(db, shape, { ...valuesOf(filters), ...extra?.values, atMostPlusOne });
    return Number(row?.total ?? 0);
  }

  return {
    read,
    slice,
    count: countOf,
    /**
     * A page and the number of every matching row; a short first page is its own count. A bounded
     * list's total beyond the bound is the bound, and `totalIsAtLeast` says so.
     */
    async list(
      db: DbOrTx,
      filters: F,
      sort: ListSort<S>,
      page: Paging,
    ): Promise<{ rows: Row[]; total: number; totalIsAtLeast: boolean }> {
      const rows = await pageOf(slice(db, filters, sort), page);
      if (page.page === 1 && rows.length < page.pageSize) return { rows, total: rows.length, totalIsAtLeast: false };
      if (!list.bounded) return { rows, total: await countOf(db, filters), totalIsAtLeast: false };
      const bound = countBound(page);
      const total = await countOf(db, filters, undefined, bound + 1);
      return total > bound ? { rows, total: bound, totalIsAtLeast: true } : { rows, total, totalIsAtLeast: false };
    },
    /** A search's page and its matches, from one statement; `extra` narrows the matches by a named condition. */
    async search(
      db: DbOrTx,
      filters: F,
      sort: ListSort<S>,
      page: Paging,
      extra?: { name: string; values: Record<string, unknown> },
    ) {
      const values = {
        ...valuesOf(filters),
        ...extra?.values,
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      };
      const rows = await searchQuery.execute(db, { shape: shapeOf(filters, extra?.name), sort }, values);
      // Past the last page the rows carry no count: count on its own.
      if (rows.length === 0) return { rows: [] as Row[], total: await countOf(db, filters, extra) };
      return { rows: rows.map((row) => row.row), total: rows[0]!.total };
    },
    /** Every matching row, in chunks, for exports; `then` completes each chunk (names, bursts). */
    iterate<R = Row>(db: DbOrTx, filters: F, sort: ListSort<S>, then?: (rows: Row[]) => Promise<R[]>) {
      const rows = slice(db, filters, sort);
      return inChunks(async (limit, offset) =>
        then ? then(await rows(limit, offset)) : ((await rows(limit, offset)) as unknown as R[]),
      );
    },
    /** One record read as the list reads its rows (`values`: what the select's slots take, such as today). */
    async find(db: DbOrTx, id: number, values: Record<string, unknown> = {}): Promise<Row | undefined> {
      const [row] = await oneQuery.execute(db, undefined, { ...values, id });
      return row;
    },
    /**
     * A statement of the list's own under its filters (a summary), built once per shape: `rows`
     * reads the list's table (`join` adds the joins the filters set read), `kept` (when given) the
     * kept counts, picked as the count is.
     */
    aggregate<R>(
      name: string,
      build: {
        rows: (
          db: DbOrTx,
          where: SQL | undefined,
          join: <Q extends PgSelect>(query: Q) => Q,
        ) => Preparable<R> & Writable;
        kept?: (db: DbOrTx, where: SQL | undefined) => Preparable<R> & Writable;
      },
    ) {
      const onRows = preparedQuery(`${list.name}_${name}`, (db, shape: Shape) =>
        onlyPlaceholders(
          list.name,
          build.rows(db, whereOf(shape), (query) => joined(query, filterJoins(shape))),
        ),
      );
      const onKept =
        build.kept &&
        preparedQuery(`${list.name}_${name}_kept`, (db, shape: Shape) =>
          onlyPlaceholders(list.name, build.kept!(db, keptWhere(shape))),
        );
      return (db: DbOrTx, filters: F, values: Record<string, unknown> = {}): Promise<R> => {
        const shape = shapeOf(filters);
        const query = onKept && keptCounts(filters, shape) ? onKept : onRows;
        return query.execute(db, shape, { ...valuesOf(filters), ...values });
      };
    },
  };
}

/* Drizzle's select takes nested objects one level deep in its types; the engine's selects nest as their answers do. */
const drizzleFields = (selection: Selection) => selection as unknown as Record<string, PgColumn>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A search term's filter: the folded LIKE pattern bound, `match` its condition on the slot. */
export function searchFilter(match: (pattern: SQLWrapper) => SQL): Filter {
  return { where: match, bind: (term: string) => likePattern(term) };
}

/** A bound filter: `where` gets the filter's slot. */
export const bound = (where: (value: SQLWrapper) => SQL): Filter => ({ where });
