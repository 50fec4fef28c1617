import { facebookModule } from '../facebook/index.js';
import type { NetworkModule } from '../wiring.js';
import { InstagramAdapter } from './adapter.js';

/** Instagram professional accounts connect through the same Meta app as Facebook Pages. */
export const instagramModule: NetworkModule<'instagram'> = {
  network: 'instagram',
  credentials: facebookModule.credentials,
  emulatorApp: facebookModule.emulatorApp,
  create: (wiring) =>
    new InstagramAdapter({
      appId: wiring.app.id,
      appSecret: wiring.app.secret,
      configId: wiring.emulated ? undefined : wiring.config.INSTAGRAM_CONFIG_ID,
      version: wiring.config.FACEBOOK_GRAPH_VERSION,
      wwwBase: wiring.browser('https://www.facebook.com', '/facebook/www'),
      graphBase: wiring.server('https://graph.facebook.com', '/facebook/graph'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
