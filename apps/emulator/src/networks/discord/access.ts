import { missingAccess, unknownChannel, unknownGuild, unknownMessage } from './errors.js';
import { botPermissions, has, PERMISSION } from './permissions.js';
import type { BotCall } from './routing.js';
import { isSnowflake, liveMessage, parentOf } from './state.js';
import type { DiscordChannel, DiscordGuild, DiscordMessage } from './types.js';

/** A guild the calling bot is in; any other answers 10004 Unknown Guild. */
export function guildFor(call: BotCall, id: string): DiscordGuild {
  const guild = isSnowflake(id) ? call.state.guilds.get(id) : undefined;
  if (!guild?.installs.has(call.app.clientId)) throw unknownGuild();
  return guild;
}

export interface ChannelAccess {
  channel: DiscordChannel;
  parent: DiscordChannel | undefined;
  guild: DiscordGuild;
  /** The bot's permissions in the channel. */
  permissions: bigint;
}

/**
 * A channel the calling bot can see: 10003 Unknown Channel when there is none, 50001 Missing Access when
 * the bot is not in its server (removed) or may not view it.
 */
export function channelFor(call: BotCall, id: string): ChannelAccess {
  const channel = isSnowflake(id) ? call.state.channels.get(id) : undefined;
  const guild = channel ? call.state.guilds.get(channel.guildId) : undefined;
  if (!channel || channel.deleted || !guild) throw unknownChannel();
  if (!guild.installs.has(call.app.clientId)) throw missingAccess();
  const parent = parentOf(call.state, channel);
  const permissions = botPermissions(guild, call.app.clientId, channel, parent);
  if (!has(permissions, PERMISSION.VIEW_CHANNEL)) throw missingAccess();
  return { channel, parent, guild, permissions };
}

/** A live message of the channel, or 10008 Unknown Message. */
export function messageIn(call: BotCall, access: ChannelAccess, id: string): DiscordMessage {
  const message = isSnowflake(id) ? liveMessage(call.state, id, call.now) : undefined;
  if (!message || message.channelId !== access.channel.id) throw unknownMessage();
  return message;
}
