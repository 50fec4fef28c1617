import { asRecord, type Params } from '../../../core/params.js';
import { invalidParam } from '../errors.js';
import type { AuthedCall } from '../routing.js';
import { inboxPage, requireInbox, requirePageToken } from './access.js';
import { cannotManage, noMatchingUser, outsideWindow } from './errors.js';
import {
  addMessage,
  conversationWith,
  HUMAN_AGENT_WINDOW_MS,
  STANDARD_WINDOW_MS,
  windowOpen,
} from './state.js';
import type { MsgPlatform } from './types.js';

export const MAX_TEXT_LENGTH = 2_000;
const MESSAGING_TYPES = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG'] as const;
type MessagingType = (typeof MESSAGING_TYPES)[number];
/** Message tags each platform accepts (Instagram knows only HUMAN_AGENT). */
const TAGS: Readonly<Record<MsgPlatform, readonly string[]>> = {
  messenger: ['HUMAN_AGENT', 'ACCOUNT_UPDATE', 'CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE'],
  instagram: ['HUMAN_AGENT'],
};

function jsonObject(text: string): Params | undefined {
  try {
    return asRecord(JSON.parse(text));
  } catch (error) {
    // Not JSON: the caller tries the next spelling.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * An object parameter as the Send API takes it: a JSON body's object, a form field holding JSON (with
 * single quotes too, as Meta's curl samples write it), or `key[field]` form fields.
 */
function objectParam(params: Params, key: string): Params {
  const value = params[key];
  if (typeof value === 'string') {
    const parsed = jsonObject(value) ?? jsonObject(value.replace(/'/g, '"'));
    if (!parsed) throw invalidParam(`param ${key} must be a JSON object`);
    return parsed;
  }
  if (value !== undefined) return asRecord(value);
  const prefix = `${key}[`;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => name.startsWith(prefix) && name.endsWith(']'))
      .map(([name, field]) => [name.slice(prefix.length, -1), field]),
  );
}

function recipientId(params: Params): string {
  const recipient = objectParam(params, 'recipient');
  if (recipient.comment_id !== undefined)
    throw invalidParam(
      'Private replies (recipient[comment_id]) are not emulated: reply to a person who wrote',
    );
  const { id } = recipient;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '')
    throw invalidParam('param recipient[id] must be non-empty.');
  return String(id);
}

function messageText(params: Params): string {
  const message = objectParam(params, 'message');
  if (message.attachment !== undefined)
    throw invalidParam('Param message[attachment] is not emulated: send message[text]');
  const { text } = message;
  if (typeof text !== 'string' || text.trim() === '')
    throw invalidParam('param message[text] must be non-empty.');
  if ([...text].length > MAX_TEXT_LENGTH)
    throw invalidParam(`Length of param message[text] must be less than or equal to ${MAX_TEXT_LENGTH}`);
  return text;
}

function messagingType(params: Params): MessagingType {
  const type = params.messaging_type;
  if (typeof type !== 'string' || !(MESSAGING_TYPES as readonly string[]).includes(type))
    throw invalidParam(`Param messaging_type must be one of {${MESSAGING_TYPES.join(', ')}}`);
  return type as MessagingType;
}

function messageTag(params: Params, platform: MsgPlatform): string {
  const tag = params.tag;
  if (typeof tag !== 'string' || !TAGS[platform].includes(tag))
    throw invalidParam(
      `Param tag must be one of {${TAGS[platform].join(', ')}} with messaging_type MESSAGE_TAG`,
    );
  return tag;
}

/** How long after the person last wrote a send may go: 24 hours, 7 days tagged HUMAN_AGENT, any time for the update tags. */
function windowOf(type: MessagingType, tag: string | undefined): number | undefined {
  if (type !== 'MESSAGE_TAG') return STANDARD_WINDOW_MS;
  return tag === 'HUMAN_AGENT' ? HUMAN_AGENT_WINDOW_MS : undefined;
}

/**
 * `POST /{page-id}/messages` (the Send API, for Messenger and for Instagram through the linked Page):
 * the Page's token with the recipient's platform permission, a person who wrote to the Page, a
 * `messaging_type`, and a text of at most 2,000 characters sent within the person's window (10/2018278
 * after). Answers `{recipient_id, message_id}`; the message joins the conversation, from the Page.
 */
export function sendMessengerMessage(call: AuthedCall) {
  const { state, params, now, auth } = call;
  const page = inboxPage(call);
  requirePageToken(call, page.id, page.id);
  if (!auth.scopes.has('pages_messaging') && !auth.scopes.has('instagram_manage_messages'))
    throw cannotManage('pages_messaging');
  const to = recipientId(params);
  const type = messagingType(params);
  const text = messageText(params);
  const conversation = conversationWith(state.msg, page.id, to);
  if (!conversation) throw noMatchingUser();
  requireInbox(call, page.id, conversation.platform, page.id);
  const tag = type === 'MESSAGE_TAG' ? messageTag(params, conversation.platform) : undefined;
  const span = windowOf(type, tag);
  if (span !== undefined && !windowOpen(conversation, now, span)) throw outsideWindow();
  const message = addMessage(state.msg, conversation, {
    inbound: false,
    text,
    createdAt: now,
    origin: 'api',
    messagingType: type,
    tag,
  });
  return { recipient_id: to, message_id: message.id };
}
