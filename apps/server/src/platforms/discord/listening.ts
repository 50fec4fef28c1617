import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { NetworkPost, PostPage } from '../types.js';
import { CHANNEL, channelSchema } from './posting.js';
import { type DiscordMessage, messageSchema, toPost } from './reading.js';
import type { DiscordRest } from './rest.js';

/** Messages are read 100 at a time, forward from the cursor (`after`). */
const PAGE = 100;
/** Discord ids count milliseconds from 2015-01-01 in their upper bits. */
const DISCORD_EPOCH = 1_420_070_400_000n;
/** Channels members talk in: text and announcement channels. */
const LISTENED = new Set<number>([CHANNEL.text, CHANNEL.announcement]);
/** The bot cannot see the channel (a permission overwrite) or read it: it is skipped, not an error. */
const HIDDEN_CODES = new Set(['50001', '50013']);

/** The smallest message id of an instant: `after` it means "written at or after". */
function idAt(at: Date): string {
  const ms = BigInt(Math.max(at.getTime(), Number(DISCORD_EPOCH) + 1));
  return String(((ms - DISCORD_EPOCH) << 22n) - 1n);
}

const byId = (a: { id: string }, b: { id: string }): number => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** The server's listened channels, in id order (the order the cursor walks them). */
async function listenedChannels(rest: DiscordRest, guildId: string) {
  const channels = z.array(channelSchema).parse(await rest.get(`/guilds/${guildId}/channels`));
  return channels.filter((channel) => LISTENED.has(channel.type)).sort(byId);
}

/** One batch of a channel's messages after `after`, oldest first; empty where the bot may not read. */
async function batchAfter(rest: DiscordRest, channelId: string, after: string): Promise<DiscordMessage[]> {
  try {
    const batch = z
      .array(messageSchema)
      .parse(await rest.get(`/channels/${channelId}/messages`, { after, limit: PAGE }));
    return batch.sort(byId);
  } catch (error) {
    if (error instanceof PlatformError && HIDDEN_CODES.has(error.networkCode ?? '')) return [];
    throw error;
  }
}

/** A message as a listened post, with its author; null for one whose content the bot cannot read. */
function listenedPost(guildId: string, message: DiscordMessage): NetworkPost | null {
  if (message.content.trim() === '') return null;
  const author = message.author;
  return {
    ...toPost(guildId, message),
    author: author ? { id: author.id, name: author.global_name ?? author.username } : undefined,
  };
}

/**
 * Messages written at or after `since` in the server's text and announcement channels. The cursor is
 * `<channel_id>:<last message id read>`: a channel is read forward to its newest message, then the
 * next one from `since`. Messages with no readable content (no MESSAGE_CONTENT intent) are left out.
 */
export async function readListenedMessages(
  rest: DiscordRest,
  guildId: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const channels = await listenedChannels(rest, guildId);
  const [channelId, cursorAfter] = cursor ? cursor.split(':') : [];
  const index = channelId ? channels.findIndex((channel) => BigInt(channel.id) >= BigInt(channelId)) : 0;
  const channel = index === -1 ? undefined : channels[index];
  if (!channel) return { posts: [], next: null };
  const after = channel.id === channelId && cursorAfter ? cursorAfter : idAt(since);
  const batch = await batchAfter(rest, channel.id, after);
  const posts = batch.flatMap((message) => listenedPost(guildId, message) ?? []);
  const newest = batch.at(-1)?.id;
  if (batch.length === PAGE && newest) return { posts, next: `${channel.id}:${newest}` };
  const following = channels[index + 1];
  return { posts, next: following ? `${following.id}:${idAt(since)}` : null };
}
