import { pollVotes, reactionCounts } from './metrics.js';
import { timestamp } from './state.js';
import type { DiscordMessage, DiscordState } from './types.js';
import { userJson } from './views.js';

const CDN = 'https://cdn.discordapp.com';

/**
 * Whether the bot reads the message's content: always with the MESSAGE_CONTENT intent; without it,
 * only in messages a bot wrote or that mention a bot.
 */
function contentReadable(state: DiscordState, message: DiscordMessage): boolean {
  if (state.messageContent || state.users.get(message.authorId)?.bot) return true;
  return [...message.content.matchAll(/<@!?(\d+)>/g)].some(
    (mention) => state.users.get(mention[1] ?? '')?.bot,
  );
}

/** A message as REST v10 returns it; a reply carries the message it answers one level deep. */
export function messageJson(
  state: DiscordState,
  stored: DiscordMessage,
  now: number,
  nested = false,
): unknown {
  const message = contentReadable(state, stored)
    ? stored
    : { ...stored, content: '', embeds: [], attachments: [], poll: null };
  const author = state.users.get(message.authorId);
  const reactions = reactionCounts(state, message, now);
  const referenced = message.referenceId ? state.messages.get(message.referenceId) : undefined;
  const guildId = state.channels.get(message.channelId)?.guildId;
  return {
    id: message.id,
    type: message.referenceId ? 19 : 0,
    channel_id: message.channelId,
    author: author ? userJson(author) : null,
    content: message.content,
    timestamp: timestamp(message.createdAt),
    edited_timestamp: message.editedAt === null ? null : timestamp(message.editedAt),
    tts: false,
    mention_everyone: /@(everyone|here)\b/.test(message.content),
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((file) => ({
      id: file.id,
      filename: file.filename,
      size: file.size,
      url: `${CDN}/attachments/${message.channelId}/${file.id}/${file.filename}`,
      proxy_url: `https://media.discordapp.net/attachments/${message.channelId}/${file.id}/${file.filename}`,
      content_type: file.contentType,
      ...(file.description ? { description: file.description } : {}),
    })),
    embeds: message.embeds,
    ...(reactions.length > 0
      ? {
          reactions: reactions.map((reaction) => ({
            emoji: { id: null, name: reaction.emoji },
            count: reaction.count,
            count_details: { burst: 0, normal: reaction.count },
            burst_colors: [],
            me_burst: false,
            burst_me: false,
            me: reaction.me,
            burst_count: 0,
          })),
        }
      : {}),
    pinned: false,
    flags: message.flags,
    components: [],
    ...(message.poll ? { poll: pollJson(state, message, now) } : {}),
    ...(message.referenceId
      ? {
          message_reference: {
            type: 0,
            channel_id: message.channelId,
            message_id: message.referenceId,
            guild_id: guildId,
          },
          ...(nested
            ? {}
            : {
                referenced_message:
                  referenced && !referenced.deleted ? messageJson(state, referenced, now, true) : null,
              }),
        }
      : {}),
  };
}

function pollJson(state: DiscordState, message: DiscordMessage, now: number) {
  const poll = message.poll;
  if (!poll) return undefined;
  const votes = pollVotes(state, message, now);
  return {
    question: { text: poll.question },
    answers: poll.answers.map((text, index) => ({ answer_id: index + 1, poll_media: { text } })),
    expiry: timestamp(poll.expiry),
    allow_multiselect: poll.allowMultiselect,
    layout_type: 1,
    results: {
      is_finalized: now >= poll.expiry,
      answer_counts: votes.map((count, index) => ({ id: index + 1, count, me_voted: false })),
    },
  };
}
