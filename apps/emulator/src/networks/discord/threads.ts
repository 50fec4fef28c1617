import type { FastifyInstance } from 'fastify';
import { asRecord } from '../../core/params.js';
import { type ChannelAccess, channelFor } from './access.js';
import { FormErrors, wrongChannelType } from './errors.js';
import { parseMessage, payloadOf } from './message-input.js';
import { required, text } from './message-parts.js';
import { messageJson } from './message-view.js';
import { PERMISSION, requirePermissions } from './permissions.js';
import { type BotCall, botRoute, type DiscordRuntime } from './routing.js';
import { addMessage, newId } from './state.js';
import type { DiscordChannel } from './types.js';
import { channelJson } from './views.js';

function openThread(call: BotCall, where: ChannelAccess, name: string, type: number): DiscordChannel {
  const id = newId(call.state, call.now);
  const thread: DiscordChannel = {
    id,
    guildId: where.guild.id,
    type,
    name,
    position: 0,
    parentId: where.channel.id,
    topic: null,
    private: false,
    ownerId: call.app.clientId,
    createdAt: call.now,
    deleted: false,
  };
  call.state.channels.set(id, thread);
  return thread;
}

/**
 * `POST /channels/{id}/threads`: in a forum, a post (a thread whose starter message shares its id,
 * Send Messages); in a text or announcement channel, a thread without a starter (Create Public Threads).
 */
function createThread(call: BotCall) {
  const where = channelFor(call, call.params.channel_id ?? '');
  const payload = payloadOf(call.body, call.request.headers['content-type']);
  const errors = new FormErrors();
  const name = text(errors, payload.fields.name, ['name'], 100);
  if (!name?.trim()) required(errors, ['name']);
  const type = where.channel.type;
  if (type === 15) {
    requirePermissions(where.permissions, PERMISSION.SEND_MESSAGES);
    if (payload.fields.message === undefined) required(errors, ['message']);
    errors.throwIfAny();
    const input = parseMessage(
      call.state,
      { fields: asRecord(payload.fields.message), files: payload.files },
      { channelId: '', permissions: where.permissions, now: call.now, path: ['message'] },
    );
    const thread = openThread(call, where, name ?? '', 11);
    const starter = addMessage(call.state, {
      ...input,
      id: thread.id,
      channelId: thread.id,
      authorId: call.app.clientId,
      createdAt: call.now,
      origin: 'api',
      referenceId: null,
    });
    starter.flags = input.flags;
    return {
      ...channelJson(call.state, thread, call.now),
      message: messageJson(call.state, starter, call.now),
    };
  }
  if (type !== 0 && type !== 5) throw wrongChannelType();
  requirePermissions(where.permissions, PERMISSION.CREATE_PUBLIC_THREADS);
  errors.throwIfAny();
  return channelJson(call.state, openThread(call, where, name ?? '', type === 5 ? 10 : 11), call.now);
}

export function registerThreads(app: FastifyInstance, rt: DiscordRuntime): void {
  botRoute(app, rt, {
    method: 'POST',
    url: '/channels/:channel_id/threads',
    operation: 'threads.create',
    aliases: ['publish'],
    status: 201,
    handler: createThread,
  });
}
