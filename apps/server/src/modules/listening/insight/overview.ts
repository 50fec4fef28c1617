import type { ListenOverview, listenOverviewInput } from '@herald/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { emptyTally, kindOf, metricDefsOf, metricValuesOf } from './metrics.js';
import { bucketsOf, checkedSpan, granularityOf, previousSpan } from './range.js';
import { networkCounts, tallies } from './tally-sql.js';
import { topicOf } from './topic.js';

type OverviewInput = z.output<typeof listenOverviewInput>;

/**
 * A topic's overview: the metrics of its kind over the range against the previous range of equal
 * length (percent in 1/10000), the best bucket's figure as the highest, the volume by hour (ranges up
 * to 3 days) or UTC day with empty buckets filled, and the networks with their counts.
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
    tallies(db, topic.id, span, granularity),
    input.compare === 'previous' ? tallies(db, topic.id, previousSpan(span), null) : null,
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
    metrics: metricValuesOf(metricDefsOf(kindOf(topic.type)), current.total, compare?.total ?? null, [
      ...current.buckets.values(),
    ]),
    series,
    networks,
  };
}
