import type { Rerun } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedReruns } from '../../../db/schema/index.js';

/** Items a re-classification judges again: neither a person's correction nor a smart rule's decision. */
export const rejudged = sql`sentiment_corrected is null and sentiment_source is distinct from 'smart_rule'`;

const idle: Rerun = { state: 'idle', done: 0, total: 0, started_at: null, finished_at: null };

/** The game's re-classification as the rules screen shows it (idle when none ever ran). */
export async function reclassifyProgress(db: DbOrTx, gameId: number): Promise<Rerun> {
  const [row] = await db
    .select()
    .from(feedReruns)
    .where(and(eq(feedReruns.gameId, gameId), eq(feedReruns.kind, 'reclassify')));
  if (!row) return idle;
  return {
    state: row.state,
    done: Math.min(row.done, row.total),
    total: row.total,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** The run a job belongs to is the one still recorded: a later change replaced an earlier run. */
export const currentRun = (gameId: number, startedAt: string) =>
  and(
    eq(feedReruns.gameId, gameId),
    eq(feedReruns.kind, 'reclassify'),
    sql`${feedReruns.startedAt} = ${startedAt}::timestamptz`,
  );
