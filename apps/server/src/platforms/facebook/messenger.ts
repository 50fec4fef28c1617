import { z } from 'zod';
import type { AccountRef, MessagePage, NetworkMessage } from '../types.js';
import type { FacebookGraph } from './graph.js';
import { pagedSchema } from './login.js';

/**
 * Where a Page's private conversations are: Messenger, or Instagram Direct with the Page's linked
 * professional account (Instagram Messaging with Facebook Login). Both are read and answered through
 * the Page, with its token.
 */
export type InboxPlatform = 'messenger' | 'instagram';

/**
 * The Page an account's inbox is reached through: a Facebook account is the Page itself; an Instagram
 * account's credential is its linked Page's token, and a Page token's `me` is its Page — so the Page
 * id needs neither storing nor an extra call.
 */
function pagePath(platform: InboxPlatform, account: AccountRef): string {
  return platform === 'messenger' ? encodeURIComponent(account.socialId) : 'me';
}

/** Instagram answers the details of a conversation's 20 most recent messages only. */
const MESSAGES_PER_CONVERSATION = 20;
const CONVERSATIONS_PER_PAGE = 25;
const FIELDS = `participants,updated_time,messages.limit(${MESSAGES_PER_CONVERSATION}){id,message,from,to,created_time}`;

/** Messenger names people (`name`), Instagram by `username`. */
const actorSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  username: z.string().optional(),
});
const messageSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  from: actorSchema.optional(),
  created_time: z.string(),
});
const conversationSchema = z.object({
  id: z.string(),
  messages: z.object({ data: z.array(messageSchema) }).optional(),
});

function toNetworkMessage(
  account: AccountRef,
  conversationId: string,
  message: z.infer<typeof messageSchema>,
): NetworkMessage {
  const senderId = message.from?.id ?? '';
  return {
    id: message.id,
    conversationId,
    senderId,
    senderName: message.from?.name ?? message.from?.username ?? null,
    fromAccount: senderId === account.socialId,
    text: message.message ?? '',
    createdAt: new Date(message.created_time),
  };
}

/**
 * The recent messages of one page of conversations (most recently active first), flattened and
 * newest first; the cursor pages the conversations.
 */
export async function readInbox(
  graph: FacebookGraph,
  platform: InboxPlatform,
  account: AccountRef,
  cursor: string | null,
): Promise<MessagePage> {
  const answer = pagedSchema(conversationSchema).parse(
    await graph.get(
      `${pagePath(platform, account)}/conversations`,
      { platform, fields: FIELDS, limit: CONVERSATIONS_PER_PAGE, after: cursor ?? undefined },
      account.credential.accessToken,
    ),
  );
  const messages = answer.data.flatMap((conversation) =>
    (conversation.messages?.data ?? []).map((message) => toNetworkMessage(account, conversation.id, message)),
  );
  messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { messages, next: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null };
}

/**
 * A reply (`messaging_type: RESPONSE`) to someone who wrote; outside their 24-hour window the network
 * refuses it (10/2018278, classified 'content' with the window explained).
 */
export async function sendToInbox(
  graph: FacebookGraph,
  platform: InboxPlatform,
  account: AccountRef,
  recipientId: string,
  text: string,
): Promise<string> {
  const answer = await graph.postJson(
    `${pagePath(platform, account)}/messages`,
    { recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text } },
    account.credential.accessToken,
  );
  return z.object({ message_id: z.string() }).parse(answer).message_id;
}
