import type { NetworkFactory } from '../../core/network.js';
import { registerAnnouncements } from './announcements.js';
import { registerTwitchControl } from './control.js';
import { registerHelix, registerHelixNotFound } from './helix.js';
import { registerAuthorize } from './oauth.js';
import type { TwitchRuntime } from './routing.js';
import { createTwitchState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { TwitchApp } from './types.js';

export type { TwitchApp } from './types.js';

/** The Twitch application the emulator knows out of the box (a confidential client). */
export const DEFAULT_TWITCH_APP: TwitchApp = {
  clientId: 'emulatortwitchclientid0herald1',
  clientSecret: 'emulator-twitch-client-secret',
  name: 'Herald',
};

export interface TwitchOptions {
  /** Registered applications; default: DEFAULT_TWITCH_APP. */
  apps?: TwitchApp[];
}

/**
 * Twitch (an optional channel): id.twitch.tv's consent page and token endpoints under `/twitch/id`,
 * Helix under `/twitch/api/helix` (api.twitch.tv/helix): users, chat announcements, followers and
 * streams, with the token bucket's `Ratelimit-*` headers.
 */
export function twitchNetwork(options: TwitchOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createTwitchState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_TWITCH_APP]);
    const rt: TwitchRuntime = { state: build(), context };
    return {
      name: 'twitch',
      prefix: '/twitch',
      bases: { id: '/twitch/id', api: '/twitch/api/helix' },
      register: async (app) => {
        await app.register(
          async (id) => {
            registerAuthorize(id, rt);
            registerTokenEndpoints(id, rt);
          },
          { prefix: '/id' },
        );
        await app.register(
          async (helix) => {
            registerHelix(helix, rt);
            registerAnnouncements(helix, rt);
            registerHelixNotFound(helix);
          },
          { prefix: '/api/helix' },
        );
      },
      registerControl: (app) => registerTwitchControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}
