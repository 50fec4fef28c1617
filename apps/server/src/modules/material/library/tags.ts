import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { materials } from '../../../db/schema/index.js';

/** material/tags: the tags of the game's approved materials, the most used first. */
export function materialTags(db: DbOrTx, gameId: number): Promise<{ tag: string; count: number }[]> {
  return queryRows<{ tag: string; count: number }>(
    db,
    sql`select tag, count(*)::int as count
      from ${materials}, unnest(${materials.tags}) as tag
      where ${materials.gameId} = ${gameId} and ${materials.status} = 'approved'
      group by tag
      order by count desc, tag asc
      limit 500`,
  );
}
