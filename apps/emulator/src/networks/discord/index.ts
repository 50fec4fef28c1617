import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerDiscordControl } from './control.js';
import { registerGuilds } from './guilds.js';
import { registerMessages } from './messages.js';
import { registerAuthorize } from './oauth.js';
import { registerReactions } from './reactions.js';
import type { DiscordRuntime } from './routing.js';
import { createDiscordState } from './seed.js';
import { registerThreads } from './threads.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { DiscordApp, DiscordState } from './types.js';
import { advanceWorld } from './world.js';

export type { DiscordApp } from './types.js';

/** The application the emulator knows out of the box (its id is also its bot user's id). */
export const DEFAULT_DISCORD_APP: DiscordApp = {
  clientId: '1200000000000000001',
  clientSecret: 'emulator-discord-secret',
  botToken: 'emulator-discord-bot-token',
  name: 'Herald',
};

/** Registered applications; default: DEFAULT_DISCORD_APP. */
export type DiscordOptions = NetworkOptions<DiscordApp>;

/** REST v10 under `/v10` (the version segment is required), the OAuth2 token endpoint beside it. */
async function registerApi(app: FastifyInstance, rt: DiscordRuntime): Promise<void> {
  registerTokenEndpoints(app, rt);
  const rest: FastifyPluginAsync = async (v10) => {
    registerGuilds(v10, rt);
    registerMessages(v10, rt);
    registerReactions(v10, rt);
    registerThreads(v10, rt);
  };
  await app.register(rest, { prefix: '/v10' });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: '404: Not Found', code: 0 }),
  );
}

/**
 * Discord: the install page under `/discord/www` (discord.com), REST v10 and OAuth2 under
 * `/discord/api` (discord.com/api).
 */
export function discordNetwork(options: DiscordOptions = {}): NetworkFactory {
  return defineNetwork<DiscordState>({
    name: 'discord',
    create: (seed, now, context) =>
      createDiscordState(seed, now, options.apps ?? [DEFAULT_DISCORD_APP], context.listening),
    hosts: [
      { base: 'www', path: '/www', register: registerAuthorize },
      { base: 'api', path: '/api', register: registerApi },
    ],
    advance: advanceWorld,
    control: registerDiscordControl,
  });
}
