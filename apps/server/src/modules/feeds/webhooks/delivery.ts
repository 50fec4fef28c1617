import type { SocialNetwork } from '@herald/contract';
import type { FeedSource } from '../../../db/schema/index.js';
import type { NetworkComment, NetworkPost } from '../../../platforms/types.js';

/** A private message as a webhook tells it: the person on the other side, not the conversation. */
export interface PushedMessage {
  id: string;
  /** The network's conversation id when the payload names it (VK's peer), else null. */
  conversationId: string | null;
  peerId: string;
  senderId: string;
  senderName: string | null;
  fromAccount: boolean;
  text: string;
  createdAt: Date;
}

/** A reaction whose author the network names (Facebook's feed `reaction` item). */
export interface PushedReaction {
  /** The post or comment reacted to. */
  targetId: string;
  postId: string;
  authorId: string;
  authorName: string | null;
  /** The network's name of the reaction (like, love, haha…), kept as the item's text. */
  reaction: string;
  createdAt: Date;
}

/**
 * What one webhook delivery says about one account (named by its id on the network): items that
 * arrived or changed, and items removed on the network. Parsed from the network's payload, stored by
 * the same ingestion as a poll.
 */
export interface Delivery {
  network: SocialNetwork;
  socialId: string;
  comments: Array<{ postId: string; comment: NetworkComment; permalink: string | null }>;
  messages: PushedMessage[];
  reactions: PushedReaction[];
  /** Public posts by others that mention the account (Threads' `mentions`). */
  mentions: NetworkPost[];
  removed: Array<{ source: FeedSource; remoteId: string }>;
  /** Items hidden or shown again on the network (by the account's moderators, in its own app). */
  hidden: Array<{ source: FeedSource; remoteId: string; hidden: boolean }>;
}

export function emptyDelivery(network: SocialNetwork, socialId: string): Delivery {
  return {
    network,
    socialId,
    comments: [],
    messages: [],
    reactions: [],
    mentions: [],
    removed: [],
    hidden: [],
  };
}

/** Seconds or milliseconds since the epoch (Meta uses both), or an ISO string, as an instant. */
export function instantOf(value: number | string | undefined, fallback: Date): Date {
  if (value === undefined) return fallback;
  if (typeof value === 'string') {
    const parsed = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value);
    return Number.isFinite(parsed) ? new Date(parsed) : fallback;
  }
  return new Date(value > 1e12 ? value : value * 1000);
}
