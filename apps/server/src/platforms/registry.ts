import {
  type NetworkProfileView,
  networkNames,
  networkProfiles,
  type SocialNetwork,
  socialNetworks,
} from '@herald/contract';
import type { Config } from '../config.js';
import { AppError } from '../http/errors.js';
import { FacebookAdapter } from './facebook/adapter.js';
import type { PlatformAdapter } from './types.js';
import { XAdapter } from './x/adapter.js';

/** The apps the local emulator knows out of the box (apps/emulator). */
const EMULATOR_APPS = {
  facebook: { id: '990000000000001', secret: 'emulator-facebook-app-secret' },
  twitter: { id: 'emulator-x-client-id', secret: 'emulator-x-client-secret' },
} as const;

export interface Platforms {
  /** The adapter of a network, or undefined when this server cannot reach it. */
  get(network: SocialNetwork): PlatformAdapter | undefined;
  /** The adapter of a network; network_not_configured when there is none. */
  require(network: SocialNetwork): PlatformAdapter;
  /** Every network with its capabilities and whether it is reachable here. */
  profiles(): NetworkProfileView[];
}

interface Endpoints {
  emulated: boolean;
  /** Base the browser opens (consent pages). */
  browser: (real: string, emulatorPath: string) => string;
  /** Base the server calls. */
  server: (real: string, emulatorPath: string) => string;
}

/** A network uses the emulator unless its own credentials are configured. */
function endpointsFor(config: Config, hasCredentials: boolean): Endpoints | undefined {
  if (hasCredentials) return { emulated: false, browser: (real) => real, server: (real) => real };
  if (config.EMULATOR === 'off') return undefined;
  const server = config.EMULATOR_URL.replace(/\/$/, '');
  const browser = (config.EMULATOR_PUBLIC_URL ?? config.EMULATOR_URL).replace(/\/$/, '');
  return {
    emulated: true,
    browser: (_real, path) => `${browser}${path}`,
    server: (_real, path) => `${server}${path}`,
  };
}

function facebook(config: Config): PlatformAdapter | undefined {
  const credentials =
    config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? { id: config.FACEBOOK_APP_ID, secret: config.FACEBOOK_APP_SECRET }
      : undefined;
  const at = endpointsFor(config, credentials !== undefined);
  if (!at) return undefined;
  const app = credentials ?? EMULATOR_APPS.facebook;
  return new FacebookAdapter({
    appId: app.id,
    appSecret: app.secret,
    configId: credentials ? config.FACEBOOK_CONFIG_ID : undefined,
    version: config.FACEBOOK_GRAPH_VERSION,
    wwwBase: at.browser('https://www.facebook.com', '/facebook/www'),
    graphBase: at.server('https://graph.facebook.com', '/facebook/graph'),
    graphVideoBase: at.server('https://graph-video.facebook.com', '/facebook/graph'),
    emulated: at.emulated,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
  });
}

function x(config: Config): PlatformAdapter | undefined {
  const credentials =
    config.X_CLIENT_ID && config.X_CLIENT_SECRET
      ? { id: config.X_CLIENT_ID, secret: config.X_CLIENT_SECRET }
      : undefined;
  const at = endpointsFor(config, credentials !== undefined);
  if (!at) return undefined;
  const app = credentials ?? EMULATOR_APPS.twitter;
  return new XAdapter({
    clientId: app.id,
    clientSecret: app.secret,
    wwwBase: at.browser('https://x.com', '/x/www'),
    apiBase: at.server('https://api.x.com', '/x/api'),
    emulated: at.emulated,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
  });
}

/** Builds the adapters this server can use from its configuration. */
export function createPlatforms(config: Config): Platforms {
  const adapters = new Map<SocialNetwork, PlatformAdapter>();
  for (const adapter of [facebook(config), x(config)]) if (adapter) adapters.set(adapter.network, adapter);
  return {
    get: (network) => adapters.get(network),
    require: (network) => {
      const adapter = adapters.get(network);
      if (!adapter)
        throw new AppError('network_not_configured', { params: { network: networkNames[network] } });
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
