import type { SentimentCounts } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type Span, withinSql } from '../insight/range.js';
import { sentimentCountsSql } from '../insight/tally-sql.js';
import { topicOf } from '../insight/topic.js';

const DAY_MS = 86_400_000;

async function countsIn(db: DbOrTx, topicId: number, span: Span): Promise<SentimentCounts> {
  const [row] = await queryRows<SentimentCounts>(
    db,
    sql`select ${sentimentCountsSql} from listen_matches m
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)}`,
  );
  return row ?? { total: 0, positive: 0, neutral: 0, negative: 0 };
}

/** A negative share in 1/10000 (0 without mentions). */
function negativeShare(counts: SentimentCounts): number {
  return counts.total === 0 ? 0 : (counts.negative * 10_000) / counts.total;
}

/**
 * A topic's sentiment in the `days` before a patch went out (`at` excluded) and the `days` after
 * (from `at`), and how its negative share moved, in 1/10000.
 */
export async function comparePatch(
  db: DbOrTx,
  gameId: number,
  input: { topic_id: number; at: string; days: number },
) {
  const topic = await topicOf(db, gameId, input.topic_id);
  const at = new Date(input.at);
  const length = input.days * DAY_MS;
  const [before, after] = await Promise.all([
    countsIn(db, topic.id, { start: new Date(at.getTime() - length), end: at }),
    countsIn(db, topic.id, { start: at, end: new Date(at.getTime() + length) }),
  ]);
  return { before, after, negative_change: Math.round(negativeShare(after) - negativeShare(before)) };
}
