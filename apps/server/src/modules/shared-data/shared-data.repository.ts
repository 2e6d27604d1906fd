import { and, asc, desc, eq, exists, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@workspace/shared/common/limits';
import type { SHARED_DATA_SORT_FIELDS, SharedDataAccess } from '@workspace/shared/shared-data/shared-data.constants';
import type { DbOrTx } from '../../db/client';
import { sharedData, sharedDataShares, type SharedDataRow, type NewSharedDataRow } from '../../db/schema/shared-data';
import { users } from '../../db/schema/users';
import { inChunks, pageWithTotal } from '../../lib/chunks';
import { likePattern, matches } from '../../lib/search';
import { setFilters, type SetFilters } from '../../lib/sql';
import { preparedQuery, slot } from '../../db/prepared-queries';
import { textOrder, type ListSort } from '../../lib/text-order';

export type SharedDataSort = ListSort<(typeof SHARED_DATA_SORT_FIELDS)[number]>;
export type SharedDataFilters = { q?: string | undefined; access?: SharedDataAccess | undefined };
export type Person = { id: number; name: string; surname: string };

/** A record as lists show it: its columns but the sealed password, its owner, and the people it is shared with. */
export type SharedDataView = Omit<SharedDataRow, 'passwordCiphertext' | 'passwordKeyId'> & { owner: Person; sharedWith: Person[] };

const owner = alias(users, 'owner');

/* The statement's shape: whether there is a search, and the access filter (a literal); the reader and the pattern are slots. */
type DetailShape = SetFilters<SharedDataFilters, 'access'>;

const shapeOf = (filters: SharedDataFilters): DetailShape => setFilters(filters, ['access']);
const valuesOf = (userId: number, filters: SharedDataFilters) => ({ userId, q: filters.q ? likePattern(filters.q) : undefined });

/** Whether the record is shared with the reader (the slot `userId`). */
const isSharedWith = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sharedDataShares)
      .where(and(eq(sharedDataShares.sharedDataId, sharedData.id), eq(sharedDataShares.userId, slot('userId')))),
  );

/**
 * The records the reader (the slot `userId`) may read, as `sharedDataPolicy.read` says: their own
 * and those shared with them (a record is never shared with its owner). Then the search and the
 * access filter.
 */
function whereVisible(db: DbOrTx, filters: DetailShape): SQL {
  const q = slot('q');
  const reader = slot('userId');
  return and(
    or(eq(sharedData.ownerId, reader), isSharedWith(db)),
    filters.q
      ? or(
          matches(sharedData.username, q),
          matches(sharedData.domain, q),
          matches(sharedData.description, q),
          matches(sql`${owner.name} || ' ' || ${owner.surname}`, q),
        )
      : undefined,
    filters.access === 'own' ? eq(sharedData.ownerId, reader) : undefined,
    filters.access === 'shared' ? ne(sharedData.ownerId, reader) : undefined,
  )!;
}

/* Ties broken by id so pages never overlap. */
function orderDetails(sort: SharedDataSort) {
  const direction = sort.order === 'desc' ? desc : asc;
  const keys =
    sort.sort === 'domain' || sort.sort === 'username' ? textOrder(sharedData[sort.sort], sort.language, sort.order) : [direction(sharedData[sort.sort])];
  return [...keys, direction(sharedData.id)];
}

/** The columns every read takes: never the sealed password or its key. */
const viewColumns = {
  id: sharedData.id,
  ownerId: sharedData.ownerId,
  username: sharedData.username,
  domain: sharedData.domain,
  description: sharedData.description,
  createdAt: sharedData.createdAt,
  updatedAt: sharedData.updatedAt,
  owner: { id: owner.id, name: owner.name, surname: owner.surname },
};

const peopleQuery = preparedQuery('shared_data_people', (db, language: Language) =>
  db
    .select({ recordId: sharedDataShares.sharedDataId, id: users.id, name: users.name, surname: users.surname })
    .from(sharedDataShares)
    .innerJoin(users, eq(users.id, sharedDataShares.userId))
    .where(sql`${sharedDataShares.sharedDataId} = any(${slot('ids')}::int[])`)
    .orderBy(...textOrder(users.name, language), ...textOrder(users.surname, language), asc(users.id)),
);

/** The people each of `ids` is shared with, by name. */
async function peopleSharedWith(db: DbOrTx, ids: readonly number[], language: Language): Promise<Map<number, Person[]>> {
  const byRecord = new Map<number, Person[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await peopleQuery.execute(db, language, { ids });
  for (const { recordId, ...person } of rows) byRecord.get(recordId)?.push(person);
  return byRecord;
}

const pageQuery = preparedQuery('shared_data_page', (db, { filters, sort }: { filters: DetailShape; sort: SharedDataSort }) =>
  db
    .select(viewColumns)
    .from(sharedData)
    .innerJoin(owner, eq(owner.id, sharedData.ownerId))
    .where(whereVisible(db, filters))
    .orderBy(...orderDetails(sort))
    .limit(slot('limit'))
    .offset(slot('offset')),
);
const countQuery = preparedQuery('shared_data_count', (db, filters: DetailShape) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(sharedData)
    .innerJoin(owner, eq(owner.id, sharedData.ownerId))
    .where(whereVisible(db, filters)),
);
const summaryQuery = preparedQuery('shared_data_summary', (db, filters: DetailShape) => {
  const isOwn = eq(sharedData.ownerId, slot('userId'));
  const hasShares = exists(
    db
      .select({ one: sql`1` })
      .from(sharedDataShares)
      .where(eq(sharedDataShares.sharedDataId, sharedData.id)),
  );
  return db
    .select({
      total: sql<number>`count(*)::int`,
      own: sql<number>`(count(*) filter (where ${isOwn}))::int`,
      sharedWithMe: sql<number>`(count(*) filter (where not ${isOwn}))::int`,
      sharedByMe: sql<number>`(count(*) filter (where ${isOwn} and ${hasShares}))::int`,
    })
    .from(sharedData)
    .innerJoin(owner, eq(owner.id, sharedData.ownerId))
    .where(whereVisible(db, filters));
});

/** The matching records in order, `limit` of them from `offset`, each with its people. */
function sliceDetails(db: DbOrTx, userId: number, filters: SharedDataFilters, sort: SharedDataSort) {
  const shape = { filters: shapeOf(filters), sort };
  const values = valuesOf(userId, filters);
  return async (limit: number, offset: number): Promise<SharedDataView[]> => {
    const rows = await pageQuery.execute(db, shape, { ...values, limit, offset });
    const people = await peopleSharedWith(
      db,
      rows.map((row) => row.id),
      sort.language,
    );
    return rows.map((row) => ({ ...row, sharedWith: people.get(row.id) ?? [] }));
  };
}

export function listDetails(db: DbOrTx, userId: number, filters: SharedDataFilters, sort: SharedDataSort, page: { page: number; pageSize: number }) {
  return pageWithTotal(sliceDetails(db, userId, filters, sort), page, countQuery.execute(db, shapeOf(filters), valuesOf(userId, filters)));
}

/** Every matching record for an export. */
export function iterateDetails(db: DbOrTx, userId: number, filters: SharedDataFilters, sort: SharedDataSort) {
  return inChunks(sliceDetails(db, userId, filters, sort));
}

/** All matching records, the caller's own, those shared with them, and their own shared with someone. */
export async function countDetails(db: DbOrTx, userId: number, filters: SharedDataFilters) {
  const [row] = await summaryQuery.execute(db, shapeOf(filters), valuesOf(userId, filters));
  return row!;
}

/** One record by id with its owner and people, whoever may read it: the service decides. */
export async function findView(db: DbOrTx, id: number, language: Language): Promise<SharedDataView | undefined> {
  const [row] = await db.select(viewColumns).from(sharedData).innerJoin(owner, eq(owner.id, sharedData.ownerId)).where(eq(sharedData.id, id));
  if (!row) return undefined;
  return { ...row, sharedWith: (await peopleSharedWith(db, [id], language)).get(id) ?? [] };
}

/**
 * One record by id, sealed password included, and the ids of the people it is shared with.
 * `lock` holds the record until the transaction ends, so two edits of it follow one another.
 */
export async function findDetail(db: DbOrTx, id: number, lock = false): Promise<{ row: SharedDataRow; sharedWith: number[] } | undefined> {
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
  values: Partial<Pick<NewSharedDataRow, 'username' | 'domain' | 'description' | 'passwordCiphertext' | 'passwordKeyId'>>,
): Promise<void> {
  await db.update(sharedData).set(values).where(eq(sharedData.id, id));
}

/** Makes `userIds` the whole set of people the record is shared with (rows kept where unchanged). */
export async function replaceShares(db: DbOrTx, id: number, userIds: readonly number[]): Promise<void> {
  await db
    .delete(sharedDataShares)
    .where(and(eq(sharedDataShares.sharedDataId, id), userIds.length > 0 ? notInArray(sharedDataShares.userId, [...userIds]) : undefined));
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
