import type { SocialNetwork } from '@herald/contract';
import type { Config } from '../config.js';
import type { PlatformAdapter } from './types.js';

/** An app registered with a network: client id and secret (and, for bot networks, its bot's token). */
export interface AppCredentials {
  id: string;
  secret: string;
  /** The app's bot token, for networks where a bot acts in the connected communities (Discord). */
  botToken?: string;
}

/** What a network module gets to build its adapter: where to reach the network and as which app. */
export interface NetworkWiring {
  app: AppCredentials;
  /** Talking to the local emulator rather than the real network. */
  emulated: boolean;
  /** A base URL the browser opens (consent pages): the real one, or the emulator's path. */
  browser(real: string, emulatorPath: string): string;
  /** A base URL the server calls: the real one, or the emulator's path. */
  server(real: string, emulatorPath: string): string;
  timeoutMs: number;
  config: Config;
}

/**
 * One network's entry in the registry (`platforms/<network>/index.ts`): the credentials it reads from
 * the configuration, the app the emulator knows, and how its adapter (of that same network) is built.
 */
export interface NetworkModule<N extends SocialNetwork = SocialNetwork> {
  network: N;
  credentials(config: Config): AppCredentials | undefined;
  /** The app the local emulator registers for this network out of the box (apps/emulator). */
  emulatorApp: AppCredentials;
  create(wiring: NetworkWiring): PlatformAdapter<N>;
}

/** Both halves of a credential pair, or nothing. */
export function pair(id: string | undefined, secret: string | undefined): AppCredentials | undefined {
  return id && secret ? { id, secret } : undefined;
}

/** A network uses the emulator unless its own credentials are configured (and EMULATOR is not off). */
export function wire(config: Config, module: NetworkModule): NetworkWiring | undefined {
  const credentials = module.credentials(config);
  const common = { timeoutMs: config.PLATFORM_TIMEOUT_MS, config };
  if (credentials) {
    return { ...common, app: credentials, emulated: false, browser: (real) => real, server: (real) => real };
  }
  if (config.EMULATOR === 'off') return undefined;
  const server = config.EMULATOR_URL.replace(/\/$/, '');
  const browser = (config.EMULATOR_PUBLIC_URL ?? config.EMULATOR_URL).replace(/\/$/, '');
  return {
    ...common,
    app: module.emulatorApp,
    emulated: true,
    browser: (_real, path) => `${browser}${path}`,
    server: (_real, path) => `${server}${path}`,
  };
}
