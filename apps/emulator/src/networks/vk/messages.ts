import { bool, int, str } from '../../core/params.js';
import { addMessage, consentOf, groupMessages } from './conversations.js';
import { accessDenied, invalidParam, messagesNotAllowed } from './errors.js';
import type { MethodDef, VkCall } from './routing.js';
import { COMMUNITY_SCOPES } from './scopes.js';
import { unix } from './state.js';
import type { VkGroup, VkMessage, VkState } from './types.js';
import { groupJson, userJson } from './views.js';

const MESSAGES_BIT = COMMUNITY_SCOPES.messages ?? 4096;
const INT32 = 2 ** 31;
const FILTERS = ['all', 'unread', 'unanswered', 'important'] as const;

/** Community messages are read and sent with the community's token holding `messages` (error 15). */
function community(call: VkCall): VkGroup {
  const { token, group } = call.caller;
  if (token.kind !== 'group' || !group || (token.scope & MESSAGES_BIT) === 0)
    throw accessDenied('no access to call this method');
  return group;
}

function messageJson(message: VkMessage) {
  return {
    id: message.id,
    date: unix(message.date),
    peer_id: message.peerId,
    from_id: message.fromId,
    text: message.text,
    out: message.fromId < 0 ? 1 : 0,
    random_id: message.randomId,
    conversation_message_id: message.conversationMessageId,
    attachments: [],
    fwd_messages: [],
    important: false,
    is_hidden: false,
  };
}

/** `count` (20 by default, at most 200) and `offset` of a list method. */
function slice<T>(call: VkCall, items: readonly T[]): T[] {
  const count = int(call.params, 'count') ?? 20;
  const offset = int(call.params, 'offset') ?? 0;
  if (Number.isNaN(count) || count < 0 || count > 200) throw invalidParam('count should be at most 200');
  if (Number.isNaN(offset) || offset < 0) throw invalidParam('offset is invalid');
  return items.slice(offset, offset + count);
}

/** The person a call names (`peer_id`, or the older `user_id`): the emulator has one-to-one dialogs only. */
function peerOf(call: VkCall): number {
  const peer = int(call.params, 'peer_id') ?? int(call.params, 'user_id');
  if (peer === undefined || Number.isNaN(peer)) throw invalidParam('peer_id is undefined');
  if (!call.state.users.has(peer)) throw invalidParam('peer_id is incorrect');
  return peer;
}

/** With `extended=1`: the people of the messages and the community itself. */
function extended(call: VkCall, group: VkGroup, peers: readonly number[]) {
  if (bool(call.params, 'extended') !== true) return {};
  const people = [...new Set(peers)].flatMap((id) => {
    const user = call.state.users.get(id);
    return user ? [userJson(user)] : [];
  });
  return { profiles: people, groups: [groupJson(call.state, group, call.caller.user.id, call.now, [])] };
}

/** Each person's conversation with the community (its messages newest first), latest activity first. */
function conversations(state: VkState, group: VkGroup): VkMessage[][] {
  const byPeer = new Map<number, VkMessage[]>();
  for (const message of groupMessages(state, group.id))
    byPeer.set(message.peerId, [...(byPeer.get(message.peerId) ?? []), message]);
  return [...byPeer.values()];
}

/** What the person wrote since the community last answered. */
const unanswered = (messages: readonly VkMessage[]): VkMessage[] => {
  const answer = messages.findIndex((message) => message.fromId < 0);
  return (answer === -1 ? messages : messages.slice(0, answer)).filter((message) => message.fromId > 0);
};

function conversationJson(state: VkState, group: VkGroup, messages: readonly VkMessage[]) {
  const [last] = messages;
  const peerId = last?.peerId ?? 0;
  const waiting = unanswered(messages);
  const read = messages.find((message) => message.fromId > 0 && !waiting.includes(message));
  const allowed = consentOf(state, group.id).has(peerId);
  return {
    peer: { id: peerId, type: 'user', local_id: peerId },
    last_message_id: last?.id ?? 0,
    in_read: read?.id ?? 0,
    out_read: last?.id ?? 0,
    ...(waiting.length > 0 ? { unread_count: waiting.length } : {}),
    is_marked_unread: false,
    important: false,
    can_write: allowed ? { allowed: true } : { allowed: false, reason: 901 },
  };
}

/**
 * `messages.getConversations`: the community's dialogs, latest activity first (`filter` all, unread,
 * unanswered or important), each with its last message.
 */
function getConversations(call: VkCall) {
  const group = community(call);
  const filter = str(call.params, 'filter') ?? 'all';
  if (!FILTERS.some((name) => name === filter)) throw invalidParam('filter is invalid');
  const all = conversations(call.state, group).filter((messages) => {
    if (filter === 'important') return false;
    if (filter === 'unread') return unanswered(messages).length > 0;
    if (filter === 'unanswered') return (messages[0]?.fromId ?? 0) > 0;
    return true;
  });
  const page = slice(call, all);
  return {
    count: all.length,
    items: page.map((messages) => ({
      conversation: conversationJson(call.state, group, messages),
      last_message: messages[0] ? messageJson(messages[0]) : undefined,
    })),
    ...extended(
      call,
      group,
      page.map((messages) => messages[0]?.peerId ?? 0),
    ),
  };
}

/** `messages.getHistory`: one dialog's messages, newest first (`rev=1`: oldest first). */
function getHistory(call: VkCall) {
  const group = community(call);
  const peer = peerOf(call);
  const all = groupMessages(call.state, group.id).filter((message) => message.peerId === peer);
  if (bool(call.params, 'rev') === true) all.reverse();
  return { count: all.length, items: slice(call, all).map(messageJson), ...extended(call, group, [peer]) };
}

/**
 * `messages.send` to one person as the community: `random_id` (an int32, required) makes it
 * idempotent — a key the community already sent with answers that message again, nothing new is
 * sent (0 turns the check off); a person who has not allowed the community's messages is error 901.
 */
function send(call: VkCall) {
  const { state, params, now } = call;
  const group = community(call);
  const peer = peerOf(call);
  const randomId = int(params, 'random_id');
  if (randomId === undefined || Number.isNaN(randomId))
    throw invalidParam('random_id is a required parameter');
  if (randomId < -INT32 || randomId >= INT32) throw invalidParam('random_id is out of range');
  const text = str(params, 'message') ?? '';
  if (!text.trim()) throw invalidParam('message is empty or invalid');
  const earlier = [...state.messages.values()].find(
    (message) => message.groupId === group.id && message.origin === 'api' && message.randomId === randomId,
  );
  if (randomId !== 0 && earlier) return earlier.id;
  if (!consentOf(state, group.id).has(peer)) throw messagesNotAllowed();
  return addMessage(state, { group, peerId: peer, fromId: -group.id, text, at: now, randomId, origin: 'api' })
    .id;
}

export const MESSAGE_METHODS: readonly MethodDef[] = [
  { name: 'messages.getConversations', handler: getConversations },
  { name: 'messages.getHistory', handler: getHistory },
  { name: 'messages.send', aliases: ['message'], handler: send },
];
