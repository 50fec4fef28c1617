import type { Rng } from '../../../core/prng.js';

/** Where a conversation happens: Messenger (with the Page) or Instagram Direct (with its linked account). */
export type MsgPlatform = 'messenger' | 'instagram';

export const MSG_PLATFORMS: readonly MsgPlatform[] = ['messenger', 'instagram'];

/** Someone who wrote to a Page: a Page-scoped id (PSID) on Messenger, an Instagram-scoped id (IGSID) on Instagram. */
export interface MsgPerson {
  id: string;
  /** The person's name on Messenger, their username on Instagram. */
  name: string;
}

/** A conversation between one person and a Page (Messenger) or its Instagram account. */
export interface MsgConversation {
  id: string;
  pageId: string;
  platform: MsgPlatform;
  /** Who the person talks to: the Page id, or the Instagram account's id. */
  accountId: string;
  person: MsgPerson;
  /** When the person last wrote: the standard messaging window (24 hours) runs from here. */
  lastInboundAt: number;
  /** The newest message's time. */
  updatedAt: number;
  /** Message ids, oldest first. */
  messageIds: string[];
  /** Seeded conversations receive the planned inbound messages; others were opened through the control API or by a newcomer. */
  origin: 'seed' | 'newcomer' | 'control';
}

export interface MsgMessage {
  id: string;
  conversationId: string;
  /** Written by the person (true) or sent by the Page or Instagram account (false). */
  inbound: boolean;
  text: string;
  createdAt: number;
  origin: 'seed' | 'person' | 'api';
  /** How a send was made (`messaging_type`, and `tag` with MESSAGE_TAG). */
  messagingType?: string;
  tag?: string;
}

export interface MsgState {
  conversations: Map<string, MsgConversation>;
  messages: Map<string, MsgMessage>;
  /** Planned inbound messages that have arrived, by `${pageId}:${platform}`. */
  arrived: Map<string, number>;
  rng: { ids: Rng };
}
