import { randomBytes } from 'node:crypto';
import { REVIEW_LINK_DAYS, type ReviewDecision, type ReviewLinkInfo } from '@herald/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contents,
  games,
  reviewDecisions,
  reviewLinks,
  reviewRequests,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { targetsOf } from '../content/index.js';
import { membersByEmail } from '../notices/index.js';
import { decideRequest } from './decide.js';
import type { ReviewDeps } from './deps.js';

type LinkRow = typeof reviewLinks.$inferSelect;

/** Makes a single-use decision link for one reviewer of one level; answers its address. */
export async function createLink(
  db: DbOrTx,
  deps: Pick<ReviewDeps, 'signer' | 'consoleUrl'>,
  link: {
    requestId: number;
    level: number;
    reviewerEmail: string;
    decision: ReviewDecision;
    via: 'email' | 'chat';
  },
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + REVIEW_LINK_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(reviewLinks).values({ id, ...link, expiresAt });
  return `${deps.consoleUrl()}/review/decide?token=${encodeURIComponent(deps.signer.token(id))}`;
}

/** The stored link a genuine, unexpired token names (used ones included: they answer "decided"). */
async function linkOf(deps: ReviewDeps, token: string): Promise<LinkRow> {
  const id = deps.signer.linkId(token);
  const [link] = id === null ? [] : await deps.db.select().from(reviewLinks).where(eq(reviewLinks.id, id));
  if (!link || link.expiresAt.getTime() <= Date.now()) throw new AppError('review_link_invalid');
  return link;
}

/** What the link's page shows: the content, the level, and whether the link can still decide. */
async function infoOf(deps: ReviewDeps, link: LinkRow): Promise<ReviewLinkInfo> {
  const { db } = deps;
  const [row] = await db
    .select({ request: reviewRequests, content: contents, game: games.gameName, author: users.email })
    .from(reviewRequests)
    .innerJoin(contents, eq(contents.id, reviewRequests.contentId))
    .innerJoin(games, eq(games.gameId, reviewRequests.gameId))
    .leftJoin(users, eq(users.id, reviewRequests.submittedBy))
    .where(eq(reviewRequests.id, link.requestId));
  if (!row) throw new AppError('review_link_invalid');
  const { request, content } = row;
  const stage = request.plan.find((entry) => entry.level === link.level);
  const keys =
    stage?.steps.filter((step) => step.reviewers.includes(link.reviewerEmail)).map((step) => step.key) ?? [];
  const decided = await db
    .select({ key: reviewDecisions.stepKey, decision: reviewDecisions.decision })
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.requestId, request.id), eq(reviewDecisions.level, link.level)));
  const mine = decided.filter((entry) => keys.includes(entry.key));
  const allDecided = keys.length > 0 && mine.length === keys.length;
  let state: ReviewLinkInfo['state'] = 'open';
  if (link.usedAt !== null || allDecided || request.currentLevel > link.level) state = 'decided';
  if (request.status !== 'pending' && state === 'open') state = 'closed';
  const outcome = state === 'open' ? null : (mine[0]?.decision ?? request.status);
  const targets = await targetsOf(db, content.id);
  return {
    game_name: row.game,
    reviewer: link.reviewerEmail,
    decision: link.decision,
    level: link.level,
    level_name: stage?.name ?? String(link.level),
    title: content.title ?? '',
    text: content.text ?? '',
    accounts: targets.map((target) => ({
      network: target.network,
      name: target.accountName,
    })),
    author: row.author ?? '',
    scheduled_at: content.scheduledAt?.toISOString() ?? null,
    state,
    outcome,
  };
}

export async function linkInfo(deps: ReviewDeps, token: string): Promise<ReviewLinkInfo> {
  return infoOf(deps, await linkOf(deps, token));
}

/**
 * Decides through a link: once only. A used link, or a level someone already decided (any path),
 * answers the page in its decided state instead of deciding again.
 */
export async function decideByLink(
  deps: ReviewDeps,
  token: string,
  comment: string,
): Promise<ReviewLinkInfo> {
  const link = await linkOf(deps, token);
  if (link.usedAt !== null) return infoOf(deps, link);
  if (link.decision === 'reject' && comment.trim() === '') throw new AppError('review_comment_required');
  const [request] = await deps.db.select().from(reviewRequests).where(eq(reviewRequests.id, link.requestId));
  if (!request) throw new AppError('review_link_invalid');
  const [member] = await membersByEmail(deps.db, request.gameId, [link.reviewerEmail]);
  try {
    await deps.db.transaction(async (tx) => {
      const used = await tx
        .update(reviewLinks)
        .set({ usedAt: new Date() })
        .where(and(eq(reviewLinks.id, link.id), isNull(reviewLinks.usedAt)))
        .returning({ id: reviewLinks.id });
      if (used.length === 0) throw new AppError('review_decided');
      // A request that timed out meanwhile is settled too: the page then shows it closed.
      await decideRequest(
        tx,
        deps,
        request.id,
        { email: link.reviewerEmail, userId: member?.id ?? null },
        {
          decision: link.decision,
          comment: comment.trim(),
          via: link.via as 'email' | 'chat',
          level: link.level,
        },
      );
    });
  } catch (error) {
    const settled =
      error instanceof AppError && (error.id === 'review_decided' || error.id === 'review_not_pending');
    if (!settled) throw error;
  }
  return linkInfo(deps, token);
}
