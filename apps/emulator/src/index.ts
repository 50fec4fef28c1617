import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { registerBodyParsers } from './core/body-parsers.js';
import { EmulatorClock } from './core/clock.js';
import { registerControl } from './core/control.js';
import { createWithhold, FaultStore } from './core/faults.js';
import { ListeningVolume } from './core/listening.js';
import { registerListeningControl } from './core/listening-control.js';
import type { EmulatedNetwork, NetworkContext, NetworkFactory } from './core/network.js';
import { registerPictures } from './core/pictures.js';
import { type DiscordOptions, discordNetwork } from './networks/discord/index.js';
import { type FacebookOptions, facebookNetwork } from './networks/facebook/index.js';
import { type RedditOptions, redditNetwork } from './networks/reddit/index.js';
import { steamNetwork } from './networks/steam/index.js';
import { type ThreadsOptions, threadsNetwork } from './networks/threads/index.js';
import { type TiktokOptions, tiktokNetwork } from './networks/tiktok/index.js';
import { type TwitchOptions, twitchNetwork } from './networks/twitch/index.js';
import { type VkOptions, vkNetwork } from './networks/vk/index.js';
import { type XOptions, xNetwork } from './networks/x/index.js';
import { type YoutubeOptions, youtubeNetwork } from './networks/youtube/index.js';

export type { FaultKind, FaultSpec } from './core/faults.js';
export type { EmulatedNetwork, NetworkContext, NetworkFactory } from './core/network.js';
export { DEFAULT_DISCORD_APP, type DiscordApp, type DiscordOptions } from './networks/discord/index.js';
export { DEFAULT_FACEBOOK_APP, type FacebookOptions } from './networks/facebook/index.js';
export { DEFAULT_REDDIT_APP, type RedditApp, type RedditOptions } from './networks/reddit/index.js';
export { DEFAULT_STEAM_APPS } from './networks/steam/index.js';
export {
  DEFAULT_THREADS_APP,
  type ThreadsApp,
  type ThreadsOptions,
} from './networks/threads/index.js';
export { DEFAULT_TIKTOK_APP, type TiktokApp, type TiktokOptions } from './networks/tiktok/index.js';
export { DEFAULT_TWITCH_APP, type TwitchApp, type TwitchOptions } from './networks/twitch/index.js';
export { DEFAULT_VK_APP, type VkApp, type VkOptions } from './networks/vk/index.js';
export { DEFAULT_X_APP, type XApp, type XOptions } from './networks/x/index.js';
export { DEFAULT_GOOGLE_APP, type GoogleApp, type YoutubeOptions } from './networks/youtube/index.js';

export interface EmulatorOptions {
  /** Every emulated network derives its data from this seed, so runs are reproducible. */
  seed: number;
  /**
   * Freeze the emulator clock at this instant (ms since the epoch); it then moves only through
   * `POST /_emulator/clock`. Default: the wall clock (plus any advance).
   */
  startTime?: number;
  /**
   * The origin browsers reach the emulator at, for the profile pictures it serves. Default: the origin
   * each request came in on (right when the console and its users reach it at the same address).
   */
  publicUrl?: string;
  facebook?: FacebookOptions;
  x?: XOptions;
  threads?: ThreadsOptions;
  youtube?: YoutubeOptions;
  tiktok?: TiktokOptions;
  reddit?: RedditOptions;
  vk?: VkOptions;
  discord?: DiscordOptions;
  twitch?: TwitchOptions;
  /**
   * Replaces the built-in network list (default: Facebook Pages, X, Threads, YouTube, TikTok, Reddit,
   * VK, Discord, the Steam store's reviews and, last, the optional Twitch).
   */
  networks?: readonly NetworkFactory[];
}

/**
 * Local stand-ins for the social networks' APIs, reached by the real platform adapters through their
 * configurable base URLs. Each network is a plugin under its own prefix (listed in /health); the
 * test-facing control API lives under `/_emulator`.
 */
export function createEmulator(options: EmulatorOptions): FastifyInstance {
  let seed = options.seed;
  const clock = new EmulatorClock(options.startTime);
  const faults = new FaultStore();
  const networks: EmulatedNetwork[] = [];

  const app = Fastify({
    logger: false,
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      for (const network of networks) {
        const rewritten = network.rewriteUrl?.(url);
        if (rewritten !== undefined) return rewritten;
      }
      return url;
    },
  });
  const context: NetworkContext = {
    seed: () => seed,
    clock,
    faults,
    withhold: createWithhold(app),
    listening: new ListeningVolume(),
  };
  const factories = options.networks ?? [
    facebookNetwork(options.facebook),
    xNetwork(options.x),
    threadsNetwork(options.threads),
    youtubeNetwork(options.youtube),
    tiktokNetwork(options.tiktok),
    redditNetwork(options.reddit),
    vkNetwork(options.vk),
    discordNetwork(options.discord),
    steamNetwork(),
    twitchNetwork(options.twitch),
  ];
  for (const factory of factories) networks.push(factory(context));

  registerBodyParsers(app);
  registerPictures(app, options.publicUrl);
  app.get('/health', async () => ({
    ok: true,
    seed,
    networks: networks.map((network) => network.name),
    bases: Object.fromEntries(networks.map((network) => [network.name, network.bases])),
    clock: clock.describe(),
  }));
  for (const network of networks) {
    const plugin: FastifyPluginAsync = async (scoped) => {
      await network.register(scoped);
    };
    void app.register(plugin, { prefix: network.prefix });
  }
  const control: FastifyPluginAsync = async (scoped) => {
    await registerControl(scoped, {
      context,
      networks,
      setSeed: (next) => {
        seed = next;
      },
    });
    const sources = [...networks.map((network) => network.name), 'instagram'];
    registerListeningControl(scoped, context.listening, sources);
  };
  void app.register(control, { prefix: '/_emulator' });
  return app;
}
