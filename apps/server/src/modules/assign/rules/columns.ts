import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column named with its table. Drizzle writes a one-table select's own columns unqualified in its
 * select list, where a correlated subquery's table would capture a same-named column ("id"): every
 * outer reference inside a subquery goes through this.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
