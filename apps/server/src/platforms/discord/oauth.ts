import { z } from 'zod';
import type { PlatformHttp } from '../http.js';
import { credentialOf, oauthTokenSchema } from '../oauth2.js';
import type { Credential } from '../types.js';
import { discordError } from './discord-errors.js';

/** Install the bot (with slash commands) and read who installed it and their servers. */
export const DISCORD_SCOPES = ['bot', 'applications.commands', 'identify', 'guilds'];

/** Permission bit positions (https://discord.com/developers/docs/topics/permissions). */
const BITS = {
  ADD_REACTIONS: 6n,
  VIEW_CHANNEL: 10n,
  SEND_MESSAGES: 11n,
  MANAGE_MESSAGES: 13n,
  EMBED_LINKS: 14n,
  ATTACH_FILES: 15n,
  READ_MESSAGE_HISTORY: 16n,
  CREATE_PUBLIC_THREADS: 35n,
  SEND_MESSAGES_IN_THREADS: 38n,
  /** Polls need it since 2024; without it a poll post answers 50013. */
  SEND_POLLS: 49n,
} as const;

/** What the bot asks for on install: post, embed, attach, read history, react, threads, manage, polls. */
export const BOT_PERMISSIONS = Object.values(BITS)
  .reduce((sum, bit) => sum | (1n << bit), 0n)
  .toString();

const guildSchema = z.object({ id: z.string(), name: z.string(), icon: z.string().nullable().optional() });
export type TokenGuild = z.infer<typeof guildSchema>;

const tokenSchema = oauthTokenSchema.extend({
  /** For a `bot` authorization: the server the bot was just added to. */
  guild: guildSchema.optional(),
});

export interface DiscordClient {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

/** `POST /oauth2/token` (code exchange or refresh) as a confidential client (HTTP Basic). */
export async function requestToken(
  http: PlatformHttp,
  client: DiscordClient,
  form: Record<string, string>,
): Promise<{ credential: Credential; guild: TokenGuild | undefined }> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const response = await http.request({
    method: 'POST',
    url: `${client.apiBase}/oauth2/token`,
    form,
    headers: { authorization: `Basic ${basic}` },
  });
  if (response.status !== 200) throw discordError(response);
  const token = tokenSchema.parse(response.body);
  return { credential: credentialOf(token), guild: token.guild };
}

/** A server icon on Discord's CDN (animated icons, `a_…`, are GIFs). */
export function iconUrl(guild: TokenGuild): string | null {
  if (!guild.icon) return null;
  const ext = guild.icon.startsWith('a_') ? 'gif' : 'png';
  return `https://cdn.discordapp.com/icons/${guild.id}/${guild.icon}.${ext}`;
}

export const guildLink = (id: string): string => `https://discord.com/channels/${id}`;
