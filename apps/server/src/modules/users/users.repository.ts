import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { User, UserKind } from '@workspace/shared/users/users.schemas';
import type { USER_SORT_FIELDS } from '@workspace/shared/users/users.constants';
import type { DbOrTx } from '../../db/client';
import { accountUsage, type AccountUsageRow } from '../../db/schema/account-usage';
import { companyMembers } from '../../db/schema/company-members';
import { users, type NewUserRow, type UserRow } from '../../db/schema/users';
import { bound, defineServerList, searchFilter } from '../../db/list-engine';
import { valueTaken } from '../../lib/sql';
import { matches } from '../../lib/search';
import { textOrder, type ListSort } from '../../lib/text-order';

export type UserFilters = { kind: UserKind; q?: string; type?: UserRow['type']; isActive?: boolean };
export type UserSort = ListSort<(typeof USER_SORT_FIELDS)[number]>;

/* Written into the SQL: the kind picks the statement, and a statement binds only its slots (db/list-engine.ts). */
const internalTypes = sql.raw(`(${INTERNAL_USER_TYPES.map((type) => `'${type}'`).join(', ')})`);

/** The user lists, internal and external (db/list-engine.ts): every order reads `users` alone. */
export const userListQuery = defineServerList<User, UserFilters, UserSort['sort']>({
  name: 'users',
  table: users,
  select: {
    id: users.id,
    name: users.name,
    surname: users.surname,
    email: users.email,
    phone: users.phone,
    type: users.type,
    isActive: users.isActive,
    language: users.language,
    lastLoginAt: users.lastLoginAt,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  filters: {
    kind: {
      literal: ['internal', 'external'],
      where: (kind: UserKind) =>
        kind === 'internal' ? sql`${users.type} in ${internalTypes}` : sql`${users.type} = 'user'`,
    },
    type: bound((value) => eq(users.type, value)),
    isActive: bound((value) => eq(users.isActive, value)),
    // Same expression as the trigram index users_search_trgm_idx, so the index serves it.
    q: searchFilter((pattern) =>
      matches(
        sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`,
        pattern,
      ),
    ),
  },
  sorts: {
    name: { keys: [users.name], text: true, nulls: 'last' },
    surname: { keys: [users.surname], text: true, nulls: 'last' },
    email: { keys: [users.email], text: true, nulls: 'last' },
    type: { keys: [users.type], nulls: 'last' },
    isActive: { keys: [users.isActive], nulls: 'last' },
    createdAt: { keys: [users.createdAt], nulls: 'last' },
    lastLoginAt: { keys: [users.lastLoginAt], nulls: 'last' },
  },
  indexOrders: 'every',
});

/** How many matching users of each type there are, and how many of them active: one row per type, counted in SQL. */
export const countUsersByType = userListQuery.aggregate('by_type', {
  rows: (db, where) =>
    db
      .select({
        type: users.type,
        count: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
      })
      .from(users)
      .where(where)
      .groupBy(users.type),
});

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
    .where(
      and(
        eq(companyMembers.userId, userId),
        companyIds.length ? notInArray(companyMembers.companyId, [...companyIds]) : undefined,
      ),
    );
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
export async function addUsage(
  db: DbOrTx,
  userId: number,
  use: { creations: number; bytes: number },
): Promise<AccountUsageRow> {
  const hour = sql`date_trunc('hour', now())`;
  const sameHour = sql`${accountUsage.hourStart} = ${hour}`;
  const [row] = await db
    .insert(accountUsage)
    .values({
      userId,
      hourStart: hour,
      creationsThisHour: use.creations,
      bytesThisHour: use.bytes,
      bytesTotal: use.bytes,
    })
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

/** The stored rows of these ids (those that exist), locked for the rest of the transaction, in id order. */
export async function lockUserRows(db: DbOrTx, ids: readonly number[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id)
    .for('update');
}
