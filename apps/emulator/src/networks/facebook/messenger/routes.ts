import type { FastifyInstance } from 'fastify';
import { str } from '../../../core/params.js';
import { invalidParam, unsupportedRequest } from '../errors.js';
import { paginate } from '../paging.js';
import {
  type AuthedCall,
  type BaseCall,
  dispatchTo,
  type FbRuntime,
  graphRoute,
  type RouteDef,
} from '../routing.js';
import { inboxPage, requireInbox } from './access.js';
import { sendMessengerMessage } from './send.js';
import { conversationMessages, findMsgNode, inboxConversations, type MsgNode, recentFirst } from './state.js';
import { MSG_PLATFORMS, type MsgPlatform } from './types.js';
import { conversationSpec, messageSpec, render } from './views.js';

/** `GET /{conversation-id | message-id}?fields=…`. */
function readMsgNode(call: AuthedCall, node: MsgNode) {
  const { conversation } = node;
  const id = node.kind === 'message' ? node.message.id : conversation.id;
  requireInbox(call, conversation.pageId, conversation.platform, id);
  return node.kind === 'message'
    ? render(messageSpec(call.state, conversation, node.message), call.fields, id)
    : render(conversationSpec(call, conversation), call.fields, id);
}

/** A Graph route whose `:id` may name a conversation or a message: such calls go to `readMsgNode`. */
export function withMessenger(def: RouteDef<AuthedCall>): RouteDef<AuthedCall> {
  return dispatchTo(def, findMsgNode, 'messenger.read', readMsgNode);
}

function platformOf(call: AuthedCall): MsgPlatform {
  const platform = (str(call.params, 'platform') ?? 'messenger').toLowerCase();
  if (!(MSG_PLATFORMS as readonly string[]).includes(platform))
    throw invalidParam('Param platform must be one of {MESSENGER, INSTAGRAM}');
  return platform as MsgPlatform;
}

/**
 * `GET /{page-id}/conversations?platform=messenger|instagram[&user_id=…]`: the Page's (or its
 * Instagram account's) conversations, most recently updated first, paged with cursors.
 */
function listConversations(call: AuthedCall) {
  const page = inboxPage(call);
  const platform = platformOf(call);
  requireInbox(call, page.id, platform, page.id);
  const userId = str(call.params, 'user_id');
  const conversations = inboxConversations(call.state.msg, page.id, platform)
    .filter((conversation) => !userId || conversation.person.id === userId)
    .sort(recentFirst);
  const { data, paging } = paginate(conversations, (item) => item.id, call.params, call.request);
  return { data: data.map((item) => render(conversationSpec(call, item), call.fields, item.id)), paging };
}

/** `GET /{conversation-id}/messages`: newest first, paged with cursors. */
function listMessages(call: AuthedCall) {
  const conversation = call.state.msg.conversations.get(call.id);
  if (!conversation) throw unsupportedRequest('GET', call.id);
  requireInbox(call, conversation.pageId, conversation.platform, conversation.id);
  const messages = conversationMessages(call.state.msg, conversation);
  const { data, paging } = paginate(messages, (item) => item.id, call.params, call.request);
  return {
    data: data.map((item) => render(messageSpec(call.state, conversation, item), call.fields, item.id)),
    paging,
  };
}

/** The Send API; `POST /{id}/messages` is shared with WhatsApp's business numbers (see `namesPage`). */
export const MESSENGER_SEND: RouteDef<AuthedCall> = {
  method: 'POST',
  url: '/:id/messages',
  operation: 'messenger.send',
  aliases: ['message'],
  handler: sendMessengerMessage,
};

/** Whether a call's `:id` names a Page (or is `me` with a Page token): a Messenger or Instagram send. */
export function namesPage(call: BaseCall): boolean {
  const id = call.id === 'me' ? call.state.tokens.get(call.rawToken ?? '')?.pageId : call.id;
  return id !== undefined && call.state.pages.has(id);
}

/** The conversations API (node reads go through the shared `/:id`, sends through `MESSENGER_SEND`). */
export function registerMessenger(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/conversations',
    operation: 'messenger.conversations.read',
    aliases: ['messenger.read'],
    handler: listConversations,
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/messages',
    operation: 'messenger.messages.read',
    aliases: ['messenger.read'],
    handler: listMessages,
  });
}
