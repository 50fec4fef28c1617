import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { AccountReading, MetricReading, MetricValues } from '../../../platforms/report-metrics.js';
import { applyReading } from './deltas.js';
import { heraldPostMetrics } from './herald.js';
import { addToRollups } from './rollups.js';
import { nextPostFetch } from './schedule.js';
import { rowsOf } from './sql.js';

/** One post's reading: which post, when it was published (for its next reading), and what was read. */
export interface PostReading {
  postId: number;
  publishedAt: Date;
  reading: MetricReading;
}

/**
 * Stores a batch of post readings taken at `takenAt`, in one transaction and a fixed number of
 * statements: each a snapshot, the posts' latest values and why the others are missing, their next
 * reading on the decaying schedule, and the rollups by the deltas between the old and new latest
 * values. Herald's own figures (comment sentiment, reply time) come from the inbox's rows of the post.
 */
export async function storePostReadings(
  db: Db,
  readings: readonly PostReading[],
  takenAt: Date,
): Promise<void> {
  if (readings.length === 0) return;
  const ids = readings.map((entry) => entry.postId);
  await db.transaction(async (tx) => {
    const held = await tx.execute(sql`
      select post_id, metrics from report_posts
      where post_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)
      order by post_id
      for update`);
    const previous = new Map(rowsOf(held).map((row) => [Number(row.post_id), row.metrics as MetricValues]));
    const herald = await heraldPostMetrics(tx, ids);
    const rows = readings.flatMap(({ postId, publishedAt, reading }) => {
      const before = previous.get(postId);
      if (!before) return [];
      const read = { ...reading.values, ...(herald.get(postId) ?? {}) };
      const { latest, delta } = applyReading(before, read);
      const na = Object.fromEntries(Object.entries(reading.na).filter(([key]) => latest[key] === undefined));
      return [
        {
          post_id: postId,
          read,
          latest,
          na,
          delta,
          content_type: reading.contentType ?? null,
          next_fetch_at: nextPostFetch(publishedAt, takenAt)?.toISOString() ?? null,
        },
      ];
    });
    if (rows.length === 0) return;
    const input = JSON.stringify(rows);
    const at = takenAt.toISOString();
    await tx.execute(sql`
      update report_posts p
      set metrics = x.latest, na = x.na, fetched_at = ${at}::timestamptz, next_fetch_at = x.next_fetch_at,
          content_type = coalesce(x.content_type, p.content_type)
      from jsonb_to_recordset(${input}::jsonb)
        as x(post_id integer, latest jsonb, na jsonb, content_type text, next_fetch_at timestamptz)
      where p.post_id = x.post_id`);
    await tx.execute(sql`
      insert into metric_snapshots (game_id, subject, subject_id, taken_at, metrics)
      select p.game_id, 'post', p.post_id, ${at}::timestamptz, x.read
      from jsonb_to_recordset(${input}::jsonb) as x(post_id integer, read jsonb)
      join report_posts p on p.post_id = x.post_id
      where x.read <> '{}'::jsonb
      on conflict do nothing`);
    await addToRollups(
      tx,
      rows.map((row) => ({ postId: row.post_id, posts: 0, delta: row.delta })),
    );
  });
}

/**
 * Stores an account's daily metrics read at `takenAt`: each day's values (a day read again is
 * overwritten key by key: networks settle late), a snapshot of the latest day, and the keys the
 * network cannot give; `history_from` goes back to the earliest day held.
 */
export async function storeAccountReading(
  db: Db,
  account: { id: number; gameId: number },
  reading: AccountReading,
  takenAt: Date,
): Promise<void> {
  const at = takenAt.toISOString();
  const days = JSON.stringify(reading.days);
  const latest = reading.days.at(-1)?.values ?? {};
  const first = reading.days[0]?.day ?? null;
  await db.transaction(async (tx) => {
    if (reading.days.length > 0) {
      await tx.execute(sql`
        insert into account_metric_days (game_id, account_id, day, metrics)
        select ${account.gameId}, ${account.id}, x.day::date, x.values
        from jsonb_to_recordset(${days}::jsonb) as x(day text, values jsonb)
        on conflict (account_id, day) do update
          set metrics = account_metric_days.metrics || excluded.metrics`);
      await tx.execute(sql`
        insert into metric_snapshots (game_id, subject, subject_id, taken_at, metrics)
        values (${account.gameId}, 'account', ${account.id}, ${at}::timestamptz, ${JSON.stringify(latest)}::jsonb)
        on conflict do nothing`);
    }
    await tx.execute(sql`
      update report_account_state
      set na = ${JSON.stringify(reading.na)}::jsonb,
          history_from = case when ${first}::date is null then history_from
                              else least(coalesce(history_from, ${first}::date), ${first}::date) end
      where account_id = ${account.id}`);
  });
}
