import type { ListenNetwork } from '@herald/contract';
import type { SteamReview } from '../../../platforms/steam/reviews.js';
import type { NetworkPost } from '../../../platforms/types.js';
import type { ListenItem } from '../match/types.js';

/** An item heard on a network, normalised: what `listen_items` stores of it. */
export interface HeardItem {
  network: ListenNetwork;
  externalId: string;
  url: string | null;
  text: string;
  authorId: string | null;
  authorName: string | null;
  authorHandle: string | null;
  authorReach: number | null;
  publishedAt: Date;
  /** Handles the item replies to, as far as the network tells (matched by `to:`, not stored). */
  recipients: readonly string[];
}

/** What `listen_items` stores of an item (its recipients only serve the matching). */
export function storedItem(item: HeardItem): Omit<HeardItem, 'recipients'> {
  const { recipients: _, ...stored } = item;
  return stored;
}

/** A post read by a listening search as an item (one without text is not heard: nothing to match). */
export function heardPost(network: ListenNetwork, post: NetworkPost): HeardItem | null {
  const text = post.text?.trim() ?? '';
  if (text === '') return null;
  return {
    network,
    externalId: post.id,
    url: post.permalink,
    text,
    authorId: post.author?.id ?? null,
    authorName: post.author?.name ?? null,
    authorHandle: post.author?.handle ?? null,
    authorReach: post.author?.reach ?? null,
    publishedAt: post.postedAt,
    recipients: post.recipients ?? [],
  };
}

/** A Steam review as an item; its author is the reviewer's Steam id (reviews carry no name). */
export function heardReview(appId: number, review: SteamReview): HeardItem | null {
  const text = review.text.trim();
  if (text === '') return null;
  return {
    network: 'steam',
    externalId: review.id,
    url: `https://steamcommunity.com/profiles/${review.steamId}/recommended/${appId}/`,
    text,
    authorId: review.steamId,
    authorName: null,
    authorHandle: null,
    authorReach: null,
    publishedAt: review.createdAt,
    recipients: [],
  };
}

/** An item as the matcher reads it. */
export function matchable(item: Pick<HeardItem, 'text' | 'authorHandle' | 'recipients'>): ListenItem {
  return {
    text: item.text,
    ...(item.authorHandle ? { author: item.authorHandle } : {}),
    ...(item.recipients.length > 0 ? { recipients: item.recipients } : {}),
  };
}

/** The author's key the insight tabs group by: the network's id, else the handle or name. */
export function authorKey(item: HeardItem): string | null {
  const who = item.authorId ?? item.authorHandle ?? item.authorName;
  return who === null ? null : `${item.network}:${who}`;
}
