import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in single-table
 * selects, so inside a correlated subquery a bare "id" would bind to the subquery's own table.
 */
export function qualified(table: PgTable, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}
