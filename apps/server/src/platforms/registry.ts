import {
  type NetworkProfileView,
  networkProfiles,
  type SocialNetwork,
  socialNetworks,
} from '@herald/contract';
import type { Config } from '../config.js';
import { discordModule } from './discord/index.js';
import { NetworkNotConfiguredError } from './errors.js';
import { facebookModule } from './facebook/index.js';
import { instagramModule } from './instagram/index.js';
import { redditModule } from './reddit/index.js';
import { threadsModule } from './threads/index.js';
import { tiktokModule } from './tiktok/index.js';
import { twitchModule } from './twitch/index.js';
import type { PlatformAdapter } from './types.js';
import { vkModule } from './vk/index.js';
import { whatsappModule } from './whatsapp/index.js';
import { type NetworkModule, wire } from './wiring.js';
import { xModule } from './x/index.js';
import { youtubeModule } from './youtube/index.js';

/** Every network Herald has an adapter for (the optional Twitch last); a new network adds its module here. */
const modules: readonly NetworkModule[] = [
  facebookModule,
  instagramModule,
  xModule,
  threadsModule,
  youtubeModule,
  tiktokModule,
  redditModule,
  vkModule,
  whatsappModule,
  discordModule,
  twitchModule,
];

export interface Platforms {
  /** The adapter of a network, or undefined when this server cannot reach it. */
  get(network: SocialNetwork): PlatformAdapter | undefined;
  /** The adapter of a network; NetworkNotConfiguredError when there is none. */
  require(network: SocialNetwork): PlatformAdapter;
  /** Every network with its capabilities and whether it is reachable here. */
  profiles(): NetworkProfileView[];
}

/** Builds the adapters this server can use from its configuration. */
export function createPlatforms(config: Config): Platforms {
  const adapters = new Map<SocialNetwork, PlatformAdapter>();
  for (const module of modules) {
    const wiring = wire(config, module);
    if (wiring) adapters.set(module.network, module.create(wiring));
  }
  return {
    get: (network) => adapters.get(network),
    require: (network) => {
      const adapter = adapters.get(network);
      if (!adapter) throw new NetworkNotConfiguredError(network);
      return adapter;
    },
    profiles: () =>
      socialNetworks.map((network) => {
        const adapter = adapters.get(network);
        return {
          ...networkProfiles[network],
          emulated: adapter?.emulated ?? false,
          configured: adapter !== undefined,
        };
      }),
  };
}
