import type { FeedType } from '@herald/contract';
import type { NetworkComment, NetworkMessage, NetworkPost } from '../../../platforms/types.js';
import type { IncomingItem, IngestAccount } from './types.js';

/**
 * Whether the network names the account itself as an item's author: its own id everywhere; a VK
 * community also writes as its negative wall id; Reddit names authors by their account fullname, which
 * the account (connected by username) is known by its name instead.
 */
export function isOwnAuthor(
  account: Pick<IngestAccount, 'network' | 'socialId'>,
  authorId: string | null,
  authorName: string | null,
): boolean {
  if (authorId !== null && authorId === account.socialId) return true;
  if (account.network === 'vk') return authorId === `-${account.socialId}`;
  if (account.network === 'reddit') return authorName?.toLowerCase() === account.socialId.toLowerCase();
  return false;
}

/** The feed type of a comment or reply (the contract's feedTypeMeaning). */
export function commentType(own: boolean, parentId: string | null): FeedType {
  if (own) return parentId ? 'other_comment_reply' : 'other_comment';
  return parentId ? 'comment_reply' : 'comment';
}

/** An incoming item's references, none known yet: each source fills in what it has. */
export const NO_REFERENCES = {
  postRemoteId: null,
  parentRemoteId: null,
  conversationId: null,
  peerId: null,
  authorId: null,
  authorName: null,
  authorAvatar: null,
  permalink: null,
} as const;

/** Comments and replies read from one of the account's posts; the post's link is where they are seen. */
export function commentItems(
  account: IngestAccount,
  postId: string,
  comments: readonly NetworkComment[],
  postPermalink: string | null,
): IncomingItem[] {
  return comments.map((comment) => ({
    ...NO_REFERENCES,
    source: 'comment',
    remoteId: comment.id,
    feedType: commentType(isOwnAuthor(account, comment.authorId, comment.authorName), comment.parentId),
    postRemoteId: postId,
    parentRemoteId: comment.parentId,
    authorId: comment.authorId,
    authorName: comment.authorName,
    text: comment.text,
    permalink: postPermalink,
    createdAt: comment.createdAt,
  }));
}

/** Private messages of the account's conversations: the person's, and the account's own answers. */
export function messageItems(messages: readonly NetworkMessage[]): IncomingItem[] {
  return messages.map((message) => ({
    ...NO_REFERENCES,
    source: 'message',
    remoteId: message.id,
    feedType: message.fromAccount ? 'other_message' : 'message',
    conversationId: message.conversationId,
    authorId: message.senderId || null,
    authorName: message.senderName,
    text: message.text,
    createdAt: message.createdAt,
  }));
}

/**
 * Public posts by others that mention or tag the account. The post is its own thread: an answer is a
 * comment on it.
 */
export function mentionItems(posts: readonly NetworkPost[]): IncomingItem[] {
  return posts.map((post) => ({
    ...NO_REFERENCES,
    source: 'mention',
    remoteId: post.id,
    feedType: 'post',
    postRemoteId: post.id,
    authorId: post.author?.id ?? null,
    authorName: post.author?.name ?? post.author?.handle ?? null,
    text: post.text ?? '',
    permalink: post.permalink,
    createdAt: post.postedAt,
  }));
}
