import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { TiktokAdapter } from './adapter.js';

export const tiktokModule: NetworkModule<'tiktok'> = {
  network: 'tiktok',
  credentials: (config) => pair(config.TIKTOK_CLIENT_KEY, config.TIKTOK_CLIENT_SECRET),
  emulatorApp: { id: 'emulatortiktokkey', secret: 'emulator-tiktok-client-secret' },
  create: (wiring) =>
    new TiktokAdapter({
      clientKey: wiring.app.id,
      clientSecret: wiring.app.secret,
      wwwBase: wiring.browser('https://www.tiktok.com', '/tiktok/www'),
      openBase: wiring.server('https://open.tiktokapis.com', '/tiktok/open'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
