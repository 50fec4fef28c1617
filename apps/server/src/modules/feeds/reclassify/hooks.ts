import type { Rerun } from '@herald/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedReruns, feeds } from '../../../db/schema/index.js';
import type { FeedsDeps } from '../deps.js';
import { reclassifySpec } from './job.js';
import { reclassifyProgress, rejudged } from './progress.js';

/**
 * What the sentiment module asks of the stored items when its rules change (its `SentimentHooks` port,
 * which the inbox implements: sentiment may use no other module).
 */
export interface SentimentHooks {
  /** The game's rules changed in `tx`: its items are re-classified in the background once it commits. */
  rulesChanged(tx: DbOrTx, gameId: number): Promise<void>;
  /** The re-classification's progress. */
  rerun(gameId: number): Promise<Rerun>;
  /** Items whose sentiment a person corrected (they keep it through every re-classification). */
  corrections(gameId: number): Promise<number>;
}

/**
 * A person's correction always sticks, and so does a smart rule's decision (the team set it, and the
 * rule's own re-run is the way to change it); what the classifier or a sentiment rule decided is
 * judged again. A change while a run is going replaces it: the new run starts over and the old one
 * stops at its next batch.
 */
export function feedSentimentHooks(deps: FeedsDeps): SentimentHooks {
  return {
    rulesChanged: async (tx, gameId) => {
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(feeds)
        .where(and(eq(feeds.gameId, gameId), rejudged));
      const startedAt = new Date();
      const run = {
        state: 'running' as const,
        done: 0,
        total: counted?.total ?? 0,
        startedAt,
        finishedAt: null,
      };
      await tx
        .insert(feedReruns)
        .values({ gameId, kind: 'reclassify', ...run })
        .onConflictDoUpdate({ target: [feedReruns.gameId, feedReruns.kind], set: run });
      await deps.queue.send(reclassifySpec, { gameId, startedAt: startedAt.toISOString() }, tx);
    },
    rerun: (gameId) => reclassifyProgress(deps.db, gameId),
    corrections: async (gameId) => {
      const [counted] = await deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(feeds)
        .where(and(eq(feeds.gameId, gameId), isNotNull(feeds.sentimentCorrected)));
      return counted?.count ?? 0;
    },
  };
}
