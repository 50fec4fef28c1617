import type { FastifyInstance } from 'fastify';
import { int, str } from '../../core/params.js';
import { type ChannelAccess, channelFor, messageIn } from './access.js';
import {
  alreadyCrossposted,
  emptyMessage,
  FormErrors,
  invalidField,
  missingAccess,
  missingPermissions,
  nonTextChannel,
  otherAuthor,
  wrongChannelType,
} from './errors.js';
import { parseMessage, payloadOf } from './message-input.js';
import { parseEmbeds, text } from './message-parts.js';
import { messageJson } from './message-view.js';
import { has, PERMISSION, requirePermissions } from './permissions.js';
import { type BotCall, botRoute, type DiscordRuntime } from './routing.js';
import { addMessage, channelMessages, compareIds, isThread } from './state.js';
import type { DiscordMessage } from './types.js';

const CROSSPOSTED = 1;
const TEXT_TYPES: readonly number[] = [0, 5, 10, 11];

const access = (call: BotCall): ChannelAccess => channelFor(call, call.params.channel_id ?? '');
const target = (call: BotCall, where: ChannelAccess) => messageIn(call, where, call.params.message_id ?? '');

function createMessage(call: BotCall) {
  const where = access(call);
  const { channel } = where;
  if (!TEXT_TYPES.includes(channel.type)) throw nonTextChannel();
  requirePermissions(
    where.permissions,
    isThread(channel) ? PERMISSION.SEND_MESSAGES_IN_THREADS : PERMISSION.SEND_MESSAGES,
  );
  const payload = payloadOf(call.body, call.request.headers['content-type']);
  const input = parseMessage(call.state, payload, {
    channelId: channel.id,
    permissions: where.permissions,
    now: call.now,
  });
  const message = addMessage(call.state, {
    ...input,
    channelId: channel.id,
    authorId: call.app.clientId,
    createdAt: call.now,
    origin: 'api',
  });
  message.flags = input.flags;
  return messageJson(call.state, message, call.now);
}

/** Newest first; `before`/`after`/`around` a message id, `limit` 1–100 (default 50). */
function pageOf(messages: DiscordMessage[], call: BotCall): DiscordMessage[] {
  const limit = int(call.query, 'limit') ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    invalidField(['limit'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 100.');
  }
  const [before, after, around] = ['before', 'after', 'around'].map((key) => str(call.query, key));
  if (before) return messages.filter((m) => compareIds(m.id, before) < 0).slice(0, limit);
  if (after) return messages.filter((m) => compareIds(m.id, after) > 0).slice(-limit);
  if (around) {
    const newer = messages.filter((m) => compareIds(m.id, around) > 0).slice(-Math.floor(limit / 2));
    const older = messages.filter((m) => compareIds(m.id, around) <= 0).slice(0, limit - newer.length);
    return [...newer, ...older];
  }
  return messages.slice(0, limit);
}

/** Without Read Message History a bot sees no history (an empty list), as on Discord. */
function listMessages(call: BotCall) {
  const where = access(call);
  if (!has(where.permissions, PERMISSION.READ_MESSAGE_HISTORY)) return [];
  return pageOf(channelMessages(call.state, where.channel.id, call.now), call).map((m) =>
    messageJson(call.state, m, call.now),
  );
}

function readMessage(call: BotCall) {
  const where = access(call);
  if (!has(where.permissions, PERMISSION.READ_MESSAGE_HISTORY)) throw missingAccess();
  return messageJson(call.state, target(call, where), call.now);
}

/** Only the author edits a message: content and embeds (a poll cannot change). */
function editMessage(call: BotCall) {
  const where = access(call);
  const message = target(call, where);
  if (message.authorId !== call.app.clientId) throw otherAuthor();
  const errors = new FormErrors();
  const content = text(errors, call.body.content, ['content'], 2000);
  const embeds =
    call.body.embeds === undefined ? message.embeds : parseEmbeds(errors, call.body.embeds, ['embeds']);
  errors.throwIfAny();
  const next = content ?? message.content;
  if (!next.trim() && embeds.length === 0 && message.attachments.length === 0 && !message.poll)
    throw emptyMessage();
  Object.assign(message, { content: next, embeds, editedAt: call.now });
  return messageJson(call.state, message, call.now);
}

/** A bot deletes its own messages; others' need Manage Messages. */
function deleteMessage(call: BotCall) {
  const where = access(call);
  const message = target(call, where);
  if (message.authorId !== call.app.clientId && !has(where.permissions, PERMISSION.MANAGE_MESSAGES)) {
    throw missingPermissions();
  }
  message.deleted = true;
  return undefined;
}

/** Publishes an announcement-channel message to the servers following the channel. */
function crosspost(call: BotCall) {
  const where = access(call);
  if (where.channel.type !== 5) throw wrongChannelType();
  const message = target(call, where);
  const own = message.authorId === call.app.clientId;
  requirePermissions(where.permissions, own ? PERMISSION.SEND_MESSAGES : PERMISSION.MANAGE_MESSAGES);
  if (message.flags & CROSSPOSTED) throw alreadyCrossposted();
  message.flags |= CROSSPOSTED;
  return messageJson(call.state, message, call.now);
}

export function registerMessages(app: FastifyInstance, rt: DiscordRuntime): void {
  const base = '/channels/:channel_id/messages';
  const one = `${base}/:message_id`;
  botRoute(app, rt, {
    method: 'POST',
    url: base,
    operation: 'messages.create',
    aliases: ['publish'],
    handler: createMessage,
  });
  botRoute(app, rt, { method: 'GET', url: base, operation: 'messages.list', handler: listMessages });
  botRoute(app, rt, { method: 'GET', url: one, operation: 'messages.read', handler: readMessage });
  botRoute(app, rt, { method: 'PATCH', url: one, operation: 'messages.edit', handler: editMessage });
  botRoute(app, rt, {
    method: 'DELETE',
    url: one,
    operation: 'messages.delete',
    status: 204,
    handler: deleteMessage,
  });
  botRoute(app, rt, {
    method: 'POST',
    url: `${one}/crosspost`,
    operation: 'messages.crosspost',
    handler: crosspost,
  });
}
