import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { reviewRequests } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import {
  type Approval,
  type ApprovalSubmission,
  type ContentRow,
  move,
  networkOf,
} from '../content/index.js';
import { notifyByEmail } from '../notices/index.js';
import { announceLevel } from './announce.js';
import type { ReviewDeps } from './deps.js';
import { leastLevel, planFor } from './plan.js';
import { timeoutSpec } from './specs.js';

/** How a content is named in notices, e-mails and chats. */
export function titleOf(row: Pick<ContentRow, 'id' | 'title' | 'text'>): string {
  const text = row.title?.trim() || row.text?.trim() || '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || `#${row.id}`;
}

/**
 * Sends a submission to approval when it needs it, in the submitting transaction: the plan is fixed,
 * the content moves to reviewing, the first level's reviewers are told and the timeout is set. Answers
 * false when no approval is needed (the caller publishes or schedules it), and refuses a submission
 * whose review level breaks a rule of SPEC §5.
 */
async function sendForReview(
  tx: Tx,
  deps: Pick<ReviewDeps, 'queue' | 'mailer'>,
  ctx: TenantRequestContext,
  input: ApprovalSubmission,
): Promise<boolean> {
  const { row, body } = input;
  const accounts = input.targets
    .filter((target) => target.accountId !== null)
    .map((target) => ({
      id: target.accountId as number,
      network: networkOf({ socialChannel: target.network }),
      name: target.accountName,
    }));
  const plan = await planFor(tx, {
    gameId: ctx.tenant.gameId,
    contentType: input.contentType,
    reviewLevel: body.review_level,
    authorEmail: ctx.user.email,
    accounts,
  });
  if (plan === null) return false;
  const timeoutAt = body.publish.timing === 'schedule' ? new Date(body.publish.scheduled_at) : null;
  const [request] = await tx
    .insert(reviewRequests)
    .values({
      gameId: ctx.tenant.gameId,
      contentId: row.id,
      levelCount: plan.length,
      plan,
      timeoutAt,
      timeoutAction: body.timeout_action,
      submittedBy: ctx.user.id,
    })
    .returning();
  if (!request) throw new AppError('approval_failed');
  await move(tx, row, 'submit', 'reviewing', ctx.user.id);
  await announceLevel(tx, deps, request, 1, titleOf(row));
  if (timeoutAt) await deps.queue.send(timeoutSpec, { request_id: request.id }, tx, timeoutAt);
  return true;
}

/** The author withdrew the content: its pending request is canceled and its current reviewers told. */
async function cancelReview(tx: Tx, row: ContentRow): Promise<void> {
  const [request] = await tx
    .update(reviewRequests)
    .set({ status: 'canceled', decidedAt: new Date() })
    .where(and(eq(reviewRequests.contentId, row.id), eq(reviewRequests.status, 'pending')))
    .returning();
  if (!request) return;
  const stage = request.plan.find((entry) => entry.level === request.currentLevel);
  await notifyByEmail(tx, stage?.steps.flatMap((step) => step.reviewers) ?? [], {
    gameId: request.gameId,
    kind: 'review_canceled',
    contentId: row.id,
    params: { title: titleOf(row) },
  });
}

/** Approval as the content module asks for it: submissions go to review, withdrawals cancel it. */
export function reviewApproval(deps: Pick<ReviewDeps, 'queue' | 'mailer'>): Approval {
  return {
    submit: (tx, ctx, submission) => sendForReview(tx, deps, ctx, submission),
    cancel: cancelReview,
    leastLevel,
  };
}
