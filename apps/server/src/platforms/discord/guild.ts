import type { LookupItem } from '@herald/contract';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { MetricPoint } from '../types.js';
import { CHANNEL, type Channel, channelSchema, postsChannel } from './posting.js';
import type { DiscordRest } from './rest.js';

const guildSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable().optional(),
  system_channel_id: z.string().nullable().optional(),
  approximate_member_count: z.number().optional(),
  approximate_presence_count: z.number().optional(),
});

/** `GET /guilds/{id}` as the bot (10004 Unknown Guild once the bot was removed). */
export async function readGuild(rest: DiscordRest, id: string, withCounts = false) {
  return guildSchema.parse(await rest.get(`/guilds/${id}`, withCounts ? { with_counts: true } : undefined));
}

/** Discord has no analytics API: today's approximate member and online counts are the day's values. */
export async function guildCounters(rest: DiscordRest, id: string): Promise<MetricPoint[]> {
  const guild = await readGuild(rest, id, true);
  const day = new Date().toISOString().slice(0, 10);
  return (['approximate_member_count', 'approximate_presence_count'] as const).flatMap((metric) => {
    const value = guild[metric];
    return value === undefined ? [] : [{ metric, day, value }];
  });
}

/** A channel of the server; a channel of another server is refused. */
export async function channelIn(rest: DiscordRest, guildId: string, channelId: string): Promise<Channel> {
  const channel = channelSchema.parse(await rest.get(`/channels/${channelId}`));
  if (channel.guild_id !== guildId) {
    throw new PlatformError('discord', 'content', 'the channel is not in this server');
  }
  return channel;
}

/** The channel the server's posts are read from (`postsChannel`); the guild is read only when needed. */
export async function postsChannelId(rest: DiscordRest, guildId: string): Promise<string | undefined> {
  const channels = z.array(channelSchema).parse(await rest.get(`/guilds/${guildId}/channels`));
  const system = channels.some((channel) => channel.type === CHANNEL.announcement)
    ? undefined
    : (await readGuild(rest, guildId)).system_channel_id;
  return postsChannel(channels, system)?.id;
}

/** What a channel is called in a look-up, by its type (text channels need no word). */
const CHANNEL_KINDS: Readonly<Record<number, string>> = {
  [CHANNEL.announcement]: 'announcement',
  [CHANNEL.forum]: 'forum',
};

/**
 * The server's channels Herald can post in (text, announcement and forum channels), in the server's
 * order, those whose name holds `query` when one is given: the channel picker of compose.
 */
export async function postableChannels(
  rest: DiscordRest,
  guildId: string,
  query: string,
): Promise<LookupItem[]> {
  const channels = z.array(channelSchema).parse(await rest.get(`/guilds/${guildId}/channels`));
  const wanted = query.trim().replace(/^#/, '').toLowerCase();
  const postable = new Set<number>(Object.values(CHANNEL));
  return channels
    .filter((channel) => postable.has(channel.type))
    .filter((channel) => (channel.name ?? '').toLowerCase().includes(wanted))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((channel) => ({
      id: channel.id,
      name: `#${channel.name ?? channel.id}`,
      detail: CHANNEL_KINDS[channel.type] ?? null,
      image_url: null,
      extra: { type: channel.type },
    }));
}
