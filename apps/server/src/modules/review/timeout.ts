import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { reviewRequests } from '../../db/schema/index.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { type ContentRow, contentFor, move } from '../content/index.js';
import type { ReviewDeps } from './deps.js';
import { notifyAuthor } from './notify.js';
import type { RequestRow } from './request.js';
import { timeoutSpec } from './specs.js';
import { titleOf } from './start.js';

/** Whether a pending request's time has come with the revoke choice (approval must stop). */
export function revokeDue(request: RequestRow, now = new Date()): boolean {
  return (
    request.status === 'pending' &&
    request.timeoutAction === 'revoke' &&
    request.timeoutAt !== null &&
    request.timeoutAt.getTime() <= now.getTime()
  );
}

/**
 * The approval timed out (SPEC §4). Revoke: approval stops and the content is a draft again (revoked).
 * Hold on: it stays under approval and goes out as soon as it is approved; the author is told it is late.
 */
export async function applyTimeout(
  tx: Tx,
  deps: Pick<ReviewDeps, 'queue' | 'mailer'>,
  request: RequestRow,
  content: ContentRow,
): Promise<void> {
  const notice = {
    gameId: request.gameId,
    kind: 'review_timed_out' as const,
    contentId: content.id,
    params: { title: titleOf(content), action: request.timeoutAction },
  };
  if (request.timeoutAction === 'revoke') {
    await tx
      .update(reviewRequests)
      .set({ status: 'timed_out', decidedAt: new Date() })
      .where(eq(reviewRequests.id, request.id));
    await move(tx, content, 'review_timeout', 'revoked', null);
  }
  await notifyAuthor(tx, deps, request.submittedBy, notice);
}

export function timeoutJob(deps: ReviewDeps): JobDefinition<typeof timeoutSpec.payload> {
  return {
    ...timeoutSpec,
    async handle({ request_id }: z.infer<typeof timeoutSpec.payload>) {
      await deps.db.transaction(async (tx) => {
        const [found] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, request_id));
        if (found?.status !== 'pending') return;
        const content = await contentFor(tx, found.gameId, found.contentId, { lock: true });
        const [request] = await tx
          .select()
          .from(reviewRequests)
          .where(eq(reviewRequests.id, request_id))
          .for('update');
        if (request?.status !== 'pending' || content.status !== 'reviewing') return;
        await applyTimeout(tx, deps, request, content);
      });
    },
  };
}
