import type { ListenNetwork, ListenRange } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { checkedSpan, withinSql } from './range.js';
import { topicOf } from './topic.js';

interface AuthorRow {
  network: ListenNetwork;
  mentions: number;
  negative: number;
  reach: number | null;
  id: string | null;
  name: string | null;
  handle: string | null;
}

/**
 * A topic's top authors over a range: mentions and negative mentions per author (per network, by
 * their key), the highest reach seen, and their name and handle from their latest mention. Anonymous
 * mentions are left out. The grouping reads only the (topic, time, …) index (an index-only scan);
 * each top author's latest mention is then found by its time on the same index.
 */
export async function topAuthors(
  db: DbOrTx,
  gameId: number,
  input: { topic_id: number; range: ListenRange; limit: number },
) {
  const topic = await topicOf(db, gameId, input.topic_id);
  const span = checkedSpan(input.range);
  const rows = await queryRows<AuthorRow>(
    db,
    sql`with top as (
      select m.network, m.author_key, count(*)::int as mentions,
        count(*) filter (where m.sentiment = 'negative')::int as negative,
        max(m.author_reach) as reach, max(m.published_at) as last_at
      from listen_matches m
      where m.topic_id = ${topic.id} and ${withinSql(sql`m.published_at`, span)} and m.author_key is not null
      group by m.network, m.author_key
      order by mentions desc, m.author_key, m.network
      limit ${input.limit}
    )
    select top.network, top.mentions, top.negative, top.reach, i.author_id as id, i.author_name as name,
      i.author_handle as handle
    from top
    cross join lateral (
      select l.item_id from listen_matches l
      where l.topic_id = ${topic.id} and l.published_at = top.last_at
        and l.author_key = top.author_key and l.network = top.network
      order by l.item_id desc limit 1
    ) latest
    join listen_items i on i.id = latest.item_id
    order by top.mentions desc, top.author_key, top.network`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    handle: row.handle,
    reach: row.reach,
    network: row.network,
    mentions: row.mentions,
    negative: row.negative,
  }));
}
