import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { XAdapter } from './adapter.js';

export const xModule: NetworkModule<'twitter'> = {
  network: 'twitter',
  credentials: (config) => pair(config.X_CLIENT_ID, config.X_CLIENT_SECRET),
  emulatorApp: { id: 'emulator-x-client-id', secret: 'emulator-x-client-secret' },
  create: (wiring) =>
    new XAdapter({
      clientId: wiring.app.id,
      clientSecret: wiring.app.secret,
      wwwBase: wiring.browser('https://x.com', '/x/www'),
      apiBase: wiring.server('https://api.x.com', '/x/api'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
