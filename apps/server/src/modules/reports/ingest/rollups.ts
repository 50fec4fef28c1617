import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { MetricValues } from '../../../platforms/report-metrics.js';

/** What one post adds to each rollup it belongs to: new posts (1 on its first row) and metric deltas. */
export interface RollupDelta {
  postId: number;
  posts: number;
  delta: MetricValues;
}

/**
 * Adds posts' deltas to the daily rollups of every group they are in — the account, the composed post,
 * each hashtag, each uploaded media and each tag of the composed post — by the posts' UTC publication
 * day, in one statement. Rollups thereby stay equal to aggregating report_posts by those groups.
 */
export async function addToRollups(db: DbOrTx, deltas: readonly RollupDelta[]): Promise<void> {
  const moving = deltas.filter((entry) => entry.posts !== 0 || Object.keys(entry.delta).length > 0);
  if (moving.length === 0) return;
  const input = JSON.stringify(moving.map(({ postId, posts, delta }) => ({ post_id: postId, posts, delta })));
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(post_id integer, posts integer, delta jsonb)
    ),
    member as (
      select p.game_id, p.account_id, (p.published_at at time zone 'UTC')::date as day,
             g.dim, g.dim_key, i.posts, i.delta
      from input i
      join report_posts p on p.post_id = i.post_id
      cross join lateral (
        select 'account'::text, p.account_id::text
        union all select 'content', p.content_id::text where p.content_id is not null
        union all select 'hashtag', h from unnest(p.hashtags) as h
        union all select 'creative', m::text from unnest(p.media_ids) as m
        union all select 'tag', ct.tag_id::text from content_tags ct where ct.content_id = p.content_id
      ) as g(dim, dim_key)
    ),
    counted as (
      select game_id, dim, day, dim_key, account_id, sum(posts)::integer as posts
      from member group by game_id, dim, day, dim_key, account_id
    ),
    summed as (
      select game_id, dim, day, dim_key, account_id, jsonb_object_agg(key, total) as metrics
      from (
        select m.game_id, m.dim, m.day, m.dim_key, m.account_id, e.key, sum(e.value::bigint) as total
        from member m cross join lateral jsonb_each_text(m.delta) as e(key, value)
        group by m.game_id, m.dim, m.day, m.dim_key, m.account_id, e.key
      ) as per_key
      group by game_id, dim, day, dim_key, account_id
    )
    insert into metric_rollups (game_id, dim, day, dim_key, account_id, posts, metrics)
    select c.game_id, c.dim, c.day, c.dim_key, c.account_id, c.posts, coalesce(s.metrics, '{}'::jsonb)
    from counted c
    left join summed s using (game_id, dim, day, dim_key, account_id)
    on conflict (game_id, dim, day, dim_key, account_id) do update
      set posts = metric_rollups.posts + excluded.posts,
          metrics = jsonb_add_metrics(metric_rollups.metrics, excluded.metrics)`);
}
