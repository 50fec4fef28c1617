import { guildCounts } from './metrics.js';
import { userPermissions } from './permissions.js';
import { isThread, parentOf, timestamp } from './state.js';
import type { DiscordChannel, DiscordGuild, DiscordState, DiscordUser } from './types.js';

export function userJson(user: DiscordUser) {
  return {
    id: user.id,
    username: user.username,
    discriminator: user.bot ? '0000' : '0',
    global_name: user.globalName,
    avatar: user.avatar,
    ...(user.bot ? { bot: true } : {}),
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
  };
}

export function guildJson(state: DiscordState, guild: DiscordGuild, now: number, withCounts = false) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    description: guild.description,
    splash: null,
    banner: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 1,
    default_message_notifications: 1,
    explicit_content_filter: 2,
    roles: [{ id: guild.id, name: '@everyone', permissions: '1071698660929', position: 0, managed: false }],
    emojis: [],
    stickers: [],
    features: ['COMMUNITY', 'NEWS'],
    mfa_level: 0,
    system_channel_id: guild.systemChannelId,
    rules_channel_id: guild.rulesChannelId,
    public_updates_channel_id: guild.rulesChannelId,
    preferred_locale: 'en-US',
    premium_tier: 0,
    premium_subscription_count: 0,
    nsfw_level: 0,
    max_members: 500_000,
    vanity_url_code: null,
    ...(withCounts ? guildCounts(state, guild, now) : {}),
  };
}

/** The person's guild as `GET /users/@me/guilds` lists it. */
export function partialGuildJson(guild: DiscordGuild) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    banner: null,
    owner: guild.role === 'owner',
    permissions: userPermissions(guild).toString(),
    features: ['COMMUNITY', 'NEWS'],
  };
}

export function channelJson(state: DiscordState, channel: DiscordChannel, now: number) {
  const messages = [...state.messages.values()].filter(
    (message) => message.channelId === channel.id && message.createdAt <= now,
  );
  const last = messages.reduce<string | null>(
    (max, m) => (!max || BigInt(m.id) > BigInt(max) ? m.id : max),
    null,
  );
  const overwrites =
    channel.private || parentOf(state, channel)?.private
      ? [{ id: channel.guildId, type: 0, allow: '0', deny: '1024' }]
      : [];
  const base = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId,
    flags: 0,
    rate_limit_per_user: 0,
    last_message_id: channel.type === 4 ? undefined : last,
  };
  if (isThread(channel)) {
    return {
      ...base,
      owner_id: channel.ownerId,
      message_count: messages.filter((message) => !message.deleted).length,
      total_message_sent: messages.length,
      member_count: 1,
      thread_metadata: {
        archived: false,
        auto_archive_duration: 4320,
        archive_timestamp: timestamp(channel.createdAt),
        locked: false,
        create_timestamp: timestamp(channel.createdAt),
      },
      applied_tags: [],
    };
  }
  return {
    ...base,
    position: channel.position,
    topic: channel.topic,
    nsfw: false,
    permission_overwrites: overwrites,
    ...(channel.type === 15
      ? { available_tags: [], default_reaction_emoji: null, default_sort_order: null }
      : {}),
  };
}
