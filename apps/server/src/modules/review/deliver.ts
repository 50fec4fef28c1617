import { networkNames, REVIEW_LINK_DAYS } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contents, games, reviewRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { bodyOf, type ContentRow, targetsOf } from '../content/index.js';
import { localeOf } from '../notices/index.js';
import {
  chatOutcomeText,
  chatRequestMessage,
  openChat,
  postToChat,
  reviewConfigOf,
} from '../review-config/index.js';
import { reviewersOfLevel } from './announce.js';
import type { ReviewDeps } from './deps.js';
import { createLink } from './links.js';
import { approvalMail } from './mail-messages.js';
import { deliverSpec } from './specs.js';
import { titleOf } from './start.js';

type Delivery = z.infer<typeof deliverSpec.payload>;

/** The link to the preview screenshot the author submitted with a post, if there is one still. */
async function previewUrlOf(deps: ReviewDeps, content: ContentRow): Promise<string | null> {
  const previewId = content.contentType === 'post' ? bodyOf(content).preview_id : null;
  if (previewId === null) return null;
  const [file] = await deps.media.files(deps.db, content.gameId, [previewId]).catch((error: unknown) => {
    // A screenshot deleted since submission leaves the e-mail without a picture, nothing worse.
    if (error instanceof AppError) return [];
    throw error;
  });
  return file?.url ?? null;
}

/** Everything a message about a pending level says; null when the level no longer awaits anyone. */
async function pendingLevel(deps: ReviewDeps, delivery: Delivery) {
  const { db } = deps;
  const [row] = await db
    .select({ request: reviewRequests, content: contents, game: games.gameName, author: users })
    .from(reviewRequests)
    .innerJoin(contents, eq(contents.id, reviewRequests.contentId))
    .innerJoin(games, eq(games.gameId, reviewRequests.gameId))
    .leftJoin(users, eq(users.id, reviewRequests.submittedBy))
    .where(eq(reviewRequests.id, delivery.request_id));
  if (row?.request.status !== 'pending' || row.request.currentLevel !== delivery.level) return null;
  const targets = await targetsOf(db, row.content.id);
  const stage = row.request.plan.find((entry) => entry.level === delivery.level);
  return {
    ...row,
    previewUrl: await previewUrlOf(deps, row.content),
    title: titleOf(row.content),
    levelName: stage?.name ?? String(delivery.level),
    accounts: targets.map((target) => `${networkNames[target.network]} ${target.accountName}`),
  };
}

async function deliverEmail(deps: ReviewDeps, delivery: Delivery): Promise<void> {
  const mailer = deps.mailer;
  const level = mailer ? await pendingLevel(deps, delivery) : null;
  if (!mailer || !level) return;
  const to = delivery.to;
  const [reader] = await deps.db.select({ language: users.language }).from(users).where(eq(users.email, to));
  const link = {
    requestId: level.request.id,
    level: delivery.level,
    reviewerEmail: to,
    via: 'email' as const,
  };
  await mailer.send(
    approvalMail({
      to,
      locale: localeOf(reader?.language),
      game: level.game,
      author: level.author?.email ?? '',
      title: level.title,
      text: level.content.text ?? '',
      previewUrl: level.previewUrl,
      level: delivery.level,
      levelCount: level.request.levelCount,
      levelName: level.levelName,
      accounts: level.accounts,
      scheduledAt: level.content.scheduledAt?.toISOString() ?? null,
      approveUrl: await createLink(deps.db, deps, { ...link, decision: 'approve' }),
      rejectUrl: await createLink(deps.db, deps, { ...link, decision: 'reject' }),
      linkDays: REVIEW_LINK_DAYS,
    }),
  );
}

async function deliverChat(deps: ReviewDeps, delivery: Delivery): Promise<void> {
  const level = await pendingLevel(deps, delivery);
  if (!level) return;
  const { chats } = await reviewConfigOf(deps.db, level.request.gameId);
  const stored = chats[Number(delivery.to)];
  if (!stored?.enabled) return;
  const chat = openChat(deps, stored);
  const links = [];
  for (const reviewer of reviewersOfLevel(level.request.plan, delivery.level)) {
    const link = {
      requestId: level.request.id,
      level: delivery.level,
      reviewerEmail: reviewer,
      via: 'chat' as const,
    };
    links.push({
      reviewer,
      approve: await createLink(deps.db, deps, { ...link, decision: 'approve' }),
      reject: await createLink(deps.db, deps, { ...link, decision: 'reject' }),
    });
  }
  const message = chatRequestMessage(localeOf(level.author?.language), {
    title: level.title,
    level: delivery.level,
    levelCount: level.request.levelCount,
    levelName: level.levelName,
    accounts: level.accounts,
    author: level.author?.email ?? '',
    scheduledAt: level.content.scheduledAt?.toISOString() ?? null,
    links,
  });
  const sent = await postToChat(deps.outbound, chat, message);
  if (!sent.delivered) throw new Error(`the ${chat.kind} chat: ${chatOutcomeText('en', sent)}`);
}

/** Tells a reviewer by e-mail, or a chat, that a level awaits a decision; nothing once it no longer does. */
export function deliverJob(deps: ReviewDeps): JobDefinition<typeof deliverSpec.payload> {
  return {
    ...deliverSpec,
    concurrency: 4,
    async handle(delivery: Delivery) {
      if (delivery.channel === 'email') await deliverEmail(deps, delivery);
      else await deliverChat(deps, delivery);
    },
  };
}
