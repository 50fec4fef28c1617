import { localPart } from '../state.js';
import type { FbState } from '../types.js';
import type { Change } from './changes.js';

/** One webhook delivery: the `object` it is about and its entries, as Meta sends them. */
export interface MetaDelivery {
  object: 'page' | 'instagram';
  entry: Array<Record<string, unknown>>;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A Page `feed` change for a comment: `parent_id` is the post for a comment on the post itself. */
function feedValue(state: FbState, id: string, verb: 'add' | 'edited' | 'remove') {
  const comment = state.comments.get(id);
  const post = comment ? state.posts.get(comment.postId) : undefined;
  // Meta sends Page webhooks for the app's own Pages only, not for public Pages it reads.
  if (!comment || !post || !state.pages.has(post.pageId)) return undefined;
  return {
    pageId: post.pageId,
    value: {
      from: comment.from,
      post: {
        id: post.id,
        status_type: 'mobile_status_update',
        is_published: true,
        permalink_url: `https://www.facebook.com/${post.pageId}/posts/${localPart(post.id)}`,
      },
      post_id: post.id,
      comment_id: comment.id,
      parent_id: comment.parentId ?? post.id,
      created_time: seconds(comment.createdAt),
      item: 'comment',
      verb,
      ...(verb === 'remove' ? {} : { message: comment.message }),
    },
  };
}

/** An Instagram `comments` change (Meta sends no timestamp in it). */
function igValue(state: FbState, id: string) {
  const comment = state.ig.comments.get(id);
  const media = comment ? state.ig.media.get(comment.mediaId) : undefined;
  if (!comment || !media) return undefined;
  return {
    accountId: media.ownerId,
    value: {
      from: { id: comment.from.id, username: comment.from.username },
      media: { id: media.id, media_product_type: media.productType },
      id: comment.id,
      ...(comment.parentId ? { parent_id: comment.parentId } : {}),
      text: comment.text,
    },
  };
}

/** A messaging event: what the person wrote, or the account's own message echoed back. */
function messagingEvent(state: FbState, id: string, appId: string) {
  const message = state.msg.messages.get(id);
  const conversation = message ? state.msg.conversations.get(message.conversationId) : undefined;
  if (!message || !conversation) return undefined;
  const person = { id: conversation.person.id };
  const account = { id: conversation.accountId };
  return {
    object: conversation.platform === 'messenger' ? ('page' as const) : ('instagram' as const),
    accountId: conversation.accountId,
    event: {
      sender: message.inbound ? person : account,
      recipient: message.inbound ? account : person,
      timestamp: message.createdAt,
      message: {
        mid: message.id,
        text: message.text,
        ...(message.inbound ? {} : { is_echo: true, app_id: Number(appId) || appId }),
      },
    },
  };
}

/**
 * The deliveries the changes make: per object, one entry per account for its field changes (time in
 * seconds) and one for its messaging events (time in milliseconds), as Meta batches them.
 */
export function deliveriesOf(
  state: FbState,
  changes: readonly Change[],
  now: number,
  appId: string,
): MetaDelivery[] {
  const changesBy = new Map<string, Map<string, unknown[]>>();
  const messagingBy = new Map<string, Map<string, unknown[]>>();
  const add = (into: Map<string, Map<string, unknown[]>>, object: string, id: string, item: unknown) => {
    const byAccount = into.get(object) ?? new Map<string, unknown[]>();
    byAccount.set(id, [...(byAccount.get(id) ?? []), item]);
    into.set(object, byAccount);
  };
  for (const change of changes) {
    if (change.kind === 'comment') {
      const feed = feedValue(state, change.id, change.verb);
      if (feed) add(changesBy, 'page', feed.pageId, { field: 'feed', value: feed.value });
    } else if (change.kind === 'ig_comment') {
      const comment = igValue(state, change.id);
      if (comment)
        add(changesBy, 'instagram', comment.accountId, { field: 'comments', value: comment.value });
    } else {
      const messaging = messagingEvent(state, change.id, appId);
      if (messaging) add(messagingBy, messaging.object, messaging.accountId, messaging.event);
    }
  }
  return (['page', 'instagram'] as const).flatMap((object) => {
    const entry = [
      ...[...(changesBy.get(object) ?? new Map())].map(([id, items]) => ({
        id,
        time: seconds(now),
        changes: items,
      })),
      ...[...(messagingBy.get(object) ?? new Map())].map(([id, items]) => ({
        id,
        time: now,
        messaging: items,
      })),
    ];
    return entry.length > 0 ? [{ object, entry }] : [];
  });
}
