import type { TopicType } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenTopics } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

/** What the insight tabs need of a topic: its kind, title and terms (the game's dictionary). */
export interface InsightTopic {
  id: number;
  gameId: number;
  title: string;
  type: TopicType;
  include: (typeof listenTopics.$inferSelect)['include'];
}

const columns = {
  id: listenTopics.id,
  gameId: listenTopics.gameId,
  title: listenTopics.title,
  type: listenTopics.type,
  include: listenTopics.include,
};

/** The game's topic; a topic of another game (or none) is `not_found`. */
export async function topicOf(db: DbOrTx, gameId: number, topicId: number): Promise<InsightTopic> {
  const [row] = await db
    .select(columns)
    .from(listenTopics)
    .where(and(eq(listenTopics.id, topicId), eq(listenTopics.gameId, gameId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The game's topics of these ids, in the order asked; any other game's (or missing) is `not_found`. */
export async function topicsOf(db: DbOrTx, gameId: number, ids: readonly number[]): Promise<InsightTopic[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select(columns)
    .from(listenTopics)
    .where(and(inArray(listenTopics.id, wanted), eq(listenTopics.gameId, gameId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('not_found');
    return row;
  });
}

/** The words a topic is written with (keywords and spans): part of the game's dictionary. */
export function topicWords(topic: Pick<InsightTopic, 'include'>): string[] {
  return topic.include.flatMap((group) =>
    group.terms.filter((term) => term.kind === 'keyword' || term.kind === 'span').map((term) => term.value),
  );
}

/** Every game's active topics (status 1), for the spike sweep. */
export function activeTopics(db: DbOrTx): Promise<InsightTopic[]> {
  return db.select(columns).from(listenTopics).where(eq(listenTopics.status, 1)).orderBy(listenTopics.id);
}
