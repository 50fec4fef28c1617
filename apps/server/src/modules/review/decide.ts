import type { ReviewDecision } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { reviewDecisions, reviewRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { type ContentRow, contentFor, move, release } from '../content/index.js';
import { announceLevel } from './announce.js';
import type { ReviewDeps } from './deps.js';
import { notifyAuthor } from './notify.js';
import type { RequestRow } from './request.js';
import { titleOf } from './start.js';
import { applyTimeout, revokeDue } from './timeout.js';

/** Who decides: a reviewer is named by e-mail (a link's reviewer may not be a user). */
export interface Decider {
  email: string;
  userId: number | null;
}

export interface DecisionInput {
  decision: ReviewDecision;
  comment: string;
  via: 'console' | 'email' | 'chat';
  /** The level a link was issued for: once that level has passed, the link has nothing left to decide. */
  level?: number;
}

async function lockedRequest(tx: Tx, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, id)).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function submitterEmail(tx: Tx, request: RequestRow): Promise<string | null> {
  if (request.submittedBy === null) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.submittedBy));
  return user?.email ?? null;
}

/** The steps of the current level this reviewer still has to decide (refusing when there are none). */
async function openSteps(tx: Tx, request: RequestRow, decider: Decider, input: DecisionInput) {
  if (request.status !== 'pending') throw new AppError('review_not_pending');
  if (input.level !== undefined && input.level !== request.currentLevel) throw new AppError('review_decided');
  const stage = request.plan.find((entry) => entry.level === request.currentLevel);
  const email = decider.email.toLowerCase();
  const mine = stage?.steps.filter((step) => step.reviewers.includes(email)) ?? [];
  if (mine.length === 0) throw new AppError('not_reviewer');
  if ((await submitterEmail(tx, request)) === email) throw new AppError('own_submission');
  const decided = await tx
    .select({ key: reviewDecisions.stepKey, decision: reviewDecisions.decision })
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.requestId, request.id), eq(reviewDecisions.level, request.currentLevel)));
  const open = mine.filter((step) => !decided.some((row) => row.key === step.key));
  if (open.length === 0) throw new AppError('review_decided');
  return { stage, open, decided };
}

/** Closes the request and tells the author; the content goes back to them or on to publishing. */
async function finish(tx: Tx, request: RequestRow, status: 'approved' | 'rejected') {
  await tx
    .update(reviewRequests)
    .set({ status, decidedAt: new Date() })
    .where(eq(reviewRequests.id, request.id));
}

/**
 * Applies one reviewer's decision to a request, in the caller's transaction, under the content's and
 * the request's locks (content first, as every content action does). The decision covers each step
 * of the current level the reviewer belongs to; a rejection rejects the content; the level passes
 * when all its steps are approved, and after the last one the content goes on to its schedule or out
 * through the publishing pipeline. A decision already made (by anyone, any path) is refused as such.
 */
export async function decideRequest(
  tx: Tx,
  deps: ReviewDeps,
  requestId: number,
  decider: Decider,
  input: DecisionInput,
): Promise<'applied' | 'timed_out'> {
  const [unlocked] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, requestId));
  if (!unlocked) throw new AppError('not_found');
  const content: ContentRow = await contentFor(tx, unlocked.gameId, unlocked.contentId, { lock: true });
  const request = await lockedRequest(tx, requestId);
  if (revokeDue(request) && content.status === 'reviewing') {
    // The timeout job has not run yet: the time has come all the same, so approval stops here.
    await applyTimeout(tx, deps, request, content);
    return 'timed_out';
  }
  const { stage, open, decided } = await openSteps(tx, request, decider, input);
  if (content.status !== 'reviewing') throw new AppError('review_not_pending');
  await tx.insert(reviewDecisions).values(
    open.map((step) => ({
      requestId: request.id,
      level: request.currentLevel,
      stepKey: step.key,
      flowName: step.flow_name,
      reviewerEmail: decider.email.toLowerCase(),
      userId: decider.userId,
      decision: input.decision,
      comment: input.comment,
      via: input.via,
    })),
  );
  const title = titleOf(content);
  const notice = {
    gameId: request.gameId,
    contentId: content.id,
    params: { title, level: request.currentLevel, reviewer: decider.email, comment: input.comment },
  };
  if (input.decision === 'reject') {
    await finish(tx, request, 'rejected');
    await move(tx, content, 'reject', 'rejected', decider.userId);
    await notifyAuthor(tx, deps, request.submittedBy, { ...notice, kind: 'review_rejected' });
    return 'applied';
  }
  const approved = decided.filter((row) => row.decision === 'approve').length + open.length;
  if (approved < (stage?.steps.length ?? 0)) return 'applied';
  if (request.currentLevel < request.levelCount) {
    const next = request.currentLevel + 1;
    await tx.update(reviewRequests).set({ currentLevel: next }).where(eq(reviewRequests.id, request.id));
    await move(tx, content, 'approve', 'reviewing', decider.userId);
    await notifyAuthor(tx, deps, request.submittedBy, { ...notice, kind: 'review_level_approved' });
    await announceLevel(tx, deps, request, next, title);
    return 'applied';
  }
  await finish(tx, request, 'approved');
  await release(tx, deps, content, 'approve', decider.userId);
  await notifyAuthor(tx, deps, request.submittedBy, { ...notice, kind: 'review_approved' });
  return 'applied';
}
