import { and, eq, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { slot } from '../db/prepared-queries';

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in single-table
 * selects, so inside a correlated subquery a bare "id" would bind to the subquery's own table.
 */
export function qualified(table: PgTable, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** Whether any row of `table` matches `where` (reads one row at most). */
export async function anyRow(db: DbOrTx, table: PgTable, where?: SQL): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** Whether a row other than `exceptId` already holds `value` in `column`, compared without case (an email address). */
export function valueTaken(
  db: DbOrTx,
  table: PgTable & { id: Column },
  column: Column,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  return heldByAnother(db, table, eq(sql`lower(${column})`, value.toLowerCase()), exceptId);
}

/**
 * Whether a row other than `exceptId` already has the name `value` in `column`: compared by
 * name_fold() on both sides (migration 0020, docs/decisions/030), so case does not count, Turkish
 * or English ("IRMAK" is "ırmak", "İpek" is "ipek", "ACME INC" is "Acme Inc"), but letters do
 * ("Çam" is not "Cam").
 */
export function nameInUse(
  db: DbOrTx,
  table: PgTable & { id: Column },
  column: Column,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  return heldByAnother(db, table, sql`name_fold(${column}) = name_fold(${value})`, exceptId);
}

/** Whether a row of `table` other than `exceptId` matches `match`. */
function heldByAnother(db: DbOrTx, table: PgTable & { id: Column }, match: SQL, exceptId?: number): Promise<boolean> {
  return anyRow(db, table, and(match, exceptId ? sql`${table.id} <> ${exceptId}` : undefined));
}

/**
 * Which of a list's filters are set: with the sort, the shape of the list's prepared SQL
 * (db/prepared-queries.ts), which leaves the others out. Set filters are bound by name
 * (`slot('type')` takes the filter `type`), so one statement serves every value. `literal` filters
 * keep their value: they are written into the SQL, one statement per value (a list's kind).
 */
export type SetFilters<F, Literal extends keyof F = never> = { [K in Exclude<keyof F, Literal>]-?: boolean } & Pick<
  F,
  Literal
>;

export function setFilters<F extends object>(filters: F): SetFilters<F>;
export function setFilters<F extends object, Literal extends keyof F>(
  filters: F,
  literal: readonly Literal[],
): SetFilters<F, Literal>;
export function setFilters<F extends object>(
  filters: F,
  literal: readonly PropertyKey[] = [],
): Record<string, unknown> {
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    shape[key] = literal.includes(key) ? value : value !== undefined && value !== null && value !== '';
  }
  return shape;
}

/**
 * The ids of a list's page, as the CTE `page_ids`: `ids` (a dynamic select of the list's id, from
 * its own table and whatever its sort reads) narrowed by `where`, in `order`, with the slots `limit`
 * and `offset`. The caller joins only these rows to what the answer shows and orders them again
 * (docs/decisions/027): a CTE with a LIMIT is planned alone, so the sort sees ids and keys, not
 * whole joined rows.
 */
export function pageIdsOf<Ids extends PgSelect>(db: DbOrTx, ids: Ids, where: SQL | undefined, order: SQL[]) {
  return db.$with('page_ids').as(
    ids
      .where(where)
      .orderBy(...order)
      .limit(slot('limit'))
      .offset(slot('offset')),
  );
}
