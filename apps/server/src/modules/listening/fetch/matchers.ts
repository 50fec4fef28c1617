import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenTopics } from '../../../db/schema/index.js';
import { compileTopics } from '../match/matcher.js';
import type { TopicMatcher } from '../match/types.js';
import { ACTIVE } from '../topics/store.js';

/** The game's active topics compiled together, and their ids. */
export interface GameMatcher {
  matcher: TopicMatcher;
  topicIds: number[];
}

interface Cached extends GameMatcher {
  signature: string;
}

/** Each game's compiled matcher, kept while its active topics are unchanged. */
const cache = new Map<number, Cached>();

/**
 * The game's active topics compiled together. Which topics are active and when each last changed is
 * read every time (the game-status index, no JSON): a change made by any process shows in it, and
 * only then are the topics read and compiled again.
 */
export async function gameMatcher(db: DbOrTx, gameId: number): Promise<GameMatcher> {
  const active = and(eq(listenTopics.gameId, gameId), eq(listenTopics.status, ACTIVE));
  const heads = await db
    .select({ id: listenTopics.id, updatedAt: listenTopics.updatedAt })
    .from(listenTopics)
    .where(active)
    .orderBy(asc(listenTopics.id));
  const signature = heads.map((head) => `${head.id}@${head.updatedAt.getTime()}`).join(',');
  const cached = cache.get(gameId);
  if (cached?.signature === signature) return cached;
  const topics = await db
    .select({ id: listenTopics.id, include: listenTopics.include, exclude: listenTopics.exclude })
    .from(listenTopics)
    .where(active)
    .orderBy(asc(listenTopics.id));
  const compiled = { signature, matcher: compileTopics(topics), topicIds: topics.map((topic) => topic.id) };
  cache.set(gameId, compiled);
  return compiled;
}
