import { and, eq, gt, gte, isNotNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BURST_MIN_FAILURES,
  BURST_WINDOW_MINUTES,
  type LOGIN_RECORD_SORT_FIELDS,
  type LoginStatus,
} from '@workspace/shared/insight/login-records.constants';
import type { Language } from '@workspace/shared/common/limits';
import type { DbOrTx } from '../../db/client';
import { loginRecords } from '../../db/schema/login-records';
import { users } from '../../db/schema/users';
import type { LoginRecord } from '@workspace/shared/insight/login-records.schemas';
import { bound, defineServerList, leftJoin, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';
import { qualified } from '../../lib/sql';

/* The login history as the master reads it: every attempt with the account it named (a left join: an email that belongs to nobody has no user). */

export type LoginRecordFilters = {
  q?: string;
  status?: LoginStatus;
  userId?: number;
  country?: string;
  /** Days of the attempt, inclusive (YYYY-MM-DD), in `timeZone`. */
  dateFrom?: string;
  dateTo?: string;
  /** Instants (ISO 8601): after `since`, up to `until` inclusive; a span that is not whole days. */
  since?: string;
  until?: string;
  timeZone: string;
};
export type LoginRecordSort = ListSort<(typeof LOGIN_RECORD_SORT_FIELDS)[number]>;

const account = alias(users, 'account');

const startOfDay = (day: SQLWrapper) => sql`(${day}::date)::timestamp at time zone ${slot('timeZone')}`;
const startOfNextDay = (day: SQLWrapper) => sql`(${day}::date + 1)::timestamp at time zone ${slot('timeZone')}`;

/** A login attempt as the list reads it; whether it is part of a burst is added after (`withBursts`). */
type LoginRecordRow = Omit<LoginRecord, 'burst'>;

/*
 * The login history (db/list-engine.ts). Each order is one joined statement; the count and the
 * summary join the account only for a search, which reads its name.
 */
export const loginRecordListQuery = defineServerList<LoginRecordRow, LoginRecordFilters, LoginRecordSort['sort']>({
  name: 'login_records',
  table: loginRecords,
  select: {
    id: loginRecords.id,
    user: { id: account.id, name: account.name, surname: account.surname },
    email: loginRecords.email,
    status: loginRecords.status,
    reason: loginRecords.reason,
    ip: loginRecords.ip,
    country: loginRecords.country,
    region: loginRecords.region,
    city: loginRecords.city,
    userAgent: loginRecords.userAgent,
    createdAt: loginRecords.createdAt,
  },
  joins: { account: leftJoin(account, loginRecords.userId) },
  filters: {
    q: {
      ...searchFilter((q) =>
        or(
          matches(loginRecords.email, q),
          // The full name, so "Deniz Yalçın" finds her; null without an account, which matches nothing.
          matches(sql`${account.name} || ' ' || ${account.surname}`, q),
          matches(loginRecords.ip, q),
          matches(loginRecords.country, q),
          matches(loginRecords.region, q),
        )!,
      ),
      join: 'account',
    },
    status: bound((value) => eq(loginRecords.status, value)),
    userId: bound((value) => eq(loginRecords.userId, value)),
    country: bound((value) => eq(loginRecords.country, value)),
    dateFrom: bound((value) => gte(loginRecords.createdAt, startOfDay(value))),
    dateTo: bound((value) => lt(loginRecords.createdAt, startOfNextDay(value))),
    since: bound((value) => gt(loginRecords.createdAt, sql`${value}::timestamptz`)),
    until: bound((value) => lte(loginRecords.createdAt, sql`${value}::timestamptz`)),
  },
  // Names and places in the reader's alphabet (lib/text-order); times, addresses and codes as stored.
  sorts: {
    createdAt: { keys: [loginRecords.createdAt] },
    email: { keys: [loginRecords.email], text: true },
    user: { keys: [account.name, account.surname], text: true },
    ip: { keys: [loginRecords.ip] },
    country: { keys: [loginRecords.country, loginRecords.region], text: true },
    status: { keys: [loginRecords.status] },
  },
  indexOrders: 'every',
});

/** The rows, each failed one marked whether it is part of a burst. */
async function withBursts(db: DbOrTx, rows: LoginRecordRow[]): Promise<LoginRecord[]> {
  const bursts = await burstIds(
    db,
    rows.filter((row) => row.status === 'failed').map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, burst: bursts.has(row.id) }));
}

export async function listLoginRecords(
  db: DbOrTx,
  filters: LoginRecordFilters,
  sort: LoginRecordSort,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await loginRecordListQuery.list(db, filters, sort, page);
  return { rows: await withBursts(db, rows), total };
}

/** Every matching record, in chunks (each chunk's bursts found with it), for exports. */
export function iterateLoginRecords(db: DbOrTx, filters: LoginRecordFilters, sort: LoginRecordSort) {
  return loginRecordListQuery.iterate(db, filters, sort, (rows) => withBursts(db, rows));
}

/** The summary cards over the filtered records: one aggregate. */
const summaryQuery = loginRecordListQuery.aggregate('summary', {
  rows: (db, where, join) =>
    join(
      db
        .select({
          total: sql<number>`count(*)::int`,
          success: sql<number>`(count(*) filter (where ${loginRecords.status} = 'success'))::int`,
          failed: sql<number>`(count(*) filter (where ${loginRecords.status} = 'failed'))::int`,
          accounts: sql<number>`count(distinct ${loginRecords.email})::int`,
          ips: sql<number>`count(distinct ${loginRecords.ip})::int`,
        })
        .from(loginRecords)
        .$dynamic(),
    ).where(where),
});

export async function summarizeLoginRecords(db: DbOrTx, filters: LoginRecordFilters) {
  const [row] = await summaryQuery(db, filters);
  return row ?? { total: 0, success: 0, failed: 0, accounts: 0, ips: 0 };
}

/** The countries that occur, sorted, for the country filter. */
export async function loginCountries(db: DbOrTx, language: Language): Promise<string[]> {
  // Grouped rather than DISTINCT, so the order may be on the country's sort key.
  const rows = await db
    .select({ country: loginRecords.country })
    .from(loginRecords)
    .where(isNotNull(loginRecords.country))
    .groupBy(loginRecords.country)
    .orderBy(...textOrder(loginRecords.country, language));
  return rows.map((row) => row.country!);
}

/*
 * A burst: BURST_MIN_FAILURES or more failed attempts of one key (the email, or the IP) within
 * BURST_WINDOW_MINUTES. A failed record r belongs to one when some failure w of its key starts a
 * run whose (BURST_MIN_FAILURES - 1)th successor l is at most the window after w, and r lies
 * between w and l. Every record of such a run is within the window of r, so only the failures of
 * r's key in [r - window, r + window] are numbered: a range of the (key, created_at) index.
 */
const WINDOW = sql.raw(`interval '${BURST_WINDOW_MINUTES} minutes'`);
const SUCCESSOR = sql.raw(String(BURST_MIN_FAILURES - 1));

function burstOf(key: 'email' | 'ip'): SQL {
  const column = sql.raw(`f.${key}`);
  const outer = qualified(loginRecords, loginRecords[key]);
  const at = qualified(loginRecords, loginRecords.createdAt);
  return sql`exists (
    select 1 from (
      select f.created_at as t, lead(f.created_at, ${SUCCESSOR}) over (order by f.created_at, f.id) as l
      from ${loginRecords} as f
      where f.status = 'failed' and ${column} = ${outer}
        and f.created_at between ${at} - ${WINDOW} and ${at} + ${WINDOW}
    ) as w
    where w.t <= ${at} and ${at} <= w.l and w.l - w.t <= ${WINDOW}
  )`;
}

const burstQuery = preparedQuery('login_records_bursts', (db) =>
  db
    .select({ id: loginRecords.id })
    .from(loginRecords)
    .where(
      and(
        sql`${loginRecords.id} = any(${slot('ids')}::int[])`,
        eq(loginRecords.status, 'failed'),
        or(burstOf('email'), burstOf('ip')),
      ),
    ),
);

/** Which of the given failed records are part of a burst of their email or their IP. */
async function burstIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await burstQuery.execute(db, undefined, { ids });
  return new Set(rows.map((row) => row.id));
}
