import { encodeCursor } from '../../../core/cursor.js';
import { str } from '../../../core/params.js';
import { type FieldSel, type NodeSpec, project } from '../fields.js';
import type { AuthedCall } from '../routing.js';
import { fbTime } from '../state.js';
import type { FbState } from '../types.js';
import { conversationMessages, windowOpen } from './state.js';
import type { MsgConversation, MsgMessage, MsgPlatform } from './types.js';

type Actor = Record<string, string>;

/** How a participant is shown: `{name, email, id}` on Messenger, `{username, id}` on Instagram. */
function actor(platform: MsgPlatform, id: string, name: string): Actor {
  return platform === 'messenger' ? { name, email: `${id}@facebook.com`, id } : { username: name, id };
}

const personActor = (conversation: MsgConversation): Actor =>
  actor(conversation.platform, conversation.person.id, conversation.person.name);

function accountActor(state: FbState, conversation: MsgConversation): Actor {
  const name =
    conversation.platform === 'messenger'
      ? state.pages.get(conversation.pageId)?.name
      : state.ig.accounts.get(conversation.accountId)?.username;
  return actor(conversation.platform, conversation.accountId, name ?? conversation.accountId);
}

/** A conversation or message with its selected fields, and its `id` whatever was selected (as the Graph API answers). */
export function render(spec: NodeSpec, fields: FieldSel[] | undefined, id: string): Record<string, unknown> {
  return { ...project(spec, fields), id };
}

export function messageSpec(state: FbState, conversation: MsgConversation, message: MsgMessage): NodeSpec {
  const person = personActor(conversation);
  const account = accountActor(state, conversation);
  const [from, to] = message.inbound ? [person, account] : [account, person];
  return {
    type: 'Message',
    defaults: ['id', 'created_time'],
    resolvers: {
      id: () => message.id,
      created_time: () => fbTime(message.createdAt),
      message: () => message.text,
      from: () => from,
      to: () => ({ data: [to] }),
      // Text only: the emulator neither receives nor sends attachments, shares or stickers.
      attachments: () => undefined,
      shares: () => undefined,
      sticker: () => undefined,
      is_unsupported: () => false,
    },
  };
}

/** A field selection written back as `fields=` text (for an embedded edge's `paging.next`). */
function fieldsText(fields: readonly FieldSel[]): string {
  return fields
    .map((field) => {
      const mods = Object.entries(field.mods).map(([name, value]) => `.${name}(${value})`);
      return `${field.name}${mods.join('')}${field.children ? `{${fieldsText(field.children)}}` : ''}`;
    })
    .join(',');
}

/** The URL of `/{id}/messages` at the version (and with the query token) the call used. */
function messagesUrl(call: AuthedCall, conversationId: string, query: Record<string, string>): string {
  const path = call.request.originalUrl.split('?')[0] ?? '';
  const base = path.slice(0, path.lastIndexOf(`/${call.id}`));
  const token = str(call.request.query as Record<string, unknown>, 'access_token');
  const search = new URLSearchParams({ ...query, ...(token ? { access_token: token } : {}) });
  return `${call.request.protocol}://${call.request.host}${base}/${conversationId}/messages?${search}`;
}

/** The embedded `messages` edge: newest first, `.limit(n)` of them (default 25) with cursors. */
function messagesEdge(call: AuthedCall, conversation: MsgConversation, selection: FieldSel) {
  const items = conversationMessages(call.state.msg, conversation);
  const limit = selection.mods.limit === undefined ? 25 : Number(selection.mods.limit);
  const shown = items.slice(0, Math.max(0, Math.min(limit, 100)));
  const data = shown.map((item) =>
    render(messageSpec(call.state, conversation, item), selection.children, item.id),
  );
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return { data };
  const cursors = { before: encodeCursor(first.id), after: encodeCursor(last.id) };
  const query = {
    limit: String(shown.length),
    after: cursors.after,
    ...(selection.children ? { fields: fieldsText(selection.children) } : {}),
  };
  const next = shown.length < items.length ? { next: messagesUrl(call, conversation.id, query) } : {};
  return { data, paging: { cursors, ...next } };
}

/** Messages the person wrote since the Page's (or account's) last answer. */
function unread(messages: readonly MsgMessage[]): number {
  const answered = messages.findIndex((message) => !message.inbound);
  return answered === -1 ? messages.length : answered;
}

export function conversationSpec(call: AuthedCall, conversation: MsgConversation): NodeSpec {
  const { state, now } = call;
  const participants = () => ({ data: [personActor(conversation), accountActor(state, conversation)] });
  return {
    type: 'UnifiedThread',
    defaults: ['id', 'updated_time'],
    edges: ['messages'],
    resolvers: {
      id: () => conversation.id,
      updated_time: () => fbTime(conversation.updatedAt),
      participants,
      senders: participants,
      message_count: () => conversation.messageIds.length,
      unread_count: () => unread(conversationMessages(state.msg, conversation)),
      can_reply: () => windowOpen(conversation, now),
      messages: (selection) => messagesEdge(call, conversation, selection),
    },
  };
}
