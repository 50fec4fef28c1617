import type { ListenOverview, listenOverviewInput, SentimentCounts } from '@herald/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { bucketCounts, networkCounts } from './counts-sql.js';
import { emptyTally, kindOf, metricDefsOf, metricValuesOf, type Tally } from './metrics.js';
import { bucketsOf, checkedSpan, type Granularity, granularityOf, previousSpan, type Span } from './range.js';
import { type AuthorTally, authorTallies } from './tally-sql.js';
import { topicOf } from './topic.js';

type OverviewInput = z.output<typeof listenOverviewInput>;

const noAuthors: AuthorTally = { authors: 0, potential_reach: 0 };

function tallyOf(counts: SentimentCounts | undefined, authors: AuthorTally | undefined): Tally {
  if (!counts) return { ...emptyTally(), ...authors };
  return {
    mentions: counts.total,
    positive: counts.positive,
    neutral: counts.neutral,
    negative: counts.negative,
    ...(authors ?? noAuthors),
  };
}

/**
 * A topic's tallies over a span: mentions by sentiment per bucket from the hourly rollup (see
 * countsSql) and the distinct authors from the matches — per bucket too when the buckets are hours.
 */
async function talliesOf(db: DbOrTx, topicId: number, span: Span, granularity: Granularity) {
  const hourly = granularity === 'hour';
  const [counts, authors] = await Promise.all([
    bucketCounts(db, topicId, span, granularity),
    authorTallies(db, topicId, span, hourly),
  ]);
  const buckets = new Map<number, Tally>();
  const total = tallyOf(undefined, authors.total);
  for (const [at, bucket] of counts) {
    buckets.set(at, tallyOf(bucket, authors.buckets.get(at)));
    total.mentions += bucket.total;
    total.positive += bucket.positive;
    total.neutral += bucket.neutral;
    total.negative += bucket.negative;
  }
  return { total, buckets, hourly };
}

/**
 * A topic's overview: the metrics of its kind over the range against the previous range of equal
 * length (percent in 1/10000), the best bucket's figure as the highest (none for the author metrics
 * by day), the volume by hour (ranges up to 3 days) or UTC day with empty buckets filled, and the
 * networks with their counts.
 */
export async function topicOverview(
  db: DbOrTx,
  gameId: number,
  input: OverviewInput,
): Promise<ListenOverview> {
  const topic = await topicOf(db, gameId, input.topic_id);
  const span = checkedSpan(input.range);
  const granularity = granularityOf(span);
  const [current, compare, networks] = await Promise.all([
    talliesOf(db, topic.id, span, granularity),
    input.compare === 'previous' ? talliesOf(db, topic.id, previousSpan(span), 'day') : null,
    networkCounts(db, topic.id, span),
  ]);
  const series = bucketsOf(span, granularity).map((at) => {
    const tally = current.buckets.get(at.getTime()) ?? emptyTally();
    return {
      at: at.toISOString(),
      total: tally.mentions,
      positive: tally.positive,
      neutral: tally.neutral,
      negative: tally.negative,
    };
  });
  return {
    granularity,
    metrics: metricValuesOf(
      metricDefsOf(kindOf(topic.type)),
      current.total,
      compare?.total ?? null,
      [...current.buckets.values()],
      current.hourly,
    ),
    series,
    networks,
  };
}
