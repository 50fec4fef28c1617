import type { FastifyInstance } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerAnnouncements } from './announcements.js';
import { registerTwitchControl } from './control.js';
import { registerHelix, registerHelixNotFound } from './helix.js';
import { registerAuthorize } from './oauth.js';
import type { TwitchRuntime } from './routing.js';
import { createTwitchState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { TwitchApp, TwitchState } from './types.js';

export type { TwitchApp } from './types.js';

/** The Twitch application the emulator knows out of the box (a confidential client). */
export const DEFAULT_TWITCH_APP: TwitchApp = {
  clientId: 'emulatortwitchclientid0herald1',
  clientSecret: 'emulator-twitch-client-secret',
  name: 'Herald',
};

/** Registered applications; default: DEFAULT_TWITCH_APP. */
export type TwitchOptions = NetworkOptions<TwitchApp>;

function registerId(app: FastifyInstance, rt: TwitchRuntime): void {
  registerAuthorize(app, rt);
  registerTokenEndpoints(app, rt);
}

function registerApi(app: FastifyInstance, rt: TwitchRuntime): void {
  registerHelix(app, rt);
  registerAnnouncements(app, rt);
  registerHelixNotFound(app);
}

/**
 * Twitch (an optional channel): id.twitch.tv's consent page and token endpoints under `/twitch/id`,
 * Helix under `/twitch/api/helix` (api.twitch.tv/helix): users, chat announcements, followers and
 * streams, with the token bucket's `Ratelimit-*` headers.
 */
export function twitchNetwork(options: TwitchOptions = {}): NetworkFactory {
  return defineNetwork<TwitchState>({
    name: 'twitch',
    create: (seed, now) => createTwitchState(seed, now, options.apps ?? [DEFAULT_TWITCH_APP]),
    hosts: [
      { base: 'id', path: '/id', register: registerId },
      { base: 'api', path: '/api/helix', register: registerApi },
    ],
    control: registerTwitchControl,
  });
}
