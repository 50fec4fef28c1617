import type { Topic } from '@herald/contract';
import type { TopicMeaning } from './types.js';

/** A stored topic's meaning, as the matcher compiles it. */
export function meaningOf(topic: Pick<Topic, 'id' | 'include_keywords' | 'exclude_keywords'>): TopicMeaning {
  return { id: topic.id, include: topic.include_keywords, exclude: topic.exclude_keywords };
}
