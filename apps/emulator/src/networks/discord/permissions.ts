import { missingAccess, missingPermissions } from './errors.js';
import type { DiscordChannel, DiscordGuild } from './types.js';

/** Permission bits (https://discord.com/developers/docs/topics/permissions), those the emulator checks. */
export const PERMISSION = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  MANAGE_WEBHOOKS: 1n << 29n,
  MANAGE_THREADS: 1n << 34n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  SEND_POLLS: 1n << 49n,
} as const;

/** How the consent page words each permission. */
export const PERMISSION_TEXT: ReadonlyArray<readonly [bigint, string]> = [
  [PERMISSION.ADMINISTRATOR, 'Administrator'],
  [PERMISSION.MANAGE_GUILD, 'Manage Server'],
  [PERMISSION.VIEW_CHANNEL, 'View Channels'],
  [PERMISSION.SEND_MESSAGES, 'Send Messages'],
  [PERMISSION.SEND_MESSAGES_IN_THREADS, 'Send Messages in Threads'],
  [PERMISSION.CREATE_PUBLIC_THREADS, 'Create Public Threads'],
  [PERMISSION.MANAGE_MESSAGES, 'Manage Messages'],
  [PERMISSION.MANAGE_THREADS, 'Manage Threads'],
  [PERMISSION.EMBED_LINKS, 'Embed Links'],
  [PERMISSION.ATTACH_FILES, 'Attach Files'],
  [PERMISSION.READ_MESSAGE_HISTORY, 'Read Message History'],
  [PERMISSION.MENTION_EVERYONE, 'Mention @everyone, @here, and All Roles'],
  [PERMISSION.USE_EXTERNAL_EMOJIS, 'Use External Emoji'],
  [PERMISSION.ADD_REACTIONS, 'Add Reactions'],
  [PERMISSION.MANAGE_WEBHOOKS, 'Manage Webhooks'],
  [PERMISSION.SEND_POLLS, 'Create Polls'],
];

/** Every bit a server owner holds. */
const ALL = (1n << 51n) - 1n;

/** A `permissions` parameter: a decimal bitfield (absent = none). Undefined when malformed. */
export function parsePermissions(value: string | undefined): bigint | undefined {
  if (value === undefined || value === '') return 0n;
  return /^\d{1,20}$/.test(value) ? BigInt(value) : undefined;
}

export const has = (granted: bigint, bits: bigint): boolean => (granted & bits) === bits;

/** What the signed-in person may do in a guild (owners everything, admins manage it). */
export function userPermissions(guild: DiscordGuild): bigint {
  if (guild.role === 'owner') return ALL;
  const member = PERMISSION.VIEW_CHANNEL | PERMISSION.SEND_MESSAGES | PERMISSION.READ_MESSAGE_HISTORY;
  return guild.role === 'admin' ? member | PERMISSION.MANAGE_GUILD | PERMISSION.MANAGE_MESSAGES : member;
}

export const canManage = (guild: DiscordGuild): boolean =>
  has(userPermissions(guild), PERMISSION.MANAGE_GUILD);

/**
 * The bot's permissions in a channel: the install's grant, less View Channel where an overwrite hides
 * the channel (or its parent) from @everyone; Administrator overrides every overwrite.
 */
export function botPermissions(
  guild: DiscordGuild,
  clientId: string,
  channel: DiscordChannel | undefined,
  parent: DiscordChannel | undefined,
): bigint {
  const granted = guild.installs.get(clientId)?.permissions ?? 0n;
  if (has(granted, PERMISSION.ADMINISTRATOR)) return ALL;
  return channel?.private || parent?.private ? granted & ~PERMISSION.VIEW_CHANNEL : granted;
}

/** 50001 without View Channel, 50013 for any other missing bit. */
export function requirePermissions(granted: bigint, bits: bigint): void {
  if (!has(granted, PERMISSION.VIEW_CHANNEL)) throw missingAccess();
  if (!has(granted, bits)) throw missingPermissions();
}
