import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { MetricValues } from '../../../platforms/report-metrics.js';
import { rowsOf } from './sql.js';

/**
 * Herald's own post figures from the inbox's comments on each post: the share of judged comments that
 * are positive (a person's correction wins over the classifier), in 1/10000, and the mean time to the
 * team's first answer, in seconds. A post without judged or answered comments has neither.
 */
export async function heraldPostMetrics(
  db: DbOrTx,
  postIds: readonly number[],
): Promise<Map<number, MetricValues>> {
  const answer = await db.execute(sql`
    select p.post_id,
      count(*) filter (where coalesce(f.sentiment_corrected, f.sentiment) = 'positive')::integer as positive,
      count(*) filter (where coalesce(f.sentiment_corrected, f.sentiment) in ('positive', 'neutral', 'negative'))::integer as judged,
      round(avg(extract(epoch from f.first_response_at - f.created_at))
        filter (where f.first_response_at is not null))::bigint as reply_seconds
    from report_posts p
    join account_posts ap on ap.id = p.post_id
    join feeds f on f.account_id = p.account_id and f.post_remote_id = ap.social_post_id
      and f.feed_type in ('comment', 'comment_reply') and f.deleted_at is null
    where p.post_id in (select jsonb_array_elements_text(${JSON.stringify(postIds)}::jsonb)::integer)
    group by p.post_id`);
  const figures = new Map<number, MetricValues>();
  for (const row of rowsOf(answer)) {
    const values: MetricValues = {};
    const judged = Number(row.judged);
    if (judged > 0) values.comment_positive_rate = Math.round((Number(row.positive) / judged) * 10_000);
    if (row.reply_seconds !== null) values.reply_time = Number(row.reply_seconds);
    if (Object.keys(values).length > 0) figures.set(Number(row.post_id), values);
  }
  return figures;
}
