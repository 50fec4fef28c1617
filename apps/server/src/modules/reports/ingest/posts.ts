import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { addToRollups } from './rollups.js';
import { asDate, rowsOf } from './sql.js';

/**
 * Gives every post read from an account its report row, in one statement: the composed post it came
 * from (content_targets: the account and the network's post id), its hashtags (lower-case, from the
 * text), its content type (a poll on X or Threads, else a post; the network may say more when read),
 * the uploaded media and collaborators of the composed post. New rows are due for reading at `now`, and
 * each counts as a post of its groups' rollups.
 */
export async function ensureReportPosts(db: DbOrTx, accountId: number, now: Date): Promise<number[]> {
  const added = await db.execute(sql`
    insert into report_posts (post_id, game_id, account_id, network, published_at, content_type, content_id,
                              hashtags, media_ids, collaborators, next_fetch_at)
    select ap.id, a.game_id, a.id, a.social_channel, ap.posted_at,
      case when jsonb_typeof(c.body -> 'poll') = 'object' and a.social_channel = 'twitter' then 'twitter_poll'
           when jsonb_typeof(c.body -> 'poll') = 'object' and a.social_channel = 'threads' then 'threads_poll'
           else 'post' end,
      c.id,
      coalesce((select array_agg(distinct lower(m[1]))
                from regexp_matches(coalesce(ap.text, ''), '#(\\w+)', 'g') as m), '{}'::text[]),
      coalesce((select array_agg(distinct v::text::integer)
                from jsonb_path_query(c.body, '$.image_ids[*]') as v), '{}'::integer[])
        || coalesce((select array_agg(distinct v::text::integer)
                     from jsonb_path_query(c.body, '$.video_ids[*]') as v), '{}'::integer[]),
      coalesce((select array_agg(v #>> '{}') from jsonb_path_query(c.body, '$.collaborators[*]') as v),
               '{}'::text[]),
      ${now.toISOString()}::timestamptz
    from account_posts ap
    join social_accounts a on a.id = ap.account_id
    left join lateral (
      select t.content_id from content_targets t
      where t.account_id = ap.account_id and t.post_id = ap.social_post_id
      order by t.id desc limit 1
    ) as target on true
    left join contents c on c.id = target.content_id
    where ap.account_id = ${accountId}
      and not exists (select 1 from report_posts r where r.post_id = ap.id)
    on conflict (post_id) do nothing
    returning post_id`);
  const ids = rowsOf(added).map((row) => Number(row.post_id));
  await addToRollups(
    db,
    ids.map((postId) => ({ postId, posts: 1, delta: {} })),
  );
  return ids;
}

export interface DuePost {
  postId: number;
  socialPostId: string;
  publishedAt: Date;
}

/** The account's posts whose reading is due, oldest due first. */
export async function duePosts(db: DbOrTx, accountId: number, now: Date, limit: number): Promise<DuePost[]> {
  const rows = await db.execute(sql`
    select p.post_id, ap.social_post_id, p.published_at
    from report_posts p join account_posts ap on ap.id = p.post_id
    where p.account_id = ${accountId} and p.next_fetch_at <= ${now.toISOString()}::timestamptz
    order by p.next_fetch_at
    limit ${limit}`);
  return rowsOf(rows).map((row) => ({
    postId: Number(row.post_id),
    socialPostId: String(row.social_post_id),
    publishedAt: asDate(row.published_at),
  }));
}
