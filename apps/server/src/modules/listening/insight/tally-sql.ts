import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type Span, withinSql } from './range.js';

/** Counts by sentiment of `listen_matches m` rows, as select items (total, positive, neutral, negative). */
export const sentimentCountsSql = sql`count(*)::int as total,
  count(*) filter (where m.sentiment = 'positive')::int as positive,
  count(*) filter (where m.sentiment = 'neutral')::int as neutral,
  count(*) filter (where m.sentiment = 'negative')::int as negative`;

/** Distinct authors and the sum of their reach (each author's highest in the span). */
export interface AuthorTally {
  authors: number;
  potential_reach: number;
}

interface AuthorRow {
  whole: number;
  at: number | null;
  authors: number;
  reach: string | number;
}

/**
 * A topic's distinct authors over a span, and per hour when `hourly` (grouping sets), in one
 * index-only pass of its (topic, time, …, author, reach) index: matches grouped by author first (an
 * author counts once, with their highest reach), then counted. Anonymous mentions are no author.
 * Distinct authors do not add up across buckets, so no rollup serves them: this reads every match
 * of the span (see docs/listening.md, speed).
 */
export function authorTallySql(topicId: number, span: Span, hourly: boolean): SQL {
  // A literal, not a parameter: the same expression must appear in the select and the grouping sets.
  const bucket = hourly ? sql.raw(`date_trunc('hour', m.published_at, 'UTC')`) : sql`null::timestamptz`;
  const groups = hourly ? sql`grouping sets ((${bucket}, m.author_key), (m.author_key))` : sql`m.author_key`;
  const whole = hourly ? sql`grouping(${bucket})` : sql`1`;
  return sql`with per as (
      select ${bucket} as at, ${whole} as whole, max(m.author_reach) as reach
      from listen_matches m
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)} and m.author_key is not null
      group by ${groups}
    )
    select whole::int as whole, (extract(epoch from at) * 1000)::float8 as at, count(*)::int as authors,
      coalesce(sum(reach), 0)::bigint as reach
    from per group by whole, at`;
}

/** A topic's author tallies over a span, and per hour (by the hour's start in ms) when `hourly`. */
export async function authorTallies(
  db: DbOrTx,
  topicId: number,
  span: Span,
  hourly: boolean,
): Promise<{ total: AuthorTally; buckets: Map<number, AuthorTally> }> {
  const rows = await queryRows<AuthorRow>(db, authorTallySql(topicId, span, hourly));
  const result = { total: { authors: 0, potential_reach: 0 }, buckets: new Map<number, AuthorTally>() };
  for (const row of rows) {
    const tally = { authors: row.authors, potential_reach: Number(row.reach) };
    if (row.whole === 1 || row.at === null) result.total = tally;
    else result.buckets.set(row.at, tally);
  }
  return result;
}
