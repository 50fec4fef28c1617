import type { ListenNetwork, SentimentCounts } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type Granularity, type Span, withinSql } from './range.js';

const HOUR_MS = 3_600_000;

/**
 * A span cut at whole UTC hours: the whole hours inside it (read from the hourly rollup
 * listen_tallies) and the parts before the first and after the last (read from the matches). A span
 * within two hours has no whole part.
 */
export function hourCut(span: Span): { hours: Span | null; edges: Span[] } {
  const first = Math.ceil(span.start.getTime() / HOUR_MS) * HOUR_MS;
  const last = Math.floor(span.end.getTime() / HOUR_MS) * HOUR_MS;
  if (first >= last) return { hours: null, edges: [span] };
  const edges = [
    { start: span.start, end: new Date(first) },
    { start: new Date(last), end: span.end },
  ].filter((edge) => edge.end.getTime() > edge.start.getTime());
  return { hours: { start: new Date(first), end: new Date(last) }, edges };
}

/**
 * The mentions of topics over a span (all time when null) as rows (topic_id, at, network, sentiment, n): the rollup's
 * hours inside the span and the matches at its edges, so any grouping of them counts exactly what
 * grouping the matches would, reading a few hundred rows a day instead of every match.
 */
export function countsSql(topicIds: readonly number[], span: Span | null): SQL {
  const topics = sql`any(${`{${topicIds.join(',')}}`}::int[])`;
  const rollup = sql`select t.topic_id, t.hour as at, t.network, t.sentiment, t.mentions as n
      from listen_tallies t where t.topic_id = ${topics}`;
  if (!span) return rollup;
  const { hours, edges } = hourCut(span);
  const parts: SQL[] = [];
  if (hours) parts.push(sql`${rollup} and ${withinSql(sql`t.hour`, hours)}`);
  if (edges.length > 0) {
    const within = sql.join(
      edges.map((edge) => sql`(${withinSql(sql`m.published_at`, edge)})`),
      sql` or `,
    );
    parts.push(sql`select m.topic_id, m.published_at as at, m.network, m.sentiment, 1 as n
      from listen_matches m where m.topic_id = ${topics} and (${within})`);
  }
  return sql.join(parts, sql` union all `);
}

/** Sums by sentiment of countsSql rows `c`, as select items (total, positive, neutral, negative). */
export const summedCountsSql = sql`coalesce(sum(c.n), 0)::int as total,
  coalesce(sum(c.n) filter (where c.sentiment = 'positive'), 0)::int as positive,
  coalesce(sum(c.n) filter (where c.sentiment = 'neutral'), 0)::int as neutral,
  coalesce(sum(c.n) filter (where c.sentiment = 'negative'), 0)::int as negative`;

/** Mentions by sentiment of topics over a span, per topic (from the rollup, see countsSql). */
export async function topicCounts(
  db: DbOrTx,
  topicIds: readonly number[],
  span: Span,
): Promise<Map<number, SentimentCounts>> {
  const rows = await queryRows<SentimentCounts & { topic_id: number }>(
    db,
    sql`select c.topic_id, ${summedCountsSql} from (${countsSql(topicIds, span)}) c group by c.topic_id`,
  );
  return new Map(rows.map(({ topic_id, ...counts }) => [topic_id, counts]));
}

/** A topic's mentions by sentiment per bucket (by the bucket's start in ms) over a span. */
export async function bucketCounts(
  db: DbOrTx,
  topicId: number,
  span: Span,
  granularity: Granularity,
): Promise<Map<number, SentimentCounts>> {
  // A literal, not a parameter: the same expression appears in the select and the group by.
  const bucket = sql.raw(`date_trunc('${granularity}', c.at, 'UTC')`);
  const rows = await queryRows<SentimentCounts & { at: number }>(
    db,
    sql`select (extract(epoch from ${bucket}) * 1000)::float8 as at, ${summedCountsSql}
      from (${countsSql([topicId], span)}) c group by ${bucket}`,
  );
  return new Map(rows.map(({ at, ...counts }) => [at, counts]));
}

/** A topic's mentions per network over a span, the busiest first. */
export function networkCounts(
  db: DbOrTx,
  topicId: number,
  span: Span,
): Promise<(SentimentCounts & { network: ListenNetwork })[]> {
  return queryRows(
    db,
    sql`select c.network, ${summedCountsSql}
      from (${countsSql([topicId], span)}) c
      group by c.network having sum(c.n) > 0 order by 2 desc, 1`,
  );
}
