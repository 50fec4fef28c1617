import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { YoutubeAdapter } from './adapter.js';

export const youtubeModule: NetworkModule<'youtube'> = {
  network: 'youtube',
  credentials: (config) => pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
  emulatorApp: {
    id: 'emulator-google-client-id.apps.googleusercontent.com',
    secret: 'emulator-google-client-secret',
  },
  create: (wiring) =>
    new YoutubeAdapter({
      clientId: wiring.app.id,
      clientSecret: wiring.app.secret,
      accountsBase: wiring.browser('https://accounts.google.com', '/youtube/accounts'),
      oauthBase: wiring.server('https://oauth2.googleapis.com', '/youtube/oauth2'),
      apiBase: wiring.server('https://www.googleapis.com', '/youtube/api'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};
