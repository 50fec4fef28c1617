import type { FastifyInstance } from 'fastify';
import { bool } from '../../core/params.js';
import { channelFor, guildFor } from './access.js';
import { unauthorized } from './errors.js';
import { botPermissions, has, PERMISSION } from './permissions.js';
import { type AuthedCall, apiRoute, type BotCall, botRoute, type DiscordRuntime } from './routing.js';
import { guildChannels, isThread, parentOf, timestamp } from './state.js';
import { requireScope } from './tokens.js';
import { channelJson, guildJson, partialGuildJson, userJson } from './views.js';

/** `GET /guilds/{id}`; `with_counts=true` adds the approximate member and presence counts. */
function readGuild(call: BotCall) {
  const guild = guildFor(call, call.params.guild_id ?? '');
  return guildJson(call.state, guild, call.now, bool(call.query, 'with_counts') === true);
}

/** Every channel of the server but its threads. */
function listChannels(call: BotCall) {
  const guild = guildFor(call, call.params.guild_id ?? '');
  return guildChannels(call.state, guild.id)
    .filter((channel) => !isThread(channel))
    .map((channel) => channelJson(call.state, channel, call.now));
}

/** The server's active threads the bot can see (forum posts among them). */
function activeThreads(call: BotCall) {
  const guild = guildFor(call, call.params.guild_id ?? '');
  const threads = guildChannels(call.state, guild.id).filter((channel) => {
    if (!isThread(channel)) return false;
    const granted = botPermissions(guild, call.app.clientId, channel, parentOf(call.state, channel));
    return has(granted, PERMISSION.VIEW_CHANNEL);
  });
  return { threads: threads.map((channel) => channelJson(call.state, channel, call.now)), members: [] };
}

function readChannel(call: BotCall) {
  return channelJson(call.state, channelFor(call, call.params.channel_id ?? '').channel, call.now);
}

/** The bot user, or the signing-in user (scope `identify`). */
function me(call: AuthedCall) {
  if (call.app) {
    const bot = call.state.users.get(call.app.clientId);
    if (!bot) throw unauthorized();
    return { ...userJson(bot), verified: true, mfa_enabled: false };
  }
  if (!call.user) throw unauthorized();
  requireScope(call.user, 'identify');
  return { ...userJson(call.user.user), locale: 'en-US', mfa_enabled: false, premium_type: 0 };
}

/** The servers the bot is in, or the user's servers (scope `guilds`). */
function myGuilds(call: AuthedCall) {
  const guilds = [...call.state.guilds.values()];
  if (call.app) {
    const clientId = call.app.clientId;
    return guilds
      .filter((guild) => guild.installs.has(clientId))
      .map((guild) => ({
        ...partialGuildJson(guild),
        owner: false,
        permissions: String(guild.installs.get(clientId)?.permissions ?? 0n),
      }));
  }
  if (!call.user) throw unauthorized();
  requireScope(call.user, 'guilds');
  return guilds.map(partialGuildJson);
}

/** What a user token was granted: application, scopes, expiry and user. */
function currentAuthorization(call: AuthedCall) {
  if (!call.user) throw unauthorized();
  const { token, user } = call.user;
  const app = call.state.apps.get(token.clientId);
  return {
    application: {
      id: token.clientId,
      name: app?.name ?? '',
      bot_public: true,
      bot_require_code_grant: false,
    },
    scopes: token.scopes,
    expires: timestamp(token.expiresAt ?? call.now),
    ...(token.scopes.includes('identify') ? { user: userJson(user) } : {}),
  };
}

export function registerGuilds(app: FastifyInstance, rt: DiscordRuntime): void {
  botRoute(app, rt, {
    method: 'GET',
    url: '/guilds/:guild_id',
    operation: 'guilds.read',
    handler: readGuild,
  });
  botRoute(app, rt, {
    method: 'GET',
    url: '/guilds/:guild_id/channels',
    operation: 'guilds.read',
    handler: listChannels,
  });
  botRoute(app, rt, {
    method: 'GET',
    url: '/guilds/:guild_id/threads/active',
    operation: 'guilds.read',
    handler: activeThreads,
  });
  botRoute(app, rt, {
    method: 'GET',
    url: '/channels/:channel_id',
    operation: 'channels.read',
    handler: readChannel,
  });
  apiRoute(app, rt, { method: 'GET', url: '/users/@me', operation: 'users.read', handler: me });
  apiRoute(app, rt, { method: 'GET', url: '/users/@me/guilds', operation: 'users.read', handler: myGuilds });
  apiRoute(app, rt, {
    method: 'GET',
    url: '/oauth2/@me',
    operation: 'users.read',
    handler: currentAuthorization,
  });
}
