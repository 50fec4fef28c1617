import {
  commentTextMax,
  type FeedDetail,
  isManualNetwork,
  MESSAGE_REPLY_WINDOW_HOURS,
  messageTextMax,
  networkProfiles,
} from '@herald/contract';
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds } from '../../../db/schema/index.js';
import type { FeedRow } from './scope.js';

type ReplyOption = FeedDetail['public_reply'];
export type ReplyKind = 'public' | 'private';

const WINDOW_MS = MESSAGE_REPLY_WINDOW_HOURS * 3_600_000;

/** What a public reply to an item is as an engagement: a reply to a comment, a comment on a post. */
export function publicReplyType(row: FeedRow): 'reply' | 'comment' | null {
  switch (row.feedType) {
    case 'comment':
    case 'comment_reply':
    case 'other_comment':
    case 'other_comment_reply':
      return row.postRemoteId === null ? null : 'reply';
    case 'post':
      return 'comment';
    default:
      return null;
  }
}

/** A private reply answers a conversation: a message the person sent, or one the account sent them. */
export function answersConversation(row: FeedRow): boolean {
  return (row.feedType === 'message' || row.feedType === 'other_message') && row.conversationId !== null;
}

const refused = (reason: string, max: number | null = null): ReplyOption => ({
  allowed: false,
  reason,
  max_length: max,
  window_ends_at: null,
});

/** Whether the item can be answered publicly, and within how many characters. */
export function publicReplyOption(row: FeedRow): ReplyOption {
  const network = row.network;
  const max = commentTextMax[network] ?? null;
  const able =
    !isManualNetwork(network) && networkProfiles[network].capabilities.comment !== 'no' && max !== null;
  if (!able || publicReplyType(row) === null || row.deletedAt !== null)
    return refused('capability_unsupported', max);
  return { allowed: true, reason: null, max_length: max, window_ends_at: null };
}

/** The messages the person (not the account) wrote in one of the account's conversations. */
export function personsMessages(accountId: number, conversationId: string) {
  return and(
    eq(feeds.accountId, accountId),
    eq(feeds.conversationId, conversationId),
    eq(feeds.feedType, 'message'),
  );
}

/**
 * When the private reply window closes (SPEC §5): 24 hours after the person's last message in the
 * conversation, as stored. Null when the person never wrote in it.
 */
export async function replyWindowEnd(db: DbOrTx, row: FeedRow): Promise<Date | null> {
  if (row.conversationId === null) return null;
  const [last] = await db
    .select({ at: max(feeds.createdAt) })
    .from(feeds)
    .where(personsMessages(row.accountId, row.conversationId));
  return last?.at ? new Date(last.at.getTime() + WINDOW_MS) : null;
}

/** Whether the item can be answered privately now, and until when. */
export async function privateReplyOption(db: DbOrTx, row: FeedRow, now: Date): Promise<ReplyOption> {
  const network = row.network;
  const max = messageTextMax[network] ?? null;
  const able =
    !isManualNetwork(network) && networkProfiles[network].capabilities.message !== 'no' && max !== null;
  if (!able || !answersConversation(row)) return refused('capability_unsupported', max);
  const ends = await replyWindowEnd(db, row);
  if (!ends || ends.getTime() <= now.getTime())
    return { ...refused('reply_window_closed', max), window_ends_at: ends?.toISOString() ?? null };
  return { allowed: true, reason: null, max_length: max, window_ends_at: ends.toISOString() };
}
