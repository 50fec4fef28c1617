import type { ListenRange } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { topicCounts } from './counts-sql.js';
import { checkedSpan } from './range.js';
import { topicsOf } from './topic.js';

/**
 * Share of voice: each compared topic's mentions over the range (by sentiment) and its share of all
 * the compared topics' mentions in 1/10000 (an item two topics heard counts for both). Topics are
 * answered in the order asked, each once.
 */
export async function shareOfVoice(
  db: DbOrTx,
  gameId: number,
  input: { topic_ids: number[]; range: ListenRange },
) {
  const topics = await topicsOf(db, gameId, input.topic_ids);
  const span = checkedSpan(input.range);
  const ids = topics.map((topic) => topic.id);
  const byTopic = await topicCounts(db, ids, span);
  const all = [...byTopic.values()].reduce((sum, counts) => sum + counts.total, 0);
  return topics.map((topic) => {
    const counts = byTopic.get(topic.id) ?? { total: 0, positive: 0, neutral: 0, negative: 0 };
    return {
      topic_id: topic.id,
      title: topic.title,
      counts,
      share: all === 0 ? 0 : Math.round((counts.total * 10_000) / all),
    };
  });
}
