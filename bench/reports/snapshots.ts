/**
 * The benchmark's raw readings: `total` metric snapshots over the year's monthly partitions (created
 * first, as the partitions job keeps them). A tenth are the accounts' daily readings (each the day's
 * account metrics), the rest the posts' readings, denser after publishing and growing towards the
 * post's latest values in four stages — so the table has the size and shape the full figure needs.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { queryRows } from '../../apps/server/src/db/rows.js';
import { textList } from '../common/tenant.js';
import { ACCOUNTS, MEAN_KEYS } from './seed.js';

/** Posts written per statement (progress is printed between them). */
const CHUNK = 5000;

/** The monthly partitions from a year ago to next month, named metric_snapshots_yYYYYmMM. */
export async function createPartitions(db: Db): Promise<number> {
  const now = new Date();
  let created = 0;
  for (let offset = -13; offset <= 1; offset += 1) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const name = `metric_snapshots_y${from.getUTCFullYear()}m${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
    await db.execute(
      sql.raw(`create table if not exists ${name} partition of metric_snapshots
        for values from ('${from.toISOString()}') to ('${to.toISOString()}')`),
    );
    created += 1;
  }
  return created;
}

export async function seedSnapshots(db: Db, gameId: number, total: number): Promise<void> {
  const accountDays = Math.min(365, Math.max(1, Math.round((total * 0.1) / ACCOUNTS)));
  await db.execute(sql`
    insert into metric_snapshots (game_id, subject, subject_id, taken_at, metrics)
    select game_id, 'account', account_id, day + interval '6 hours', metrics from account_metric_days
    where game_id = ${gameId} and day >= (now() at time zone 'UTC')::date - ${accountDays}::int`);
  const [counted] = await queryRows<{ posts: number }>(
    db,
    sql`select count(*)::int as posts from report_posts where game_id = ${gameId}`,
  );
  const posts = Number(counted?.posts ?? 0);
  const perPost = Math.max(0, total - ACCOUNTS * accountDays) / Math.max(1, posts);
  const whole = Math.floor(perPost);
  const extra = Math.round((perPost - whole) * 100);
  // Each post's reading as it grew: a quarter, half, four fifths, then all of its latest counts.
  await db.execute(sql`
    create unlogged table bench_stages as
    select rp.post_id, s.stage, coalesce((select jsonb_object_agg(e.key, case when e.key = any(${textList(MEAN_KEYS)})
        then e.value::bigint else round(e.value::bigint * s.share)::bigint end)
      from jsonb_each_text(rp.metrics) as e(key, value)), '{}') as metrics
    from report_posts rp cross join (values (1, 0.25), (2, 0.5), (3, 0.8), (4, 1.0)) as s(stage, share)
    where rp.game_id = ${gameId}`);
  await db.execute(sql`create index on bench_stages (post_id, stage)`);
  const started = performance.now();
  for (let from = 0; from < posts; from += CHUNK) {
    // Reading k of n at published + (now − published)·(k/n)²: often at first, then further apart.
    await db.execute(sql`
      insert into metric_snapshots (game_id, subject, subject_id, taken_at, metrics)
      select ${gameId}::int, 'post', p.post_id, p.published_at + (now() - p.published_at) * power(k::float8 / p.n, 2),
        s.metrics
      from (select post_id, published_at, ${whole}::int + case when post_id % 100 < ${extra}::int then 1 else 0 end as n
        from report_posts where game_id = ${gameId} order by post_id offset ${from}::int limit ${CHUNK}::int) p
      cross join lateral generate_series(1, p.n) k
      join bench_stages s on s.post_id = p.post_id and s.stage = least(4, 1 + floor(4.0 * k / p.n)::int)`);
    if (from > 0 && from % (CHUNK * 4) === 0)
      console.log(
        `  snapshots: ${from.toLocaleString('en')} posts' readings in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }
  await db.execute(sql`drop table bench_stages`);
}
