import type { ListenMention } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { listenMatches } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { mentionOf } from './mentions.js';
import { topicOf } from './topic.js';

/**
 * A person's sentiment for one mention of one topic: stored on the topic's match and marked
 * `corrected`, so every figure of the topic follows; the classifier's judgement stays on the item,
 * and the item's other topics keep theirs. A mention the topic does not hold is `not_found`.
 */
export function correctMention(
  db: Db,
  gameId: number,
  input: { topic_id: number; id: number; sentiment: 'positive' | 'neutral' | 'negative' },
): Promise<ListenMention> {
  return db.transaction(async (tx) => {
    const topic = await topicOf(tx, gameId, input.topic_id);
    const changed = await tx
      .update(listenMatches)
      .set({ sentiment: input.sentiment, corrected: true })
      .where(and(eq(listenMatches.topicId, topic.id), eq(listenMatches.itemId, input.id)))
      .returning({ id: listenMatches.itemId });
    const mention = changed.length > 0 ? await mentionOf(tx, topic.id, input.id) : null;
    if (!mention) throw new AppError('not_found');
    return mention;
  });
}
