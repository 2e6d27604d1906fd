import { and, count, desc, eq, gte, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ACTIVITY_SORT_FIELDS } from '@workspace/shared/insight/activities.constants';
import type { ActivityNameKind } from '@workspace/shared/insight/activity-reading';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { companies } from '../../db/schema/companies';
import { expenseCategories } from '../../db/schema/expense-categories';
import { projects } from '../../db/schema/projects';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { users } from '../../db/schema/users';
import { inChunks, pageWithBoundedTotal } from '../../lib/chunks';
import { likePattern, matches } from '../../lib/search';
import { pageIdsOf, setFilters, type SetFilters } from '../../lib/sql';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { orderKey, textKeys, type ListSort } from '../../lib/text-order';

/*
 * The audit trail as the master reads it: the rows of `activities` with their actor (a left join:
 * a row written without an actor keeps a null one). The page, its count and the export share one
 * WHERE and one ORDER BY, so they always agree.
 */

export type ActivityFilters = {
  q?: string;
  actorId?: number;
  action?: string;
  entityType?: string;
  entityId?: number;
  /** Days of the action, inclusive (YYYY-MM-DD), in `timeZone`. */
  dateFrom?: string;
  dateTo?: string;
  timeZone: string;
};
export type ActivitySort = ListSort<(typeof ACTIVITY_SORT_FIELDS)[number]>;

const actor = alias(users, 'actor');

/* Which filters are set shapes the statement; each set one is a slot of its name, and so is the time zone. */
type ActivityShape = SetFilters<ActivityFilters>;

const valuesOf = (filters: ActivityFilters) => ({ ...filters, q: filters.q ? likePattern(filters.q) : undefined });

/** Midnight starting `day` in the company's time zone, as a moment. */
const startOfDay = (day: SQLWrapper) => sql`(${day}::date)::timestamp at time zone ${slot('timeZone')}`;
const startOfNextDay = (day: SQLWrapper) => sql`(${day}::date + 1)::timestamp at time zone ${slot('timeZone')}`;

/**
 * The distinct values of an indexed code column of `activities` (action, entity type), read by
 * skipping along the index that leads with it: one probe per value, where DISTINCT read every row
 * (395 ms for both on a million rows on the embedded database). `where` narrows the values found,
 * with `value` standing for each.
 */
function distinctCodes(column: typeof activities.action | typeof activities.entityType, where?: (value: SQL) => SQL): SQL {
  const value = sql.raw('skip.value');
  return sql`with recursive skip(value) as (
      (select ${column} from ${activities} order by ${column} limit 1)
      union all
      select (select ${column} from ${activities} where ${column} > ${value} order by ${column} limit 1) from skip where ${value} is not null
    ) select ${value} from skip where ${value} is not null${where ? sql` and ${where(value)}` : sql``}`;
}

/*
 * A search matches a row's action or record type (codes: the few distinct ones are matched, then
 * the rows holding them are found by index) or its actor's full name or email (the users are
 * matched, then their rows). Folding and matching every row instead took 5 s per code column on a
 * million rows on the embedded database (docs/decisions/028). Each `= any(array(...))` is worked
 * out once per statement, and each is an index condition.
 */
function searchCondition(q: Placeholder): SQL {
  return or(
    sql`${activities.action} = any(array(${distinctCodes(activities.action, (value) => matches(value, q))}))`,
    sql`${activities.entityType} = any(array(${distinctCodes(activities.entityType, (value) => matches(value, q))}))`,
    // The full name, so "Deniz Yalçın" finds Deniz Yalçın, or the email; a row without an actor matches
    // nothing here. The users list's indexed expression (name, surname, email, phone) finds the candidates.
    sql`${activities.actorId} = any(array(select ${users.id} from ${users} where ${and(
      matches(sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`, q),
      or(matches(sql`${users.name} || ' ' || ${users.surname}`, q), matches(users.email, q)),
    )}))`,
  )!;
}

function whereActivities(filters: ActivityShape): SQL | undefined {
  return and(
    filters.q ? searchCondition(slot('q')) : undefined,
    filters.actorId ? eq(activities.actorId, slot('actorId')) : undefined,
    filters.action ? eq(activities.action, slot('action')) : undefined,
    filters.entityType ? eq(activities.entityType, slot('entityType')) : undefined,
    filters.entityId ? eq(activities.entityId, slot('entityId')) : undefined,
    filters.dateFrom ? gte(activities.createdAt, startOfDay(slot('dateFrom'))) : undefined,
    filters.dateTo ? lt(activities.createdAt, startOfNextDay(slot('dateTo'))) : undefined,
  );
}

const sortColumns = {
  createdAt: [activities.createdAt],
  action: [activities.action],
  entityType: [activities.entityType],
  actor: [actor.name, actor.surname],
} as const;

function orderActivities(sort: ActivitySort): SQL[] {
  const columns = sortColumns[sort.sort];
  // The actor's name in the reader's alphabet; the rest are times and codes.
  const keys = sort.sort === 'actor' ? columns.flatMap((column) => textKeys(column, sort.language)) : columns.map((column) => sql`${column}`);
  return [...keys.map((key) => orderKey(key, sort.order)), orderKey(activities.id, sort.order)];
}

const activityColumns = {
  id: activities.id,
  actor: { id: actor.id, name: actor.name, surname: actor.surname, type: actor.type },
  action: activities.action,
  entityType: activities.entityType,
  entityId: activities.entityId,
  changes: activities.changes,
  ip: activities.ip,
  createdAt: activities.createdAt,
};

/* One statement: the audit row with its actor. */
function selectActivities(db: DbOrTx) {
  return db.select(activityColumns).from(activities).leftJoin(actor, eq(actor.id, activities.actorId));
}

export type ActivityView = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

/*
 * Newest first (the default) walks activities_created_idx backwards and joins as it goes; any
 * other order finds the page's ids first (docs/decisions/027), joined to the actor only to sort by
 * their name.
 */
const pageQuery = preparedQuery('activities_page', (db, { filters, sort }: { filters: ActivityShape; sort: ActivitySort }) => {
  const order = orderActivities(sort);
  if (sort.sort === 'createdAt') {
    return selectActivities(db)
      .where(whereActivities(filters))
      .orderBy(...order)
      .limit(slot('limit'))
      .offset(slot('offset'));
  }
  let ids = db.select({ id: activities.id }).from(activities).$dynamic();
  if (sort.sort === 'actor') ids = ids.leftJoin(actor, eq(actor.id, activities.actorId));
  const pageIds = pageIdsOf(db, ids, whereActivities(filters), order);
  return db
    .with(pageIds)
    .select(activityColumns)
    .from(pageIds)
    .innerJoin(activities, eq(activities.id, pageIds.id))
    .leftJoin(actor, eq(actor.id, activities.actorId))
    .orderBy(...order);
});
/*
 * The trail grows without end, so its count stops one past the bound (lib/chunks): a million rows
 * are not counted again for every page. In date order the newest rows are read along the index.
 */
const countQuery = preparedQuery('activities_count', (db, filters: ActivityShape) => {
  const counted = db
    .select({ one: sql`1` })
    .from(activities)
    .where(whereActivities(filters))
    .limit(slot('atMostPlusOne'))
    .as('counted');
  return db.select({ total: count() }).from(counted);
});

/** The matching rows in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceActivities(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort) {
  const shape = { filters: setFilters(filters), sort };
  const values = valuesOf(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export function listActivities(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort, page: { page: number; pageSize: number }) {
  return pageWithBoundedTotal(sliceActivities(db, filters, sort), page, (atMostPlusOne) =>
    countQuery.execute(db, setFilters(filters), { ...valuesOf(filters), atMostPlusOne }),
  );
}

/** Every matching row, a chunk at a time, for exports; `then` completes each chunk (its names). */
export function iterateActivities<R>(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort, then: (rows: ActivityView[]) => Promise<R[]>) {
  const slice = sliceActivities(db, filters, sort);
  return inChunks(async (limit, offset) => then(await slice(limit, offset)));
}

/* What each kind of name is read from: a person by name and surname, the rest by name. */
const nameSources = {
  user: { table: users, id: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` },
  company: { table: companies, id: companies.id, name: sql<string>`${companies.name}` },
  project: { table: projects, id: projects.id, name: sql<string>`${projects.name}` },
  expenseCategory: { table: expenseCategories, id: expenseCategories.id, name: sql<string>`${expenseCategories.name}` },
  ticketCategory: { table: ticketCategories, id: ticketCategories.id, name: sql<string>`${ticketCategories.name}` },
} as const;

/** The names of the given records of one kind, by id; one that no longer exists is left out. */
export async function namesOf(db: DbOrTx, kind: ActivityNameKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const source = nameSources[kind];
  const rows = await db
    .select({ id: source.id, name: source.name })
    .from(source.table)
    .where(sql`${source.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The newest `limit` rows, newest first (the dashboard), read backwards along activities_created_idx. */
export function latestActivities(db: DbOrTx, limit: number) {
  return selectActivities(db).orderBy(desc(activities.createdAt), desc(activities.id)).limit(limit);
}

/** The distinct actions and record types, sorted (the index order), for the list's filters. */
export async function activityFacets(db: DbOrTx) {
  const codesOf = async (column: typeof activities.action | typeof activities.entityType) => {
    const result = (await db.execute(distinctCodes(column))) as unknown as { rows: { value: string }[] };
    return result.rows.map((row) => row.value);
  };
  const [actions, entityTypes] = await Promise.all([codesOf(activities.action), codesOf(activities.entityType)]);
  return { actions, entityTypes };
}
