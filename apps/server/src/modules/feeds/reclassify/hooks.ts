import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { feedReruns, feeds } from '../../../db/schema/index.js';
import type { SentimentHooks } from '../../sentiment/index.js';
import type { FeedsDeps } from '../deps.js';
import { reclassifySpec } from './job.js';
import { reclassifyProgress, rejudged } from './progress.js';

/**
 * The inbox's side of the sentiment module's `SentimentHooks` port (sentiment may use no other module,
 * so it is handed this). A person's correction always sticks, and so does a smart rule's decision (the
 * team set it, and the rule's own re-run is the way to change it); what the classifier or a sentiment
 * rule decided is judged again. A change while a run is going replaces it: the new run starts over and the old one
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
