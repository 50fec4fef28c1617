import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { MessagePage, NetworkMessage } from '../types.js';
import { namedSchema, namesOf, type VkCall } from './reading.js';

/**
 * Conversations read per page, and the latest messages read of each (one messages.getHistory call
 * each): a page is 11 calls, within the 20 a community token may make in a second.
 */
const CONVERSATIONS_PER_PAGE = 10;
const MESSAGES_PER_CONVERSATION = 20;
/** random_id is an int32; 0 would turn VK's duplicate check off, so keys run from 1 to 2^31 - 1. */
const MAX_RANDOM_ID = 2 ** 31 - 1;

const messageSchema = z.object({
  id: z.number(),
  date: z.number(),
  peer_id: z.number(),
  from_id: z.number(),
  text: z.string().optional(),
  out: z.number().optional(),
});
const conversationsSchema = namedSchema.extend({
  count: z.number(),
  items: z.array(
    z.object({ conversation: z.object({ peer: z.object({ id: z.number(), type: z.string() }) }) }),
  ),
});
const historySchema = namedSchema.extend({ count: z.number(), items: z.array(messageSchema) });

function toNetworkMessage(
  message: z.infer<typeof messageSchema>,
  names: Map<number, string>,
): NetworkMessage {
  return {
    id: String(message.id),
    conversationId: String(message.peer_id),
    senderId: String(message.from_id),
    senderName: names.get(message.from_id) ?? null,
    fromAccount: message.out === 1 || message.from_id < 0,
    text: message.text ?? '',
    createdAt: new Date(message.date * 1000),
  };
}

/**
 * The community's private conversations with people, most recently active first (offset paging of
 * messages.getConversations), each read with its latest messages (messages.getHistory), flattened
 * newest first. A conversation is the person's id, which is also whom an answer goes to.
 */
export async function readCommunityMessages(call: VkCall, cursor: string | null): Promise<MessagePage> {
  const offset = cursor ? Number(cursor) : 0;
  const page = await call(
    'messages.getConversations',
    { offset, count: CONVERSATIONS_PER_PAGE, filter: 'all', extended: 1 },
    conversationsSchema,
  );
  const names = namesOf(page);
  const messages: NetworkMessage[] = [];
  for (const { conversation } of page.items) {
    if (conversation.peer.type !== 'user') continue;
    const history = await call(
      'messages.getHistory',
      { peer_id: conversation.peer.id, count: MESSAGES_PER_CONVERSATION, extended: 1 },
      historySchema,
    );
    for (const [id, name] of namesOf(history)) names.set(id, name);
    messages.push(...history.items.map((message) => toNetworkMessage(message, names)));
  }
  messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const seen = offset + page.items.length;
  return { messages, next: seen < page.count && page.items.length > 0 ? String(seen) : null };
}

/**
 * The `random_id` of a message: VK keeps it with the message and never sends a second message with a
 * key the community already used — it answers the first one's id instead. It is derived from the
 * message's own key (the publishing target and its round), so sending it again after a lost answer
 * cannot make a duplicate, while every other message, even with the same words, gets its own.
 */
export function randomIdOf(key: string): number {
  const digest = createHash('sha256').update(key).digest();
  return (digest.readUInt32BE(0) % MAX_RANDOM_ID) + 1;
}

/**
 * Sends a private message as the community (messages.send) to a person; a person who has not allowed
 * the community's messages is refused as 'content' (error 901). Answers the message id.
 */
export async function sendCommunityMessage(
  call: VkCall,
  groupId: string,
  recipientId: string,
  text: string,
  key: string = randomUUID(),
): Promise<string> {
  const peer = Number(recipientId);
  if (!Number.isSafeInteger(peer) || peer <= 0)
    throw new PlatformError('vk', 'content', `"${recipientId}" is not the id of a person on VK`);
  const id = await call(
    'messages.send',
    { peer_id: peer, random_id: randomIdOf(`${groupId}:${key}`), message: text },
    z.number(),
  );
  return String(id);
}
