import type { FastifyInstance } from 'fastify';
import { fail } from '../../core/control.js';
import { asRecord, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { reactionCounts } from './metrics.js';
import type { DiscordRuntime } from './routing.js';
import { addMessage, compareIds, guildChannels, liveMessage, timestamp } from './state.js';
import type { DiscordMessage, DiscordState } from './types.js';

/** A message as tests inspect it (deleted ones included). */
export function messageView(state: DiscordState, message: DiscordMessage, now: number) {
  const author = state.users.get(message.authorId);
  return {
    id: message.id,
    channel_id: message.channelId,
    author_id: message.authorId,
    author_name: author?.globalName ?? author?.username ?? null,
    content: message.content,
    created_at: timestamp(message.createdAt),
    edited_at: message.editedAt === null ? null : timestamp(message.editedAt),
    deleted: message.deleted,
    origin: message.origin,
    reference_id: message.referenceId,
    attachments: message.attachments.map(({ filename, size, contentType }) => ({
      filename,
      size,
      content_type: contentType,
    })),
    embeds: message.embeds.length,
    poll: message.poll
      ? {
          question: message.poll.question,
          answers: message.poll.answers,
          expiry: timestamp(message.poll.expiry),
        }
      : null,
    crossposted: (message.flags & 1) === 1,
    reactions: reactionCounts(state, message, now),
  };
}

/** Test-facing content routes: a server's channels, a channel's messages, member messages now. */
export function registerContentControl(app: FastifyInstance, rt: DiscordRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { id: string } }>('/guilds/:id/channels', async (request, reply) => {
    const guild = rt.state.guilds.get(request.params.id);
    if (!guild) return fail(reply, 'no such guild', 404);
    return {
      data: guildChannels(rt.state, guild.id).map((channel) => ({
        id: channel.id,
        type: channel.type,
        name: channel.name,
        parent_id: channel.parentId,
        private: channel.private,
      })),
    };
  });
  app.get<{ Params: { id: string } }>('/channels/:id/messages', async (request, reply) => {
    const { state } = rt;
    if (!state.channels.has(request.params.id)) return fail(reply, 'no such channel', 404);
    const messages = [...state.messages.values()].filter(
      (message) => message.channelId === request.params.id,
    );
    return {
      data: messages
        .sort((a, b) => compareIds(b.id, a.id))
        .map((message) => messageView(state, message, now())),
    };
  });
  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const { state } = rt;
    const message = state.messages.get(request.params.id);
    if (!message) return fail(reply, 'no such message', 404);
    const replies = [...state.messages.values()].filter((other) => other.referenceId === message.id);
    return {
      ...messageView(state, message, now()),
      replies: replies.map((other) => messageView(state, other, now())),
    };
  });
  app.post<{ Params: { id: string } }>('/channels/:id/messages', async (request, reply) => {
    const { state } = rt;
    const channel = state.channels.get(request.params.id);
    const guild = channel ? state.guilds.get(channel.guildId) : undefined;
    if (!channel || !guild) return fail(reply, 'no such channel', 404);
    const body = asRecord(request.body);
    const authorId =
      str(body, 'author_id') ?? guild.active[state.messages.size % guild.active.length] ?? state.user.id;
    if (!state.users.has(authorId)) return fail(reply, 'author_id must be a user');
    const replyTo = str(body, 'reply_to');
    if (replyTo && liveMessage(state, replyTo, now())?.channelId !== channel.id) {
      return fail(reply, 'reply_to must be a live message of the channel');
    }
    const content =
      str(body, 'content') ?? VISITOR_COMMENTS[state.messages.size % VISITOR_COMMENTS.length] ?? 'Hello!';
    const message = addMessage(state, {
      channelId: channel.id,
      authorId,
      content,
      createdAt: now(),
      origin: 'member',
      referenceId: replyTo ?? null,
    });
    return reply.code(201).send(messageView(state, message, now()));
  });
}
