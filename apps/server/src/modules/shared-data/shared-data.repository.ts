import { and, asc, eq, exists, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@workspace/shared/common/limits';
import {
  SHARED_DATA_ACCESS,
  type SHARED_DATA_SORT_FIELDS,
  type SharedDataAccess,
} from '@workspace/shared/shared-data/shared-data.constants';
import type { SharedData } from '@workspace/shared/shared-data/shared-data.schemas';
import type { DbOrTx } from '../../db/client';
import { sharedData, sharedDataShares, type SharedDataRow, type NewSharedDataRow } from '../../db/schema/shared-data';
import { users } from '../../db/schema/users';
import { bound, defineServerList, innerJoin, searchFilter } from '../../db/list-engine';
import { matches } from '../../lib/search';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';

export type SharedDataSort = ListSort<(typeof SHARED_DATA_SORT_FIELDS)[number]>;
/** `reader`: whose records are read (their own and those shared with them); always set. */
export type SharedDataFilters = { reader: number; q?: string | undefined; access?: SharedDataAccess | undefined };
type Person = SharedData['owner'];

const owner = alias(users, 'owner');
const reader = slot('reader');
const isOwn = eq(sharedData.ownerId, reader);

/**
 * The records a reader may read (db/list-engine.ts), as `sharedDataPolicy.read` says: their own and
 * those shared with them (a record is never shared with its owner). The select never reads the
 * sealed password or its key; the people a record is shared with are read after the page, by name
 * in the reader's alphabet (`withPeople`).
 */
export const sharedDataListQuery = defineServerList<
  Omit<SharedData, 'sharedWith'>,
  SharedDataFilters,
  SharedDataSort['sort']
>({
  name: 'shared_data',
  table: sharedData,
  select: {
    id: sharedData.id,
    access: sql<SharedDataAccess>`case when ${isOwn} then 'own' else 'shared' end`,
    owner: { id: owner.id, name: owner.name, surname: owner.surname },
    domain: sharedData.domain,
    username: sharedData.username,
    description: sharedData.description,
    createdAt: sharedData.createdAt,
    updatedAt: sharedData.updatedAt,
  },
  joins: { owner: innerJoin(owner as unknown as typeof users, sharedData.ownerId) },
  filters: {
    reader: bound((id) =>
      or(
        eq(sharedData.ownerId, id),
        exists(
          sql`(select 1 from ${sharedDataShares} where ${sharedDataShares.sharedDataId} = ${sharedData.id} and ${sharedDataShares.userId} = ${id})`,
        ),
      )!,
    ),
    q: {
      ...searchFilter((q) =>
        or(
          matches(sharedData.username, q),
          matches(sharedData.domain, q),
          matches(sharedData.description, q),
          matches(sql`${owner.name} || ' ' || ${owner.surname}`, q),
        )!,
      ),
      join: 'owner',
    },
    access: {
      where: (value: SharedDataAccess) => (value === 'own' ? isOwn : ne(sharedData.ownerId, reader)),
      literal: SHARED_DATA_ACCESS,
    },
  },
  sorts: {
    updatedAt: { keys: [sharedData.updatedAt] },
    createdAt: { keys: [sharedData.createdAt] },
    domain: { keys: [sharedData.domain], text: true },
    username: { keys: [sharedData.username], text: true },
  },
  indexOrders: 'every',
});

/** All matching records, the caller's own, those shared with them, and their own shared with someone. */
export const countDetails = sharedDataListQuery.aggregate('summary', {
  rows: (db, where, join) => {
    const hasShares = exists(
      sql`(select 1 from ${sharedDataShares} where ${sharedDataShares.sharedDataId} = ${sharedData.id})`,
    );
    return join(
      db
        .select({
          total: sql<number>`count(*)::int`,
          own: sql<number>`(count(*) filter (where ${isOwn}))::int`,
          sharedWithMe: sql<number>`(count(*) filter (where not ${isOwn}))::int`,
          sharedByMe: sql<number>`(count(*) filter (where ${isOwn} and ${hasShares}))::int`,
        })
        .from(sharedData)
        .$dynamic(),
    ).where(where);
  },
});

const peopleQuery = preparedQuery('shared_data_people', (db, language: Language) =>
  db
    .select({ recordId: sharedDataShares.sharedDataId, id: users.id, name: users.name, surname: users.surname })
    .from(sharedDataShares)
    .innerJoin(users, eq(users.id, sharedDataShares.userId))
    .where(sql`${sharedDataShares.sharedDataId} = any(${slot('ids')}::int[])`)
    .orderBy(...textOrder(users.name, language), ...textOrder(users.surname, language), asc(users.id)),
);

/** The records with the people each is shared with, by name. */
export async function withPeople(
  db: DbOrTx,
  rows: Omit<SharedData, 'sharedWith'>[],
  language: Language,
): Promise<SharedData[]> {
  const byRecord = new Map<number, Person[]>(rows.map((row) => [row.id, []]));
  if (rows.length > 0) {
    for (const { recordId, ...person } of await peopleQuery.execute(db, language, { ids: rows.map((row) => row.id) }))
      byRecord.get(recordId)?.push(person);
  }
  return rows.map((row) => ({ ...row, sharedWith: byRecord.get(row.id)! }));
}

/**
 * One record by id, sealed password included, and the ids of the people it is shared with.
 * `lock` holds the record until the transaction ends, so two edits of it follow one another.
 */
export async function findDetail(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<{ row: SharedDataRow; sharedWith: number[] } | undefined> {
  const query = db.select().from(sharedData).where(eq(sharedData.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const shares = await db
    .select({ userId: sharedDataShares.userId })
    .from(sharedDataShares)
    .where(eq(sharedDataShares.sharedDataId, id))
    .orderBy(asc(sharedDataShares.userId));
  return { row, sharedWith: shares.map((share) => share.userId) };
}

/** The accounts among `ids` that exist, with their type and whether they are active. */
export async function findAccounts(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, type: users.type, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function insertDetail(db: DbOrTx, values: NewSharedDataRow): Promise<SharedDataRow> {
  const [row] = await db.insert(sharedData).values(values).returning();
  return row!;
}

export async function updateDetail(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<NewSharedDataRow, 'username' | 'domain' | 'description' | 'passwordCiphertext' | 'passwordKeyId'>
  >,
): Promise<void> {
  await db.update(sharedData).set(values).where(eq(sharedData.id, id));
}

/** Makes `userIds` the whole set of people the record is shared with (rows kept where unchanged). */
export async function replaceShares(db: DbOrTx, id: number, userIds: readonly number[]): Promise<void> {
  await db
    .delete(sharedDataShares)
    .where(
      and(
        eq(sharedDataShares.sharedDataId, id),
        userIds.length > 0 ? notInArray(sharedDataShares.userId, [...userIds]) : undefined,
      ),
    );
  if (userIds.length > 0) {
    await db
      .insert(sharedDataShares)
      .values(userIds.map((userId) => ({ sharedDataId: id, userId })))
      .onConflictDoNothing();
  }
}

export async function deleteDetail(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sharedData).where(eq(sharedData.id, id));
}
