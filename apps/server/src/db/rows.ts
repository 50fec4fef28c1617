import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** The rows of a raw statement's answer: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Record<string, unknown>[];
  throw new Error('unexpected driver result from execute()');
}

/**
 * Runs a statement the query builder cannot say and answers its rows, typed as the statement's
 * select list names them (the caller vouches for the shape; the database does not check it).
 */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return rowsOf(await db.execute(statement)) as T[];
}
