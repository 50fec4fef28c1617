/**
 * The daily rollups of the benchmark's posts, built as the reports tables agree they are kept: per
 * dimension, the posts published each UTC day in each group of each account, their count, the sum of
 * each key's latest values and, for a `mean` key, `key#n` — one INSERT … SELECT … GROUP BY per
 * dimension, straight from report_posts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import type { RollupDim } from '../../apps/server/src/db/schema/reports.js';
import { textList } from '../common/tenant.js';
import { MEAN_KEYS } from './seed.js';

/** How a post belongs to a dimension's groups, on `report_posts rp`. */
const groupsOf: Record<RollupDim, { from: SQL; key: SQL }> = {
  account: { from: sql``, key: sql`rp.account_id::text` },
  tag: { from: sql`join content_tags ct on ct.content_id = rp.content_id`, key: sql`ct.tag_id::text` },
  hashtag: { from: sql`cross join unnest(rp.hashtags) as h(tag)`, key: sql`h.tag` },
  creative: { from: sql`cross join unnest(rp.media_ids) as m(id)`, key: sql`m.id::text` },
  content: { from: sql``, key: sql`rp.content_id::text` },
};

export async function seedRollups(db: Db, gameId: number): Promise<void> {
  const means = textList(MEAN_KEYS);
  for (const [dim, { from, key }] of Object.entries(groupsOf)) {
    const where = dim === 'content' ? sql`and rp.content_id is not null` : sql``;
    await db.execute(sql`
      insert into metric_rollups (game_id, dim, dim_key, day, account_id, posts, metrics)
      with members as (
        select ${key} as dim_key, (rp.published_at at time zone 'UTC')::date as day, rp.account_id, rp.metrics
        from report_posts rp ${from} where rp.game_id = ${gameId} ${where}
      ), sums as (
        select dim_key, day, account_id, e.key, sum(e.value::bigint) as total, count(*) as n
        from members cross join lateral jsonb_each_text(members.metrics) as e(key, value)
        group by 1, 2, 3, 4
      ), maps as (
        select dim_key, day, account_id,
          jsonb_object_agg(key, total) || coalesce(jsonb_object_agg(key || '#n', n) filter (where key = any(${means})), '{}') as metrics
        from sums group by 1, 2, 3
      )
      select ${gameId}::int, ${dim}, c.dim_key, c.day, c.account_id, c.posts, coalesce(m.metrics, '{}')
      from (select dim_key, day, account_id, count(*)::int as posts from members group by 1, 2, 3) c
      left join maps m using (dim_key, day, account_id)`);
  }
}
