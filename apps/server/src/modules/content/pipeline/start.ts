import type { SocialNetwork } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { contentTargets } from '../../../db/schema/index.js';
import type { JobQueue } from '../../../jobs/queue.js';
import type { TargetRow } from '../store.js';
import { dueSpec, publishSpec } from './specs.js';

/**
 * Starts a publish round for these targets: each gets its next round and a job on its network's
 * queue, in the caller's transaction (the jobs exist only if the change commits).
 */
export async function startRound(
  db: DbOrTx,
  queue: JobQueue,
  leaseSeconds: number,
  targets: readonly TargetRow[],
): Promise<void> {
  for (const target of targets) {
    const [next] = await db
      .update(contentTargets)
      .set({ result: 'init', round: sql`${contentTargets.round} + 1`, message: null, updatedAt: new Date() })
      .where(eq(contentTargets.id, target.id))
      .returning({ round: contentTargets.round });
    if (!next) continue;
    const spec = publishSpec(target.network as SocialNetwork, leaseSeconds);
    await queue.send(spec, { target_id: target.id, round: next.round }, db);
  }
}

/** Enqueues the due job of a schedule, for its instant. */
export async function scheduleDue(
  db: DbOrTx,
  queue: JobQueue,
  contentId: number,
  version: number,
  at: Date,
): Promise<void> {
  await queue.send(dueSpec, { content_id: contentId, version }, db, at);
}
