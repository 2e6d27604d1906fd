import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ACTIVITY_SORT_FIELDS } from '@workspace/shared/insight/activities.constants';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { inChunks, pageWithTotal } from '../../lib/chunks';
import { likePattern, matches } from '../../lib/search';
import { setFilters, type SetFilters } from '../../lib/sql';
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

function whereActivities(filters: ActivityShape): SQL | undefined {
  const q = slot('q');
  return and(
    filters.q
      ? or(
          matches(activities.action, q),
          matches(activities.entityType, q),
          // The full name, so "Deniz Yalçın" finds Deniz Yalçın; null without an actor, which matches nothing.
          matches(sql`${actor.name} || ' ' || ${actor.surname}`, q),
          matches(actor.email, q),
        )
      : undefined,
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

/* One statement: the audit row with its actor. */
function selectActivities(db: DbOrTx) {
  return db
    .select({
      id: activities.id,
      actor: { id: actor.id, name: actor.name, surname: actor.surname, type: actor.type },
      action: activities.action,
      entityType: activities.entityType,
      entityId: activities.entityId,
      changes: activities.changes,
      ip: activities.ip,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .leftJoin(actor, eq(actor.id, activities.actorId));
}

export type ActivityView = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

const pageQuery = preparedQuery('activities_page', (db, { filters, sort }: { filters: ActivityShape; sort: ActivitySort }) =>
  selectActivities(db)
    .where(whereActivities(filters))
    .orderBy(...orderActivities(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
/* The count needs the actor only when the search reads their name. */
const countQuery = preparedQuery('activities_count', (db, filters: ActivityShape) => {
  const query = db.select({ total: count() }).from(activities).$dynamic();
  return (filters.q ? query.leftJoin(actor, eq(actor.id, activities.actorId)) : query).where(whereActivities(filters));
});

/** The matching rows in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceActivities(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort) {
  const shape = { filters: setFilters(filters), sort };
  const values = valuesOf(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export function listActivities(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceActivities(db, filters, sort), page, countQuery.execute(db, setFilters(filters), valuesOf(filters)));
}

/** Every matching row, in chunks, for exports. */
export function iterateActivities(db: DbOrTx, filters: ActivityFilters, sort: ActivitySort) {
  return inChunks(sliceActivities(db, filters, sort));
}

/** The newest `limit` rows, newest first (the dashboard), read backwards along activities_created_idx. */
export function latestActivities(db: DbOrTx, limit: number) {
  return selectActivities(db).orderBy(desc(activities.createdAt), desc(activities.id)).limit(limit);
}

/** The distinct actions and record types, sorted, for the list's filters. */
export async function activityFacets(db: DbOrTx) {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: activities.action }).from(activities).orderBy(asc(activities.action)),
    db.selectDistinct({ value: activities.entityType }).from(activities).orderBy(asc(activities.entityType)),
  ]);
  return { actions: actions.map((row) => row.value), entityTypes: entityTypes.map((row) => row.value) };
}
