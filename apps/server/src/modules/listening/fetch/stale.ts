import type { ListenNetwork } from '@herald/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenItems, listenMatches, listenRuns } from '../../../db/schema/index.js';
import type { HeardItem } from './items.js';

/** The stored text of the page's items already known (by the game/network/id unique index). */
export async function storedTexts(
  db: DbOrTx,
  gameId: number,
  network: ListenNetwork,
  items: readonly HeardItem[],
): Promise<Map<string, string>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .select({ externalId: listenItems.externalId, text: listenItems.text })
    .from(listenItems)
    .where(
      and(
        eq(listenItems.gameId, gameId),
        eq(listenItems.network, network),
        inArray(
          listenItems.externalId,
          items.map((item) => item.externalId),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.externalId, row.text]));
}

/**
 * Removes the matches an edit undid: for each edited item, the matches of the game's active topics
 * its new text no longer belongs to (whether or not a person corrected their sentiment: the mention
 * is no longer the topic's). An archived topic's matches are left as they are; the rollup follows
 * through its trigger, and each run's count of matches drops with it.
 */
export async function dropUndone(
  tx: DbOrTx,
  network: ListenNetwork,
  activeTopicIds: readonly number[],
  edited: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  if (activeTopicIds.length === 0) return;
  const dropped = new Map<number, number>();
  for (const [itemId, kept] of edited) {
    const gone = activeTopicIds.filter((topicId) => !kept.includes(topicId));
    if (gone.length === 0) continue;
    const rows = await tx
      .delete(listenMatches)
      .where(and(inArray(listenMatches.topicId, gone), eq(listenMatches.itemId, itemId)))
      .returning({ topicId: listenMatches.topicId });
    for (const row of rows) dropped.set(row.topicId, (dropped.get(row.topicId) ?? 0) + 1);
  }
  for (const [topicId, n] of dropped) {
    await tx
      .update(listenRuns)
      .set({ matched: sql`greatest(${listenRuns.matched} - ${n}, 0)` })
      .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, network)));
  }
}
