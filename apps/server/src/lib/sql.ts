import { and, eq, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

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

/** Whether a row other than `exceptId` already holds `value` in `column`, compared without case. */
export function valueTaken(db: DbOrTx, table: PgTable & { id: Column }, column: Column, value: string, exceptId?: number): Promise<boolean> {
  return anyRow(db, table, and(eq(sql`lower(${column})`, value.toLowerCase()), exceptId ? sql`${table.id} <> ${exceptId}` : undefined));
}
