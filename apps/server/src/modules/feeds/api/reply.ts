import {
  type EngagementInput,
  engagementInputSchema,
  type FeedDetail,
  networkNames,
  textLength,
  urlSchema,
} from '@herald/contract';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { contents, feedReplies, feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { type ContentDeps, namesOf } from '../../content/index.js';
import { submitEngagement } from '../../engagement/index.js';
import { actorContext } from './actor.js';
import {
  personsMessages,
  privateReplyOption,
  publicReplyOption,
  publicReplyType,
  type ReplyKind,
} from './options.js';
import { type FeedRow, feedIn, scopeOf } from './scope.js';

type Reply = FeedDetail['replies'][number];

function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** The person a private reply goes to: the author of the conversation's latest message to the account. */
async function recipientOf(db: DbOrTx, row: FeedRow): Promise<string | null> {
  if (row.feedType === 'message') return row.authorId;
  if (row.conversationId === null) return null;
  const [last] = await db
    .select({ authorId: feeds.authorId })
    .from(feeds)
    .where(and(personsMessages(row.accountId, row.conversationId), isNotNull(feeds.authorId)))
    .orderBy(desc(feeds.createdAt))
    .limit(1);
  return last?.authorId ?? null;
}

/** The engagement a reply is: what composing it in the comment or message screens would submit. */
async function engagementFor(
  db: DbOrTx,
  row: FeedRow,
  kind: ReplyKind,
  text: string,
  reviewLevel: number | null,
): Promise<EngagementInput> {
  const link = urlSchema.safeParse(row.permalink);
  const base = {
    account_ids: [row.accountId],
    review_level: reviewLevel,
    publish: { timing: 'immediate' as const },
    timeout_action: 'hold_on' as const,
  };
  const target = {
    network: row.network,
    author: clip(row.authorName ?? '', 200),
    excerpt: clip(row.text, 1000),
    link: link.success ? link.data : null,
  };
  const form =
    kind === 'private'
      ? {
          ...base,
          content_type: 'message',
          message_type: 'message',
          text,
          target: {
            ...target,
            social_id: row.conversationId,
            post_id: null,
            recipient_id: await recipientOf(db, row),
          },
        }
      : {
          ...base,
          content_type: publicReplyType(row),
          text,
          target: {
            ...target,
            social_id: row.remoteId,
            post_id: publicReplyType(row) === 'reply' ? row.postRemoteId : null,
            recipient_id: null,
          },
        };
  // What is stored is validated as the compose screens' input is: an id too long for the form refuses.
  const parsed = engagementInputSchema.safeParse(form);
  if (!parsed.success)
    throw new AppError('validation_failed', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  return parsed.data;
}

/** Refuses what the network cannot take: outside the window, where it cannot answer, or too long. */
async function assertReplyable(db: DbOrTx, row: FeedRow, kind: ReplyKind, text: string): Promise<void> {
  const option = kind === 'public' ? publicReplyOption(row) : await privateReplyOption(db, row, new Date());
  const network = networkNames[row.network];
  if (!option.allowed) {
    if (option.reason === 'reply_window_closed') throw new AppError('reply_window_closed');
    throw new AppError('capability_unsupported', { params: { network } });
  }
  const max = option.max_length;
  if (max !== null && textLength(text, row.network === 'twitter') > max)
    throw new AppError('reply_too_long', { params: { network, max } });
}

/** Links the reply to the item it answers, which someone has now taken up. */
function recordReply(row: FeedRow, kind: ReplyKind, authorId: number) {
  return async (tx: Tx, contentId: number) => {
    await tx.insert(feedReplies).values({ feedId: row.id, contentId, gameId: row.gameId, kind, authorId });
    await tx
      .update(feeds)
      .set({
        state: sql`case when ${feeds.state} = 'new' then 'pending' else ${feeds.state} end`,
        updatedAt: new Date(),
      })
      .where(eq(feeds.id, row.id));
  };
}

/**
 * Answers an item through content's publishing pipeline, exactly as the comment and message screens
 * do: the same engagement content, the same rules, and approval when the account's review switch
 * requires it. Answers the item's id.
 */
export async function replyToItem(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id: number; kind: ReplyKind; text: string },
): Promise<number> {
  const row = await feedIn(deps.db, await scopeOf(deps.db, ctx), input.id);
  await assertReplyable(deps.db, row, input.kind, input.text);
  const group = input.kind === 'private' ? 'message' : 'comment';
  const reviewLevel = await deps.approval.leastLevel(deps.db, {
    gameId: row.gameId,
    contentType: group,
    authorEmail: ctx.user.email,
    accounts: [{ id: row.accountId, network: row.network }],
  });
  const engagement = await engagementFor(deps.db, row, input.kind, input.text, reviewLevel);
  await submitEngagement(deps, ctx, group, { engagement }, recordReply(row, input.kind, ctx.user.id));
  return row.id;
}

/**
 * A reply without a request (a smart rule's): as the member named, or as the rules actor when no one
 * is. The same path, checks and approval as a person's reply.
 */
export async function replyToFeed(
  deps: ContentDeps,
  input: { gameId: number; userId: number | null; feedId: number; kind: ReplyKind; text: string },
): Promise<void> {
  const ctx = await actorContext(deps.db, input.gameId, input.userId);
  await replyToItem(deps, ctx, { id: input.feedId, kind: input.kind, text: input.text });
}

/** The replies sent from the inbox to an item, oldest first, with where the pipeline has them. */
export async function repliesOf(db: DbOrTx, feedId: number): Promise<Reply[]> {
  const rows = await db
    .select({
      contentId: feedReplies.contentId,
      kind: feedReplies.kind,
      authorId: feedReplies.authorId,
      createdAt: feedReplies.createdAt,
      text: contents.text,
      status: contents.status,
    })
    .from(feedReplies)
    .innerJoin(contents, eq(contents.id, feedReplies.contentId))
    .where(eq(feedReplies.feedId, feedId))
    .orderBy(asc(feedReplies.createdAt));
  const names = await namesOf(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => ({
    content_id: row.contentId,
    kind: row.kind,
    text: row.text,
    status: row.status,
    author_name: row.authorId === null ? null : (names.get(row.authorId) ?? null),
    created_at: row.createdAt.toISOString(),
  }));
}
