import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { FacebookAdapter } from './adapter.js';

export const facebookModule: NetworkModule<'facebook'> = {
  network: 'facebook',
  credentials: (config) => pair(config.FACEBOOK_APP_ID, config.FACEBOOK_APP_SECRET),
  emulatorApp: { id: '990000000000001', secret: 'emulator-facebook-app-secret' },
  create: (wiring) =>
    new FacebookAdapter({
      appId: wiring.app.id,
      appSecret: wiring.app.secret,
      configId: wiring.emulated ? undefined : wiring.config.FACEBOOK_CONFIG_ID,
      version: wiring.config.FACEBOOK_GRAPH_VERSION,
      wwwBase: wiring.browser('https://www.facebook.com', '/facebook/www'),
      graphBase: wiring.server('https://graph.facebook.com', '/facebook/graph'),
      graphVideoBase: wiring.server('https://graph-video.facebook.com', '/facebook/graph'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
