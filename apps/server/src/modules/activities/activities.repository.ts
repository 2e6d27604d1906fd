import { and, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ACTIVITY_SORT_FIELDS } from '@workspace/shared/insight/activities.constants';
import type { ActivityNameKind } from '@workspace/shared/insight/activity-reading';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { companies } from '../../db/schema/companies';
import { expenseCategories } from '../../db/schema/expense-categories';
import { projects } from '../../db/schema/projects';
import { ticketCategories } from '../../db/schema/ticket-categories';
import { users } from '../../db/schema/users';
import { matches } from '../../lib/search';
import { bound, defineServerList, leftJoin, searchFilter } from '../../db/list-engine';
import { slot } from '../../db/prepared-queries';
import type { ListSort } from '../../lib/text-order';

/* The audit trail as the master reads it: the rows of `activities` with their actor (a left join: a row written without an actor keeps a null one). */

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

/** An audit row as the list reads it; the names its changes point at are added by the service. */
export type ActivityRow = Omit<Activity, 'names'>;

/** Midnight starting `day` in the company's time zone, as a moment. */
const startOfDay = (day: SQLWrapper) => sql`(${day}::date)::timestamp at time zone ${slot('timeZone')}`;
const startOfNextDay = (day: SQLWrapper) => sql`(${day}::date + 1)::timestamp at time zone ${slot('timeZone')}`;

/**
 * The distinct values of an indexed code column of `activities` (action, entity type), read by
 * skipping along the index that leads with it: one probe per value, where DISTINCT read every row
 * (395 ms for both on a million rows on the embedded database). `where` narrows the values found,
 * with `value` standing for each.
 */
function distinctCodes(
  column: typeof activities.action | typeof activities.entityType,
  where?: (value: SQL) => SQL,
): SQL {
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
function searchCondition(q: SQLWrapper): SQL {
  return or(
    sql`${activities.action} = any(array(${distinctCodes(activities.action, (value) => matches(value, q))}))`,
    sql`${activities.entityType} = any(array(${distinctCodes(activities.entityType, (value) => matches(value, q))}))`,
    // The full name, so "Deniz Yalçın" finds Deniz Yalçın, or the email; a row without an actor matches
    // nothing here. The users list's indexed expression (name, surname, email, phone) finds the candidates.
    sql`${activities.actorId} = any(array(select ${users.id} from ${users} where ${and(
      matches(
        sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`,
        q,
      ),
      or(matches(sql`${users.name} || ' ' || ${users.surname}`, q), matches(users.email, q)),
    )}))`,
  )!;
}

/*
 * The audit trail (db/list-engine.ts). It grows without end, so its count stops one past the bound
 * (lib/chunks): a million rows are not counted again for every page. Newest first (the default)
 * walks activities_created_idx backwards and joins as it goes; any other order finds the page's ids
 * first (docs/decisions/027), joined to the actor only to sort by their name.
 */
export const activityListQuery = defineServerList<ActivityRow, ActivityFilters, ActivitySort['sort']>({
  name: 'activities',
  table: activities,
  select: {
    id: activities.id,
    actor: { id: actor.id, name: actor.name, surname: actor.surname, type: actor.type },
    action: activities.action,
    entityType: activities.entityType,
    entityId: activities.entityId,
    changes: activities.changes,
    ip: activities.ip,
    createdAt: activities.createdAt,
  },
  joins: { actor: leftJoin(actor, activities.actorId) },
  filters: {
    q: searchFilter(searchCondition),
    actorId: bound((value) => eq(activities.actorId, value)),
    action: bound((value) => eq(activities.action, value)),
    entityType: bound((value) => eq(activities.entityType, value)),
    entityId: bound((value) => eq(activities.entityId, value)),
    dateFrom: bound((value) => gte(activities.createdAt, startOfDay(value))),
    dateTo: bound((value) => lt(activities.createdAt, startOfNextDay(value))),
  },
  sorts: {
    createdAt: { keys: [activities.createdAt] },
    action: { keys: [activities.action] },
    entityType: { keys: [activities.entityType] },
    // The actor's name in the reader's alphabet; the rest are times and codes.
    actor: { keys: [actor.name, actor.surname], text: true, join: 'actor' },
  },
  indexOrders: [{ sort: 'createdAt' }],
  bounded: true,
});

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
export function latestActivities(db: DbOrTx, limit: number): Promise<ActivityRow[]> {
  return activityListQuery.slice(
    db,
    { timeZone: 'UTC' },
    { sort: 'createdAt', order: 'desc', language: 'en' },
  )(limit, 0);
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
