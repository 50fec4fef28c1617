import { type Conversation, MESSAGE_REPLY_WINDOW_HOURS, type NetworkCommentView } from '@herald/contract';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { PlatformError } from '../../platforms/errors.js';
import type { AccountRef, NetworkMessage, PlatformAdapter } from '../../platforms/types.js';
import {
  type AccountDeps,
  type AccountRow,
  accountFor,
  assertOnApi,
  platformFailure,
  withAccount,
} from '../accounts/index.js';

/** Pages of an inbox read to gather its conversations (newest first). */
const INBOX_PAGES = 3;
const WINDOW_MS = MESSAGE_REPLY_WINDOW_HOURS * 3_600_000;

/** Calls the network with one of the caller's accounts; a network's refusal travels as its error. */
export async function readWith<T>(
  deps: AccountDeps,
  account: AccountRow,
  read: (adapter: PlatformAdapter, ref: AccountRef) => Promise<T>,
): Promise<T> {
  assertOnApi(account);
  try {
    return await withAccount(deps, account, (adapter, credential) =>
      read(adapter, { socialId: account.socialId, credential }),
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    throw platformFailure(error);
  }
}

function unsupported(account: AccountRow, what: string): PlatformError {
  return new PlatformError(account.socialChannel, 'unsupported', `${what} is not open to apps`);
}

/** Comments and replies of a post, read through an account the caller may see. */
export async function remoteComments(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { account_id: number; post_id: string; cursor: string | null },
): Promise<{ comments: NetworkCommentView[]; next: string | null }> {
  const account = await accountFor(deps.db, ctx, input.account_id, 'view');
  const page = await readWith(deps, account, (adapter, ref) => {
    if (!adapter.readComments) throw unsupported(account, 'Reading comments');
    return adapter.readComments(ref, input.post_id, input.cursor);
  });
  return {
    comments: page.comments.map((comment) => ({
      id: comment.id,
      parent_id: comment.parentId,
      author_id: comment.authorId,
      author: comment.authorName,
      text: comment.text,
      created_at: comment.createdAt.toISOString(),
      like_count: comment.likeCount,
      own: comment.authorId === account.socialId,
    })),
    next: page.next,
  };
}

/** An account's recent messages, newest first. */
async function recentMessages(deps: AccountDeps, account: AccountRow): Promise<NetworkMessage[]> {
  return readWith(deps, account, async (adapter, ref) => {
    if (!adapter.readMessages) throw unsupported(account, 'Reading private messages');
    const messages: NetworkMessage[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < INBOX_PAGES; page += 1) {
      const found = await adapter.readMessages(ref, cursor);
      messages.push(...found.messages);
      cursor = found.next;
      if (!cursor) break;
    }
    return messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  });
}

/** Conversations of these messages (newest first), each with when its reply window closes. */
export function conversationsOf(messages: readonly NetworkMessage[]): Conversation[] {
  const byId = new Map<string, NetworkMessage[]>();
  for (const message of messages)
    byId.set(message.conversationId, [...(byId.get(message.conversationId) ?? []), message]);
  return [...byId].map(([id, list]) => {
    const [last] = list as [NetworkMessage, ...NetworkMessage[]];
    const inbound = list.find((message) => !message.fromAccount);
    return {
      id,
      recipient_id: inbound?.senderId ?? null,
      recipient: inbound?.senderName ?? null,
      last_text: last.text,
      last_at: last.createdAt.toISOString(),
      last_inbound_at: inbound?.createdAt.toISOString() ?? null,
      reply_open_until: inbound ? new Date(inbound.createdAt.getTime() + WINDOW_MS).toISOString() : null,
    };
  });
}

export async function conversations(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { account_id: number },
): Promise<{ conversations: Conversation[] }> {
  const account = await accountFor(deps.db, ctx, input.account_id, 'view');
  return { conversations: conversationsOf(await recentMessages(deps, account)) };
}

export async function thread(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  input: { account_id: number; conversation_id: string },
) {
  const account = await accountFor(deps.db, ctx, input.account_id, 'view');
  const messages = (await recentMessages(deps, account)).filter(
    (message) => message.conversationId === input.conversation_id,
  );
  const [conversation] = conversationsOf(messages);
  if (!conversation) throw new AppError('not_found');
  return {
    conversation,
    messages: messages.reverse().map((message) => ({
      id: message.id,
      sender: message.senderName,
      from_account: message.fromAccount,
      text: message.text,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/**
 * SPEC §5: a private message answers someone who wrote within the last 24 hours — counted to the
 * moment it goes out (its schedule, or now). Read from the network, never taken from the form.
 */
export async function assertReplyWindow(
  deps: AccountDeps,
  account: AccountRow,
  conversationId: string,
  sendAt: Date,
): Promise<void> {
  const messages = (await recentMessages(deps, account)).filter(
    (message) => message.conversationId === conversationId,
  );
  const until = conversationsOf(messages)[0]?.reply_open_until;
  if (!until || Date.parse(until) <= sendAt.getTime()) throw new AppError('reply_window_closed');
}
