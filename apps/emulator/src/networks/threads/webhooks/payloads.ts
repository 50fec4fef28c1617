import { pictureUrl } from '../../../core/pictures.js';
import { fbTime } from '../../facebook/state.js';
import { permalinkOf } from '../state.js';
import type { ThPost, ThState } from '../types.js';
import type { Change } from './changes.js';

/** One Threads notification: a single `{ field, value }` per POST, as Threads sends them. */
export interface ThreadsNotification {
  app_id: string;
  topic: 'moderate' | 'interaction';
  target_id: string;
  time: number;
  subscription_id: string;
  has_uid_field: boolean;
  values: { value: Record<string, unknown>; field: Change['kind'] };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A reply in a conversation of the account's post: its author by username, the root post's owner. */
function replyValue(state: ThState, post: ThPost) {
  const author = state.users.get(post.ownerId);
  const root = state.posts.get(post.rootId);
  return {
    id: post.id,
    username: author?.username,
    text: post.text,
    media_type: post.type,
    permalink: permalinkOf(state, post),
    replied_to: { id: post.replyToId },
    root_post: { id: post.rootId, owner_id: root?.ownerId, username: state.user.username },
    shortcode: post.shortcode,
    timestamp: fbTime(post.createdAt),
    is_verified: author?.verified ?? false,
    profile_picture_url: pictureUrl('threads', post.ownerId),
  };
}

/** A post naming the account. */
function mentionValue(state: ThState, post: ThPost) {
  return {
    id: post.id,
    username: state.users.get(post.ownerId)?.username,
    text: post.text,
    media_type: post.type,
    media_product_type: 'THREADS',
    permalink: permalinkOf(state, post),
    shortcode: post.shortcode,
    timestamp: fbTime(post.createdAt),
    is_reply: post.replyToId !== undefined,
    has_replies: [...state.posts.values()].some((other) => other.replyToId === post.id && !other.deleted),
    is_quote_post: post.quotePostId !== undefined,
  };
}

/** The account's own post or reply deleted. */
function deleteValue(state: ThState, post: ThPost, now: number) {
  return {
    id: post.id,
    owner: { owner_id: post.ownerId },
    deleted_at: fbTime(now),
    timestamp: fbTime(post.createdAt),
    username: state.user.username,
  };
}

/**
 * The notifications the changes make, one per change: `replies` and `delete` (topic moderate) name the
 * media as their target, `mentions` (topic interaction) the mentioned account.
 */
export function notificationsOf(
  state: ThState,
  changes: readonly Change[],
  now: number,
  appId: string,
): ThreadsNotification[] {
  const common = {
    app_id: appId,
    time: seconds(now),
    // One subscription per app in the emulator; its id only has to stay the same.
    subscription_id: appId.slice(-6),
    has_uid_field: false,
  };
  return changes.map((change) => {
    const { post } = change;
    if (change.kind === 'mentions')
      return {
        ...common,
        topic: 'interaction',
        target_id: state.user.id,
        values: { field: 'mentions', value: mentionValue(state, post) },
      };
    return {
      ...common,
      topic: 'moderate',
      target_id: change.kind === 'replies' ? post.rootId : post.id,
      values: {
        field: change.kind,
        value: change.kind === 'replies' ? replyValue(state, post) : deleteValue(state, post, now),
      },
    };
  });
}
