import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';

/** Runs a statement the query builder cannot say; both drivers answer execute() with `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as T[];
  throw new Error('unexpected driver result from execute()');
}
