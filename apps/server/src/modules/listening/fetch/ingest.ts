import { type ListenNetwork, topicTermText } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { listenItems, listenMatches, listenQuotaUses, listenRuns } from '../../../db/schema/index.js';
import type { SentimentJudge } from '../../sentiment/index.js';
import { authorKey, type HeardItem, matchable, storedItem } from './items.js';
import { gameMatcher } from './matchers.js';
import type { QuotaUse } from './read.js';
import { dropUndone, storedTexts } from './stale.js';

type Stored = 'positive' | 'neutral' | 'negative';

/** A verdict as stored: not judged yet, or not judgeable, counts as neutral. */
export function storedSentiment(sentiment: string): Stored {
  return sentiment === 'positive' || sentiment === 'negative' ? sentiment : 'neutral';
}

/** One page to ingest: the items of one network, and what reading it took of the quota. */
export interface PageToIngest {
  gameId: number;
  network: ListenNetwork;
  accountId: number | null;
  items: readonly HeardItem[];
  quota: QuotaUse | null;
}

/** The same network item once per page (the newest text wins). */
function distinct(items: readonly HeardItem[]): HeardItem[] {
  return [...new Map(items.map((item) => [item.externalId, item])).values()];
}

/** What reading a page took of the network's quota, recorded against the game (and account). */
export async function recordQuotaUse(
  db: DbOrTx,
  page: Pick<PageToIngest, 'gameId' | 'network' | 'accountId' | 'quota'>,
): Promise<void> {
  if (!page.quota || page.quota.amount <= 0) return;
  await db.insert(listenQuotaUses).values({
    gameId: page.gameId,
    network: page.network,
    accountId: page.accountId,
    key: page.quota.key,
    amount: page.quota.amount,
  });
}

/**
 * Stores a fetched page in one transaction: each item once per (game, network, network id), its text
 * and sentiment updated when fetched again (an edit); matched anew against all the game's active
 * topics, each match with the terms found and the item's network, time, sentiment and author; an
 * edited item's matches its new text no longer holds removed; the runs' counts of matches kept; the
 * quota use recorded. Answers the new matches.
 */
export async function ingestPage(
  deps: { db: Db; judge: SentimentJudge },
  page: PageToIngest,
): Promise<number> {
  const items = distinct(page.items);
  const verdicts = await deps.judge.judgeMany(
    page.gameId,
    items.map((item) => item.text),
  );
  const { matcher, topicIds } = await gameMatcher(deps.db, page.gameId);
  return deps.db.transaction(async (tx) => {
    await recordQuotaUse(tx, page);
    if (items.length === 0) return 0;
    const before = await storedTexts(tx, page.gameId, page.network, items);
    const now = new Date();
    const stored = await tx
      .insert(listenItems)
      .values(
        items.map((item, at) => ({
          gameId: page.gameId,
          ...storedItem(item),
          sentiment: storedSentiment(verdicts[at]?.sentiment ?? 'neutral'),
          fetchedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [listenItems.gameId, listenItems.network, listenItems.externalId],
        set: {
          text: sql`excluded.text`,
          url: sql`excluded.url`,
          authorName: sql`coalesce(excluded.author_name, ${listenItems.authorName})`,
          authorHandle: sql`coalesce(excluded.author_handle, ${listenItems.authorHandle})`,
          authorReach: sql`coalesce(excluded.author_reach, ${listenItems.authorReach})`,
          sentiment: sql`excluded.sentiment`,
          fetchedAt: now,
        },
      })
      .returning({
        id: listenItems.id,
        externalId: listenItems.externalId,
        sentiment: listenItems.sentiment,
      });
    const byExternal = new Map(stored.map((row) => [row.externalId, row]));
    const matches = items.flatMap((item) => {
      const row = byExternal.get(item.externalId);
      if (!row) return [];
      const readable = matchable(item);
      return matcher.match(readable).map((topicId) => ({
        topicId,
        itemId: row.id,
        gameId: page.gameId,
        network: item.network,
        publishedAt: item.publishedAt,
        sentiment: row.sentiment,
        authorKey: authorKey(item),
        authorReach: item.authorReach,
        terms: matcher.explain(readable, topicId).map(topicTermText),
      }));
    });
    const edited = new Map(
      items.flatMap((item) => {
        const row = byExternal.get(item.externalId);
        const was = before.get(item.externalId);
        if (!row || was === undefined || was === item.text) return [];
        const kept = matches.filter((match) => match.itemId === row.id).map((match) => match.topicId);
        return [[row.id, kept] as const];
      }),
    );
    await dropUndone(tx, page.network, topicIds, edited);
    if (matches.length === 0) return 0;
    // An item matched before keeps its match; its terms and (unless a person corrected it) its
    // sentiment follow the item's latest text.
    const written = await tx
      .insert(listenMatches)
      .values(matches)
      .onConflictDoUpdate({
        target: [listenMatches.topicId, listenMatches.itemId],
        set: {
          terms: sql`excluded.terms`,
          sentiment: sql`case when ${listenMatches.corrected} then ${listenMatches.sentiment} else excluded.sentiment end`,
        },
      })
      .returning({ topicId: listenMatches.topicId, inserted: sql<boolean>`(xmax = 0)` });
    const fresh = new Map<number, number>();
    for (const row of written) if (row.inserted) fresh.set(row.topicId, (fresh.get(row.topicId) ?? 0) + 1);
    for (const [topicId, n] of fresh) {
      await tx
        .update(listenRuns)
        .set({ matched: sql`${listenRuns.matched} + ${n}` })
        .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, page.network)));
    }
    return [...fresh.values()].reduce((sum, n) => sum + n, 0);
  });
}
