import type { ListenNetwork, SentimentCounts } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { emptyTally, type Tally } from './metrics.js';
import { type Granularity, type Span, withinSql } from './range.js';

/** Counts by sentiment of `listen_matches m` rows, as select items (total, positive, neutral, negative). */
export const sentimentCountsSql = sql`count(*)::int as total,
  count(*) filter (where m.sentiment = 'positive')::int as positive,
  count(*) filter (where m.sentiment = 'neutral')::int as neutral,
  count(*) filter (where m.sentiment = 'negative')::int as negative`;

interface TallyRow {
  whole: number;
  at: number | null;
  mentions: number;
  positive: number;
  negative: number;
  authors: number;
  reach: string | number;
}

function tallyOf(row: TallyRow): Tally {
  return {
    mentions: row.mentions,
    positive: row.positive,
    negative: row.negative,
    neutral: row.mentions - row.positive - row.negative,
    authors: row.authors,
    potential_reach: Number(row.reach),
  };
}

/** A range's tallies, and each bucket's when a granularity is given (buckets by their start). */
export interface Tallies {
  total: Tally;
  buckets: Map<number, Tally>;
}

/**
 * A topic's tallies over a span in one pass of its (topic, time) index: matches grouped by author
 * first (an author counts once, with their highest reach), per bucket and over the whole span
 * (grouping sets), then summed. Anonymous mentions count as mentions, not as authors.
 */
export function tallySql(topicId: number, span: Span, granularity: Granularity | null): SQL {
  // A literal, not a parameter: the same expression must appear in the select and the grouping sets.
  const bucket = granularity
    ? sql.raw(`date_trunc('${granularity}', m.published_at, 'UTC')`)
    : sql`null::timestamptz`;
  const groups: SQL = granularity
    ? sql`grouping sets ((${bucket}, m.author_key), (m.author_key))`
    : sql`m.author_key`;
  const whole = granularity ? sql`grouping(${bucket})` : sql`1`;
  return sql`with per as (
      select ${bucket} as at, m.author_key, ${whole} as whole, count(*) as n,
        count(*) filter (where m.sentiment = 'positive') as pos,
        count(*) filter (where m.sentiment = 'negative') as neg,
        max(m.author_reach) as reach
      from listen_matches m
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)}
      group by ${groups}
    )
    select whole::int as whole, (extract(epoch from at) * 1000)::float8 as at, sum(n)::int as mentions,
      sum(pos)::int as positive, sum(neg)::int as negative, count(author_key)::int as authors,
      coalesce(sum(reach) filter (where author_key is not null), 0)::bigint as reach
    from per group by whole, at`;
}

/** A topic's tallies over a span, and each bucket's when a granularity is given (see tallySql). */
export async function tallies(
  db: DbOrTx,
  topicId: number,
  span: Span,
  granularity: Granularity | null,
): Promise<Tallies> {
  const rows = await queryRows<TallyRow>(db, tallySql(topicId, span, granularity));
  const result: Tallies = { total: emptyTally(), buckets: new Map() };
  for (const row of rows) {
    if (row.whole === 1 || row.at === null) result.total = tallyOf(row);
    else result.buckets.set(row.at, tallyOf(row));
  }
  return result;
}

/** A topic's mentions per network over a span, the busiest first. */
export async function networkCounts(
  db: DbOrTx,
  topicId: number,
  span: Span,
): Promise<(SentimentCounts & { network: ListenNetwork })[]> {
  return queryRows(
    db,
    sql`select m.network, ${sentimentCountsSql}
      from listen_matches m
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)}
      group by m.network order by 2 desc, 1`,
  );
}
