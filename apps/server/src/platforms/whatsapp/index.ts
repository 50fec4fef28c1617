import { facebookModule } from '../facebook/index.js';
import type { NetworkModule } from '../wiring.js';
import { WhatsappAdapter } from './adapter.js';

/** WhatsApp business numbers connect through the same Meta app as Facebook Pages (Embedded Signup). */
export const whatsappModule: NetworkModule<'whatsapp'> = {
  network: 'whatsapp',
  credentials: facebookModule.credentials,
  emulatorApp: facebookModule.emulatorApp,
  create: (wiring) =>
    new WhatsappAdapter({
      appId: wiring.app.id,
      appSecret: wiring.app.secret,
      configId: wiring.emulated ? undefined : wiring.config.WHATSAPP_CONFIG_ID,
      version: wiring.config.FACEBOOK_GRAPH_VERSION,
      wwwBase: wiring.browser('https://www.facebook.com', '/facebook/www'),
      graphBase: wiring.server('https://graph.facebook.com', '/facebook/graph'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
