import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { UserKind } from '@workspace/shared/users/users.schemas';
import type { USER_SORT_FIELDS } from '@workspace/shared/users/users.constants';
import type { DbOrTx } from '../../db/client';
import { accountUsage, type AccountUsageRow } from '../../db/schema/account-usage';
import { companyMembers } from '../../db/schema/company-members';
import { users, type NewUserRow, type UserRow } from '../../db/schema/users';
import { inChunks, pageWithTotal } from '../../lib/chunks';
import { setFilters, valueTaken, type SetFilters } from '../../lib/sql';
import { likePattern, matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { orderKey, textOrder, type ListSort } from '../../lib/text-order';

export type UserFilters = { kind: UserKind; q?: string; type?: UserRow['type']; isActive?: boolean };
export type UserSort = ListSort<(typeof USER_SORT_FIELDS)[number]>;

const sortColumns = {
  name: users.name,
  surname: users.surname,
  email: users.email,
  type: users.type,
  isActive: users.isActive,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

/* The kind picks the statement (a literal); every other filter is a slot of the prepared query. */
type UserShape = SetFilters<UserFilters, 'kind'>;

const shapeOf = (filters: UserFilters): UserShape => setFilters(filters, ['kind']);
const valuesOf = (filters: UserFilters) => ({ type: filters.type, isActive: filters.isActive, q: filters.q ? likePattern(filters.q) : undefined });

function whereUsers(filters: UserShape): SQL | undefined {
  return and(
    filters.kind === 'internal' ? inArray(users.type, [...INTERNAL_USER_TYPES]) : eq(users.type, 'user'),
    filters.type ? eq(users.type, slot('type')) : undefined,
    filters.isActive ? eq(users.isActive, slot('isActive')) : undefined,
    // Same expression as the trigram index users_search_trgm_idx, so the index serves it.
    filters.q ? matches(sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`, slot('q')) : undefined,
  );
}

function orderUsers(sort: UserSort) {
  const column = sortColumns[sort.sort];
  const direction = sort.order === 'desc' ? desc : asc;
  const text = sort.sort === 'name' || sort.sort === 'surname' || sort.sort === 'email';
  const keys = text ? textOrder(column, sort.language, sort.order, 'last') : [orderKey(column, sort.order, 'last')];
  return [...keys, direction(users.id)];
}

const pageQuery = preparedQuery('users_page', (db, { filters, sort }: { filters: UserShape; sort: UserSort }) =>
  db
    .select()
    .from(users)
    .where(whereUsers(filters))
    .orderBy(...orderUsers(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('users_count', (db, filters: UserShape) => db.select({ total: count() }).from(users).where(whereUsers(filters)));
const byTypeQuery = preparedQuery('users_by_type', (db, filters: UserShape) =>
  db
    .select({ type: users.type, count: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${users.isActive}))::int` })
    .from(users)
    .where(whereUsers(filters))
    .groupBy(users.type),
);

/** The matching users in order, `limit` of them from `offset`: a page of the list or a chunk of an export. */
function sliceUsers(db: DbOrTx, filters: UserFilters, sort: UserSort) {
  const shape = { filters: shapeOf(filters), sort };
  const values = valuesOf(filters);
  return (limit: number, offset: number) => pageQuery.execute(db, shape, { ...values, limit, offset });
}

export function listUsers(db: DbOrTx, filters: UserFilters, sort: UserSort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceUsers(db, filters, sort), page, countQuery.execute(db, shapeOf(filters), valuesOf(filters)));
}

/** How many matching users of each type there are, and how many of them active: one row per type, counted in SQL. */
export async function countUsersByType(db: DbOrTx, filters: UserFilters) {
  return byTypeQuery.execute(db, shapeOf(filters), valuesOf(filters));
}

/** Every matching user, in chunks, for exports: memory stays flat however long the list is. */
export function iterateUsers(db: DbOrTx, filters: UserFilters, sort: UserSort) {
  return inChunks(sliceUsers(db, filters, sort));
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function emailExists(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
  return valueTaken(db, users, users.email, email, exceptId);
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Active users for selectors; `internalOnly` hides customers. */
export async function lookupUsers(db: DbOrTx, internalOnly: boolean, language: Language) {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, type: users.type })
    .from(users)
    .where(and(eq(users.isActive, true), internalOnly ? inArray(users.type, [...INTERNAL_USER_TYPES]) : undefined))
    .orderBy(...textOrder(users.name, language), ...textOrder(users.surname, language), asc(users.id));
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The ids of the companies a user belongs to, ascending. */
export async function companyIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.companyId));
  return rows.map((row) => row.companyId);
}

/** Makes `companyIds` the whole set of companies the user belongs to (links kept where unchanged). */
export async function replaceCompaniesOfUser(db: DbOrTx, userId: number, companyIds: readonly number[]): Promise<void> {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.userId, userId), companyIds.length ? notInArray(companyMembers.companyId, [...companyIds]) : undefined));
  if (companyIds.length === 0) return;
  await db
    .insert(companyMembers)
    .values(companyIds.map((companyId) => ({ companyId, userId })))
    .onConflictDoNothing();
}

/** What the account used of its quotas; none when it never created or uploaded anything counted. */
export async function findUsage(db: DbOrTx, userId: number): Promise<AccountUsageRow | undefined> {
  const [row] = await db.select().from(accountUsage).where(eq(accountUsage.userId, userId)).limit(1);
  return row;
}

/**
 * Adds creations and bytes to the account's usage, starting the hour's counts again when a new
 * clock hour began, and answers the counts after it. The row stays locked until the transaction
 * ends, so one account's parallel requests are counted one after the other.
 */
export async function addUsage(db: DbOrTx, userId: number, use: { creations: number; bytes: number }): Promise<AccountUsageRow> {
  const hour = sql`date_trunc('hour', now())`;
  const sameHour = sql`${accountUsage.hourStart} = ${hour}`;
  const [row] = await db
    .insert(accountUsage)
    .values({ userId, hourStart: hour, creationsThisHour: use.creations, bytesThisHour: use.bytes, bytesTotal: use.bytes })
    .onConflictDoUpdate({
      target: accountUsage.userId,
      set: {
        creationsThisHour: sql`case when ${sameHour} then ${accountUsage.creationsThisHour} else 0 end + ${use.creations}`,
        bytesThisHour: sql`case when ${sameHour} then ${accountUsage.bytesThisHour} else 0 end + ${use.bytes}`,
        bytesTotal: sql`${accountUsage.bytesTotal} + ${use.bytes}`,
        hourStart: hour,
      },
    })
    .returning();
  return row!;
}
