import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NetworkFactory } from '../../core/network.js';
import { registerDiscordControl } from './control.js';
import { registerGuilds } from './guilds.js';
import { registerMessages } from './messages.js';
import { registerAuthorize } from './oauth.js';
import { registerReactions } from './reactions.js';
import type { DiscordRuntime } from './routing.js';
import { createDiscordState } from './seed.js';
import { registerThreads } from './threads.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { DiscordApp } from './types.js';

export type { DiscordApp } from './types.js';

/** The application the emulator knows out of the box (its id is also its bot user's id). */
export const DEFAULT_DISCORD_APP: DiscordApp = {
  clientId: '1200000000000000001',
  clientSecret: 'emulator-discord-secret',
  botToken: 'emulator-discord-bot-token',
  name: 'Herald',
};

export interface DiscordOptions {
  /** Registered applications; default: DEFAULT_DISCORD_APP. */
  apps?: DiscordApp[];
}

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
  return (context) => {
    const build = () =>
      createDiscordState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_DISCORD_APP]);
    const rt: DiscordRuntime = { state: build(), context };
    return {
      name: 'discord',
      prefix: '/discord',
      bases: { www: '/discord/www', api: '/discord/api' },
      register: async (app) => {
        await app.register(async (www) => registerAuthorize(www, rt), { prefix: '/www' });
        await app.register(async (api) => registerApi(api, rt), { prefix: '/api' });
      },
      registerControl: (app) => registerDiscordControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}
