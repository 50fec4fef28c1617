import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../../db/rows.js';
import { feedReruns } from '../../../db/schema/index.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { FeedsDeps } from '../deps.js';
import { currentRun, rejudged } from './progress.js';

/** Items judged per batch (one read, one judge call, one update). */
const BATCH = 500;

const payload = z.object({ gameId: z.number().int().positive(), startedAt: z.iso.datetime() });

/**
 * Re-judges a game's stored items after its sentiment rules changed. Safe to retry (judging again gives
 * the same answers); a run replaced by a later change stops at its next batch.
 */
export const reclassifySpec: JobSpec<typeof payload> = {
  name: 'feeds.reclassify',
  payload,
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 4 * 60 * 60,
};

interface Key {
  createdAt: string;
  id: number;
}

/** The next batch, newest first (the game's created_at index), after `after`. */
async function nextBatch(deps: FeedsDeps, gameId: number, after: Key | null) {
  const keyset = after ? sql`and (created_at, id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``;
  const result = await deps.db.execute(sql`
    select id, text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from feeds
    where game_id = ${gameId} and ${rejudged} ${keyset}
    order by created_at desc, id desc
    limit ${BATCH}`);
  return rowsOf(result).map((row) => ({
    id: Number(row.id),
    text: String(row.text),
    createdAt: String(row.created_at),
  }));
}

/** Judges one batch and stores what changed, unless the run was replaced meanwhile. */
async function judgeBatch(
  deps: FeedsDeps,
  gameId: number,
  startedAt: string,
  batch: Array<{ id: number; text: string }>,
): Promise<boolean> {
  const verdicts = await deps.judge.judgeMany(
    gameId,
    batch.map((item) => item.text),
  );
  const values = JSON.stringify(
    batch.map((item, index) => {
      const verdict = verdicts[index];
      if (!verdict) throw new Error('the judge answered fewer verdicts than texts');
      return {
        id: item.id,
        sentiment: verdict.sentiment,
        source: verdict.source,
        score: verdict.score,
        language: verdict.language,
      };
    }),
  );
  return deps.db.transaction(async (tx) => {
    // Holding the run's row for the batch: a change of rules meanwhile waits, then restarts cleanly.
    const [run] = await tx.select().from(feedReruns).where(currentRun(gameId, startedAt)).for('update');
    if (!run) return false;
    // A person may have corrected an item since it was read: their correction stays.
    await tx.execute(sql`
      update feeds f set sentiment = v.sentiment, sentiment_source = v.source, sentiment_score = v.score,
        language = v.language, updated_at = now()
      from jsonb_to_recordset(${values}::jsonb) as v(id int, sentiment text, source text, score real, language text)
      where f.id = v.id and f.game_id = ${gameId} and f.sentiment_corrected is null
        and f.sentiment_source is distinct from 'smart_rule'
        and (f.sentiment is distinct from v.sentiment or f.sentiment_source is distinct from v.source
          or f.language is distinct from v.language or f.sentiment_score is distinct from v.score)`);
    await tx
      .update(feedReruns)
      .set({ done: sql`${feedReruns.done} + ${batch.length}` })
      .where(currentRun(gameId, startedAt));
    return true;
  });
}

/** Runs one re-classification from the newest item to the oldest, recording its progress. */
export async function reclassify(deps: FeedsDeps, gameId: number, startedAt: string): Promise<void> {
  const restarted = await deps.db
    .update(feedReruns)
    .set({ state: 'running', done: 0, finishedAt: null })
    .where(currentRun(gameId, startedAt))
    .returning({ gameId: feedReruns.gameId });
  if (restarted.length === 0) return;
  // The rules just changed, maybe in another process: judge by them, not by a copy compiled before.
  deps.judge.forget(gameId);
  try {
    let after: Key | null = null;
    for (;;) {
      const batch = await nextBatch(deps, gameId, after);
      if (batch.length === 0) break;
      if (!(await judgeBatch(deps, gameId, startedAt, batch))) return;
      const last = batch[batch.length - 1];
      after = last ? { createdAt: last.createdAt, id: last.id } : null;
    }
    await deps.db
      .update(feedReruns)
      .set({ state: 'done', done: sql`${feedReruns.total}`, finishedAt: new Date() })
      .where(currentRun(gameId, startedAt));
  } catch (error) {
    await deps.db.update(feedReruns).set({ state: 'failed' }).where(currentRun(gameId, startedAt));
    throw error;
  }
}

export function reclassifyJob(deps: FeedsDeps): JobDefinition<typeof payload> {
  return {
    ...reclassifySpec,
    handle: ({ gameId, startedAt }) => reclassify(deps, gameId, startedAt),
  };
}
