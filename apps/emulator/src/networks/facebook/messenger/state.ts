import { DAY, HOUR } from '../../../core/clock.js';
import { type Rng, streamRng } from '../../../core/prng.js';
import { accountOfPage } from '../instagram/state.js';
import type { FbState } from '../types.js';
import type { MsgConversation, MsgMessage, MsgPerson, MsgPlatform, MsgState } from './types.js';

/** The standard messaging window: replies reach a person up to 24 hours after they last wrote. */
export const STANDARD_WINDOW_MS = 24 * HOUR;
/** The HUMAN_AGENT message tag stretches it to 7 days. */
export const HUMAN_AGENT_WINDOW_MS = 7 * DAY;

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64 = (text: string): string => Buffer.from(text).toString('base64url');

export function createMsgState(seed: number): MsgState {
  return {
    conversations: new Map(),
    messages: new Map(),
    arrived: new Map(),
    rng: { ids: streamRng(seed, 'messenger', 'ids') },
  };
}

/** Messenger thread ids read `t_…`; Instagram's are base64 of an `ig_d…` key naming the account. */
function conversationId(msg: MsgState, platform: MsgPlatform, accountId: string, rng: Rng): string {
  for (;;) {
    const id =
      platform === 'messenger'
        ? `t_${rng.digits(16)}`
        : base64(`ig_d:1:IGMessageThread:${accountId}:${rng.digits(20)}`);
    if (!msg.conversations.has(id)) return id;
  }
}

/** Messenger message ids read `m_…`; Instagram's are base64 of an `ig_message_item…` key. */
function messageId(msg: MsgState, conversation: MsgConversation, rng: Rng): string {
  for (;;) {
    const id =
      conversation.platform === 'messenger'
        ? `m_${rng.chars(54, URL_SAFE)}`
        : base64(`ig_message_item:1:IGMessageThread:${conversation.accountId}:${rng.digits(39)}`);
    if (!msg.messages.has(id)) return id;
  }
}

/**
 * The id a Page's inbox answers as on a platform: the Page itself on Messenger, its linked
 * Instagram account on Instagram (undefined: the Page has no such inbox).
 */
export function inboxAccountId(state: FbState, pageId: string, platform: MsgPlatform): string | undefined {
  if (!state.pages.has(pageId)) return undefined;
  return platform === 'messenger' ? pageId : accountOfPage(state.ig, pageId)?.id;
}

/** A new person: a fresh scoped id, and a name (Messenger) or username (Instagram) of the world's visitors. */
export function newPerson(state: FbState, platform: MsgPlatform, rng: Rng = state.msg.rng.ids): MsgPerson {
  const name =
    platform === 'messenger' ? rng.pick(state.visitors).name : rng.pick(state.ig.visitors).username;
  return { id: rng.digits(16), name };
}

export interface NewMessage {
  inbound: boolean;
  text: string;
  createdAt: number;
  origin: MsgMessage['origin'];
  messagingType?: string;
  tag?: string;
}

/** Records a message; an inbound one (re)opens the person's messaging window. */
export function addMessage(
  msg: MsgState,
  conversation: MsgConversation,
  input: NewMessage,
  rng: Rng = msg.rng.ids,
): MsgMessage {
  const message: MsgMessage = {
    ...input,
    id: messageId(msg, conversation, rng),
    conversationId: conversation.id,
  };
  msg.messages.set(message.id, message);
  conversation.messageIds.push(message.id);
  conversation.updatedAt = Math.max(conversation.updatedAt, message.createdAt);
  if (message.inbound) conversation.lastInboundAt = Math.max(conversation.lastInboundAt, message.createdAt);
  return message;
}

export type NewConversation = Pick<
  MsgConversation,
  'pageId' | 'platform' | 'accountId' | 'person' | 'origin'
>;

/** A conversation always starts with the person writing (a Page cannot message first). */
export function startConversation(
  msg: MsgState,
  input: NewConversation,
  first: Omit<NewMessage, 'inbound'>,
  rng: Rng = msg.rng.ids,
): MsgConversation {
  const conversation: MsgConversation = {
    ...input,
    id: conversationId(msg, input.platform, input.accountId, rng),
    lastInboundAt: first.createdAt,
    updatedAt: first.createdAt,
    messageIds: [],
  };
  msg.conversations.set(conversation.id, conversation);
  addMessage(msg, conversation, { ...first, inbound: true }, rng);
  return conversation;
}

/** A Page's conversations on one platform, in the order they were opened. */
export function inboxConversations(msg: MsgState, pageId: string, platform: MsgPlatform): MsgConversation[] {
  return [...msg.conversations.values()].filter(
    (conversation) => conversation.pageId === pageId && conversation.platform === platform,
  );
}

/** Orders conversations most recently active first. */
export const recentFirst = (a: MsgConversation, b: MsgConversation): number => b.updatedAt - a.updatedAt;

/** The conversation a Page has with a person (on either platform unless one is named). */
export function conversationWith(
  msg: MsgState,
  pageId: string,
  personId: string,
  platform?: MsgPlatform,
): MsgConversation | undefined {
  return [...msg.conversations.values()].find(
    (conversation) =>
      conversation.pageId === pageId &&
      conversation.person.id === personId &&
      (platform === undefined || conversation.platform === platform),
  );
}

/** A conversation's messages, newest first (the later recorded first at the same instant). */
export function conversationMessages(msg: MsgState, conversation: MsgConversation): MsgMessage[] {
  return [...conversation.messageIds]
    .reverse()
    .flatMap((id) => msg.messages.get(id) ?? [])
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Whether the person wrote within `span` (the standard 24 hours unless told). */
export function windowOpen(conversation: MsgConversation, now: number, span = STANDARD_WINDOW_MS): boolean {
  return now - conversation.lastInboundAt < span;
}

export type MsgNode =
  | { kind: 'conversation'; conversation: MsgConversation }
  | { kind: 'message'; message: MsgMessage; conversation: MsgConversation };

/** A conversation or message by id (they live on graph.facebook.com beside Pages). */
export function findMsgNode(state: FbState, id: string): MsgNode | undefined {
  const { msg } = state;
  const conversation = msg.conversations.get(id);
  if (conversation) return { kind: 'conversation', conversation };
  const message = msg.messages.get(id);
  const owner = message ? msg.conversations.get(message.conversationId) : undefined;
  return message && owner ? { kind: 'message', message, conversation: owner } : undefined;
}
