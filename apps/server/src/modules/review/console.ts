import type { ReviewDecision, ReviewRequest } from '@herald/contract';
import { and, desc, eq } from 'drizzle-orm';
import { reviewRequests } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError, batchItem } from '../../http/errors.js';
import { type DecisionInput, decideRequest } from './decide.js';
import type { ReviewDeps } from './deps.js';
import { requestView } from './views.js';

/** Decides, commits, then refuses if the request had timed out meanwhile (the timeout is kept). */
export async function decideAndCommit(
  deps: ReviewDeps,
  requestId: number,
  decider: { email: string; userId: number | null },
  input: DecisionInput,
): Promise<void> {
  const outcome = await deps.db.transaction((tx) => decideRequest(tx, deps, requestId, decider, input));
  if (outcome === 'timed_out') throw new AppError('review_not_pending');
}

/** A decision in the console on a content of the caller's game, by the caller as reviewer. */
export async function decideInConsole(
  deps: ReviewDeps,
  ctx: TenantRequestContext,
  input: { content_id: number; decision: ReviewDecision; comment: string },
): Promise<ReviewRequest> {
  const [request] = await deps.db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.gameId, ctx.tenant.gameId), eq(reviewRequests.contentId, input.content_id)))
    .orderBy(desc(reviewRequests.id))
    .limit(1);
  if (!request) throw new AppError('review_not_pending');
  await decideAndCommit(
    deps,
    request.id,
    { email: ctx.user.email, userId: ctx.user.id },
    { decision: input.decision, comment: input.comment, via: 'console' },
  );
  const [after] = await deps.db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
  if (!after) throw new AppError('not_found');
  return requestView(deps.db, after, ctx.user.email);
}

/** One decision on several contents, each in its own transaction, with a result per content. */
export async function decideBatch(
  deps: ReviewDeps,
  ctx: TenantRequestContext,
  input: { decision: ReviewDecision; content_ids: readonly number[]; comment: string },
) {
  if (input.decision === 'reject' && input.comment.trim() === '')
    throw new AppError('review_comment_required');
  const results = [];
  for (const contentId of [...new Set(input.content_ids)]) {
    const outcome = await batchItem(ctx.locale, () =>
      decideInConsole(deps, ctx, { content_id: contentId, decision: input.decision, comment: input.comment }),
    );
    results.push({ content_id: contentId, ok: outcome.ok, code: outcome.code, message: outcome.msg });
  }
  return results;
}
