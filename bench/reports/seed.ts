/**
 * The reports benchmark's data: one big game — ACCOUNTS accounts over eight networks, POSTS posts over
 * the last year (the account's post list and its report row: metrics in catalogue keys and stored
 * units, `na` reasons, hashtags, the composed post with its tags and media when Herald published it),
 * a year of each account's days, and the daily rollups aggregated from the posts. All written by
 * set-based SQL (generate_series), never a row at a time.
 */
import { metricDefs } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { seedBenchGame, textList } from '../common/tenant.js';
import type { Seeded } from '../feeds/list-seed.js';
import { ACCOUNT_WATCH_TIME, HASHTAGS, NO_ACCOUNT_REACH, postKeyTables } from './networks.js';

export const ACCOUNTS = 200;
export const TAGS = 30;
export const UPLOADS = 500;

/** The game, its admin, a member who sees a quarter of the accounts, and the accounts. */
export async function seedReportGame(db: Db, gameId: number): Promise<Seeded> {
  const seeded = await seedBenchGame(db, gameId, {
    key: 'reports',
    person: 'Analyst',
    role: { name: 'Report reader', permissions: ['report_base'] },
    accounts: ACCOUNTS,
  });
  // n: the account's number (0-based) the posts are spread by; small: a community under VK's threshold.
  await db.execute(sql`
    create unlogged table bench_accounts as
    select (row_number() over (order by id) - 1)::int as n, id, social_channel as network,
      (row_number() over (order by id)) % 5 = 0 as small
    from social_accounts where game_id = ${gameId}`);
  return seeded;
}

/** The networks' key tables, the game's tags and its uploaded media. */
export async function seedCatalogue(db: Db, seeded: Seeded): Promise<void> {
  const { gameId, adminId } = seeded;
  for (const statement of postKeyTables()) await db.execute(statement);
  await db.execute(sql`
    insert into tags (game_id, name, color)
    select ${gameId}::int, 'Campaign ' || n, (array['red','blue','green','gold','purple'])[1 + n % 5]
    from generate_series(1, ${TAGS}::int) n`);
  await db.execute(sql`
    insert into uploads (game_id, user_id, storage_key, name, kind, mime, size, sha1, status, completed_at)
    select ${gameId}::int, ${adminId}::int, 'bench-report/' || n,
      case when n % 3 = 0 then 'clip-' || n || '.mp4' else 'art-' || n || '.png' end,
      case when n % 3 = 0 then 'video' else 'image' end,
      case when n % 3 = 0 then 'video/mp4' else 'image/png' end,
      100000 + n, md5(n::text), 'done', now()
    from generate_series(0, ${UPLOADS - 1}::int) n`);
}

/** A key a network refused for this post: X's non-public metrics after 30 days, VK's reach when small. */
const unreach = sql`((k.fades and p.published_at < now() - interval '30 days') or (k.threshold and p.small))`;

/**
 * `count` posts numbered after `from`, spread over the last year: every fifth pair published by Herald
 * from one composed post (two accounts, often two networks), three composed posts in four tagged, and
 * each Herald post carrying its composed post's media.
 */
export async function seedPosts(db: Db, seeded: Seeded, from: number, count: number): Promise<void> {
  const { gameId } = seeded;
  await db.execute(sql`
    create unlogged table bench_posts as
    select i, a.id as account_id, a.network, a.small,
      now() - interval '1 hour' - make_interval(secs => (${from + count}::int - i) * 31536000.0 / ${count}::int + random() * 600) as published_at,
      round(100 * exp(random() * 5))::float8 as v,
      case when i % 5 in (1, 2) then i / 5 + 1 end as content_no,
      array(select distinct (${textList(HASHTAGS)})[1 + floor(power(random(), 2.5) * ${HASHTAGS.length}::int)::int]
        from generate_series(1, i % 4) j) as hashtags
    from generate_series(${from + 1}::int, ${from + count}::int) i
    join bench_accounts a on a.n = (i * 37) % ${ACCOUNTS}::int`);
  await db.execute(sql`
    insert into account_posts (id, account_id, social_post_id, text, permalink, posted_at, synced_at)
    select i, account_id, 'p' || i,
      'Post ' || i || ' from the team ' || coalesce((select string_agg('#' || t, ' ') from unnest(hashtags) t), ''),
      'https://example.test/' || network || '/p' || i, published_at, now()
    from bench_posts`);
  await db.execute(sql`select setval('account_posts_id_seq', (select max(id) from account_posts))`);
  await seedComposed(db, seeded);
  await db.execute(sql`
    insert into report_posts (post_id, game_id, account_id, network, published_at, content_type, content_id,
      hashtags, media_ids, metrics, na, fetched_at, next_fetch_at)
    select p.i, ${gameId}::int, p.account_id, p.network, p.published_at,
      case
        when p.network = 'instagram' and p.i % 10 = 0 then 'instagram_story'
        when p.network = 'instagram' and p.i % 10 in (1, 2) then 'instagram_reel'
        when p.network = 'twitter' and p.i % 25 = 0 then 'twitter_poll'
        when p.network = 'threads' and p.i % 30 = 0 then 'threads_poll'
        when p.network = 'facebook' and p.i % 15 = 0 then 'boosted'
        else 'post' end,
      p.content_no, p.hashtags,
      coalesce((select media from bench_media m where m.content_no = p.content_no), '{}'),
      coalesce((select jsonb_object_agg(k.key, case when k.share is null then k.lo + floor(random() * (k.hi - k.lo))::int
          else round(p.v * k.share * (0.6 + random() * 0.8))::bigint end)
        from bench_post_keys k where k.network = p.network and not (${unreach})), '{}'),
      n.na || coalesce((select jsonb_object_agg(k.key, 'unreach')
        from bench_post_keys k where k.network = p.network and ${unreach}), '{}'),
      least(now(), p.published_at + interval '3 days'),
      case
        when p.published_at > now() - interval '2 days' then now() + interval '2 hours'
        when p.published_at > now() - interval '30 days' then now() + interval '1 day'
        when p.published_at > now() - interval '180 days' then now() + interval '7 days'
      end
    from bench_posts p join bench_network_na n on n.network = p.network`);
  await db.execute(sql`drop table bench_posts`);
  await db.execute(sql`drop table bench_media`);
}

/** The composed posts behind Herald's posts, their targets, tags and media. */
async function seedComposed(db: Db, seeded: Seeded): Promise<void> {
  const { gameId, adminId } = seeded;
  await db.execute(sql`
    insert into contents (id, game_id, content_type, status, body, title, text, published_at, author_id, created_at, updated_at)
    select content_no, ${gameId}::int, 'post', 'published', '{}'::jsonb, 'Campaign post ' || content_no,
      'Composed post ' || content_no, min(published_at), ${adminId}::int, min(published_at), min(published_at)
    from bench_posts where content_no is not null group by content_no`);
  await db.execute(sql`select setval('contents_id_seq', (select max(id) from contents))`);
  await db.execute(sql`
    insert into content_targets (content_id, game_id, account_id, network, account_name, result, post_id,
      permalink, published_at)
    select p.content_no, ${gameId}::int, p.account_id, p.network, 'Account ' || p.account_id, 'succeed',
      'p' || p.i, 'https://example.test/' || p.network || '/p' || p.i, p.published_at
    from bench_posts p where p.content_no is not null
    on conflict do nothing`);
  // A composed post's tags and media are fixed by its number, the first tags and media the most used.
  await db.execute(sql`
    insert into content_tags (content_id, tag_id, game_id)
    select distinct c.content_no, t.id, ${gameId}::int
    from (select distinct content_no from bench_posts where content_no is not null and content_no % 4 <> 0) c
    cross join lateral (values (floor(power(((c.content_no::bigint * 7919) % 1000) / 1000.0, 2) * ${TAGS}::int)::int),
      (case when c.content_no % 3 = 0 then c.content_no % ${TAGS}::int end)) as pick(n)
    join (select id, (row_number() over (order by id) - 1)::int as n from tags where game_id = ${gameId}) t
      on t.n = pick.n`);
  await db.execute(sql`
    create unlogged table bench_media as
    select c.content_no, array_agg(distinct u.id) as media
    from (select distinct content_no from bench_posts where content_no is not null) c
    cross join lateral (values (floor(power(((c.content_no::bigint * 104729) % 1000) / 1000.0, 2) * ${UPLOADS}::int)::int),
      (case when c.content_no % 3 = 0 then (c.content_no::bigint * 13) % ${UPLOADS}::int end)) as pick(n)
    join (select id, (row_number() over (order by id) - 1)::int as n from uploads where game_id = ${gameId}) u
      on u.n = pick.n
    group by c.content_no`);
  await db.execute(sql`create index on bench_media (content_no)`);
}

/**
 * DAYS days of every account, ending yesterday (UTC): the day's follows, unfollows, views and so on,
 * and the followers level at each day's end (a running sum of the net change); each account's
 * metrics state, with reach `unsupport` where the network has none and `unreach` for small VK groups.
 */
export async function seedAccountDays(db: Db, seeded: Seeded, days: number): Promise<void> {
  const { gameId } = seeded;
  await db.execute(sql`
    insert into account_metric_days (game_id, account_id, day, metrics)
    select ${gameId}::int, account_id, day, jsonb_strip_nulls(jsonb_build_object(
      'followers', base + sum(follows - unfollows) over (partition by account_id order by day),
      'followers_growth', follows - unfollows, 'follows', follows, 'unfollows', unfollows,
      'views', views, 'reach', reach, 'profile_visits', round(views * 0.01)::bigint,
      'video_views', round(views * 0.3)::bigint, 'watch_time', watch_time, 'engagements', round(views * 0.05)::bigint))
    from (
      select a.id as account_id, d::date as day, 5000 + a.n * 997 % 200000 as base,
        round(random() * 80)::int as follows, round(random() * 30)::int as unfollows,
        round(2000 * exp(random() * 3))::bigint as views,
        case when a.network = any(${textList(NO_ACCOUNT_REACH)}) or (a.network = 'vk' and a.small) then null
          else round(1500 * exp(random() * 3))::bigint end as reach,
        case when a.network = any(${textList(ACCOUNT_WATCH_TIME)}) then round(random() * 50000)::bigint end as watch_time
      from bench_accounts a
      cross join generate_series((now() at time zone 'UTC')::date - ${days}::int, (now() at time zone 'UTC')::date - 1, interval '1 day') d
    ) days`);
  await db.execute(sql`
    insert into report_account_state (account_id, game_id, state, last_fetched_at, next_at, na, history_from)
    select a.id, ${gameId}::int, 'idle', now() - interval '20 minutes', now() + interval '40 minutes',
      case when a.network = any(${textList(NO_ACCOUNT_REACH)}) then '{"reach": "unsupport"}'::jsonb
        when a.network = 'vk' and a.small then '{"reach": "unreach"}'::jsonb else '{}'::jsonb end,
      (now() at time zone 'UTC')::date - ${days}::int
    from bench_accounts a`);
}

/** The post catalogue's `mean` keys: a rollup holds their sum and, under `key#n`, how many posts had one. */
export const MEAN_KEYS = [...metricDefs('post').values()]
  .filter((def) => def.agg === 'mean')
  .map((def) => def.key);
