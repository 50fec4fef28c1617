import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { TwitchAdapter } from './adapter.js';

export const twitchModule: NetworkModule<'twitch'> = {
  network: 'twitch',
  credentials: (config) => pair(config.TWITCH_CLIENT_ID, config.TWITCH_CLIENT_SECRET),
  emulatorApp: { id: 'emulatortwitchclientid0herald1', secret: 'emulator-twitch-client-secret' },
  create: (wiring) =>
    new TwitchAdapter({
      clientId: wiring.app.id,
      clientSecret: wiring.app.secret,
      authorizeBase: wiring.browser('https://id.twitch.tv', '/twitch/id'),
      idBase: wiring.server('https://id.twitch.tv', '/twitch/id'),
      apiBase: wiring.server('https://api.twitch.tv/helix', '/twitch/api/helix'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
