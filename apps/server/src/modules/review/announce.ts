import type { DbOrTx } from '../../db/client.js';
import type { ReviewPlanStage } from '../../db/schema/index.js';
import { notifyByEmail } from '../notices/index.js';
import { reviewConfigOf } from '../review-config/index.js';
import type { ReviewDeps } from './deps.js';
import { deliverSpec } from './specs.js';

export interface AnnouncedRequest {
  id: number;
  gameId: number;
  contentId: number;
  levelCount: number;
  plan: ReviewPlanStage[];
}

/** Everyone who reviews a level of a plan. */
export function reviewersOfLevel(plan: readonly ReviewPlanStage[], level: number): string[] {
  const stage = plan.find((entry) => entry.level === level);
  return [...new Set(stage?.steps.flatMap((step) => step.reviewers) ?? [])];
}

/**
 * Tells a level's reviewers that it awaits them, in the caller's transaction: a console notice now,
 * and one delivery job per e-mail (when mail is configured) and per enabled chat.
 */
export async function announceLevel(
  db: DbOrTx,
  deps: Pick<ReviewDeps, 'queue' | 'mailer'>,
  request: AnnouncedRequest,
  level: number,
  title: string,
): Promise<void> {
  const reviewers = reviewersOfLevel(request.plan, level);
  const name = request.plan.find((entry) => entry.level === level)?.name ?? String(level);
  await notifyByEmail(db, reviewers, {
    gameId: request.gameId,
    kind: 'review_requested',
    contentId: request.contentId,
    params: { title, level, level_name: name, level_count: request.levelCount },
  });
  const base = { request_id: request.id, level };
  if (deps.mailer)
    for (const email of reviewers)
      await deps.queue.send(deliverSpec, { ...base, channel: 'email', to: email }, db);
  const { chats } = await reviewConfigOf(db, request.gameId);
  for (const [index, chat] of chats.entries())
    if (chat.enabled) await deps.queue.send(deliverSpec, { ...base, channel: 'chat', to: String(index) }, db);
}
