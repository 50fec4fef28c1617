import type { FastifyInstance } from 'fastify';
import { asRecord as bodyOf, type Params, str } from '../../../core/params.js';
import type { FbRuntime } from '../routing.js';
import { fbTime } from '../state.js';
import type { FbState } from '../types.js';
import {
  addMessage,
  conversationMessages,
  conversationWith,
  HUMAN_AGENT_WINDOW_MS,
  inboxAccountId,
  newPerson,
  recentFirst,
  STANDARD_WINDOW_MS,
  startConversation,
  windowOpen,
} from './state.js';
import { MSG_PLATFORMS, type MsgConversation, type MsgMessage, type MsgPlatform } from './types.js';

function messageJson(conversation: MsgConversation, message: MsgMessage) {
  return {
    id: message.id,
    from_id: message.inbound ? conversation.person.id : conversation.accountId,
    from_account: !message.inbound,
    text: message.text,
    created_time: fbTime(message.createdAt),
    origin: message.origin,
    messaging_type: message.messagingType ?? null,
    tag: message.tag ?? null,
  };
}

/** A conversation with its participant's windows (what a webhook-fed inbox would know). */
function conversationJson(state: FbState, conversation: MsgConversation, now: number) {
  const last = conversation.lastInboundAt;
  return {
    id: conversation.id,
    page_id: conversation.pageId,
    platform: conversation.platform,
    account_id: conversation.accountId,
    participant: { ...conversation.person },
    origin: conversation.origin,
    updated_time: fbTime(conversation.updatedAt),
    last_inbound_time: fbTime(last),
    window_open: windowOpen(conversation, now),
    window_expires_time: fbTime(last + STANDARD_WINDOW_MS),
    human_agent_open: windowOpen(conversation, now, HUMAN_AGENT_WINDOW_MS),
    messages: conversationMessages(state.msg, conversation).map((message) =>
      messageJson(conversation, message),
    ),
  };
}

type Inbox = { pageId?: string; platform?: MsgPlatform };

/** The inbox a request names: `page_id` and `platform`, or `ig_user_id` (the account's Instagram inbox). */
function inboxOf(state: FbState, params: Params): Inbox | string {
  const igUserId = str(params, 'ig_user_id');
  if (igUserId !== undefined) {
    const account = state.ig.accounts.get(igUserId);
    return account ? { pageId: account.pageId, platform: 'instagram' } : 'no such instagram account';
  }
  const pageId = str(params, 'page_id');
  if (pageId !== undefined && !state.pages.has(pageId)) return 'no such page';
  const platform = str(params, 'platform');
  if (platform !== undefined && !(MSG_PLATFORMS as readonly string[]).includes(platform))
    return `platform must be one of: ${MSG_PLATFORMS.join(', ')}`;
  return { pageId, platform: platform as MsgPlatform | undefined };
}

/**
 * Test-facing Messenger and Instagram Direct routes under `/_emulator/facebook/messenger`: the
 * conversations with each participant's window, and a person writing now.
 */
export function registerMessengerControl(app: FastifyInstance, rt: FbRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/messenger/conversations', async (request, reply) => {
    const { state } = rt;
    const inbox = inboxOf(state, bodyOf(request.query));
    if (typeof inbox === 'string') return reply.code(400).send({ error: inbox });
    const conversations = [...state.msg.conversations.values()]
      .filter(
        (conversation) =>
          (!inbox.pageId || conversation.pageId === inbox.pageId) &&
          (!inbox.platform || conversation.platform === inbox.platform),
      )
      .sort(recentFirst);
    return { data: conversations.map((conversation) => conversationJson(state, conversation, now())) };
  });
  // A person writes to the Page (or its Instagram account) now: `from` an existing participant, or a
  // new one (a new conversation); this opens or renews their messaging window.
  app.post('/messenger/inbound', async (request, reply) => {
    const { state } = rt;
    const body = bodyOf(request.body);
    const inbox = inboxOf(state, body);
    if (typeof inbox === 'string') return reply.code(400).send({ error: inbox });
    const { pageId, platform = 'messenger' } = inbox;
    const accountId = pageId === undefined ? undefined : inboxAccountId(state, pageId, platform);
    const text = str(body, 'text') ?? str(body, 'message');
    const from = str(body, 'from');
    if (!pageId || !accountId || !text || (from !== undefined && !/^\d{5,20}$/.test(from)))
      return reply.code(400).send({
        error:
          'page_id (of a Page with this platform’s inbox) or ig_user_id, text, and optionally from (digits) are required',
      });
    const message = { text, createdAt: now(), origin: 'person' as const };
    const known = from === undefined ? undefined : conversationWith(state.msg, pageId, from, platform);
    const conversation =
      known ??
      startConversation(
        state.msg,
        {
          pageId,
          platform,
          accountId,
          person: { ...newPerson(state, platform), ...(from ? { id: from } : {}), ...nameOf(body) },
          origin: 'control',
        },
        message,
      );
    if (known) addMessage(state.msg, known, { ...message, inbound: true });
    return reply.code(201).send(conversationJson(state, conversation, now()));
  });
}

const nameOf = (body: Params): { name?: string } => {
  const name = str(body, 'name');
  return name ? { name } : {};
};
