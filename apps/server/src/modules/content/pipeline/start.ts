import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { contentTargets } from '../../../db/schema/index.js';
import type { JobQueue } from '../../../jobs/queue.js';
import type { ContentRow, TargetRow } from '../store.js';
import { goesMobile, handToMobile } from './mobile.js';
import { dueSpec, publishSpec } from './specs.js';

/**
 * Starts a publish round for these targets of the content: each gets its next round and a job on its
 * network's queue — or, for an account its mobile publisher posts from the phone, is handed to them —
 * in the caller's transaction (the jobs exist only if the change commits).
 */
export async function startRound(
  db: DbOrTx,
  queue: JobQueue,
  leaseSeconds: number,
  content: ContentRow,
  targets: readonly TargetRow[],
): Promise<void> {
  for (const target of targets) {
    const mobile = goesMobile(content, target);
    const [next] = await db
      .update(contentTargets)
      .set({
        result: 'init',
        round: sql`${contentTargets.round} + 1`,
        via: mobile ? 'mobile' : 'api',
        message: null,
        updatedAt: new Date(),
      })
      .where(eq(contentTargets.id, target.id))
      .returning({ round: contentTargets.round });
    if (!next) continue;
    if (mobile) {
      await handToMobile(db, queue, content, target, next.round);
      continue;
    }
    const spec = publishSpec(target.network, leaseSeconds);
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
